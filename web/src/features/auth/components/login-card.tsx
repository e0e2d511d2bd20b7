/** The login screen's card: the brand, a notice when there is one, and the current step's form. */
import type { ReactNode } from 'react';
import { Box, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Logo } from '../../../components/brand/logo';

export const LoginCard = ({ notice, children }: { notice: string | undefined; children: ReactNode }) => (
  <Center minH="100dvh" px="4" py="10" bg="sand">
    <Card.Root w="full" maxW="sm" shadow="lg">
      <Card.Body gap="6">
        <Stack align="center" gap="2">
          <Logo size={48} withName={false} />
          <Heading as="h1" size="xl" fontFamily="heading">Safe Haven</Heading>
          <Text color="fg.muted" fontSize="sm">Staff sign-in</Text>
        </Stack>
        {/* A plain box, not Chakra's Alert: its recipe would add about 1.5 KB to every first visit here. */}
        {notice && (
          <Box role="status" bg="brand.50" borderWidth="1px" borderColor="brand.200" color="brand.900" rounded="md" px="4" py="3" fontSize="sm">
            {notice}
          </Box>
        )}
        {children}
      </Card.Body>
    </Card.Root>
  </Center>
);

/** A step's title and what it asks for. */
export const StepHeading = ({ title, prompt }: { title: string; prompt: string }) => (
  <Box>
    <Heading as="h2" size="md">{title}</Heading>
    <Text color="fg.muted" fontSize="sm">{prompt}</Text>
  </Box>
);
