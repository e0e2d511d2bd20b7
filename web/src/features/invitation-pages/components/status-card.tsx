/** A page-sized message (invalid link, preview refused): the brand, one h1, one sentence, maybe one action. */
import type { ReactNode } from 'react';
import { Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Logo } from '../../../components/brand/logo';

export const StatusCard = ({ title, body, action }: { title: string; body: string; action?: ReactNode }) => (
  <Center as="main" minH="100dvh" bg="sand" px="4" py="10">
    <Card.Root maxW="md" w="full" shadow="md" textAlign="center">
      <Card.Body gap="5" p={{ base: 6, md: 8 }}>
        <Center><Logo size={44} withName={false} /></Center>
        <Stack gap="2">
          <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize="2xl" color="brand.800">{title}</Heading>
          <Text color="fg.muted">{body}</Text>
        </Stack>
        {action}
      </Card.Body>
    </Card.Root>
  </Center>
);
