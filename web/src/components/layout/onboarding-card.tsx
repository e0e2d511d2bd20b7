/** The centred card of the public onboarding pages (account set-up, founder sign-up), on the login page's backdrop. */
import type { ReactNode } from 'react';
import { Button, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Logo } from '../brand/logo';
import { TouchTargets } from './touch-targets';

export const OnboardingCard = ({ title, subtitle, children, maxW = 'md' }: { title: string; subtitle?: ReactNode; children: ReactNode; maxW?: string }) => (
  <Center as="main" id="main-content" minH="100dvh" px="4" py="10" bg="sand">
    <TouchTargets />
    <Card.Root w="full" maxW={maxW} shadow="lg">
      <Card.Body gap="6" p={{ base: '5', sm: '8' }}>
        <Stack align="center" gap="2" textAlign="center">
          <Logo size={44} withName={false} />
          <Heading as="h1" size="2xl" fontFamily="heading" color="brand.fg">{title}</Heading>
          {subtitle && <Text color="fg.muted" fontSize="sm">{subtitle}</Text>}
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  </Center>
);

/** The submit of both ways into the team (an invited set-up, a founder's sign-up): one label, one busy text. */
export const CreateAccountButton = ({ busy }: { busy: boolean }) => (
  <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Creating Account...">
    Create Account
  </Button>
);
