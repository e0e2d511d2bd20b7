import { Card, Heading, Text } from '@chakra-ui/react';

/** Placeholder for dashboard pages whose issues are not built yet; says so plainly. */
export const ComingSoonPage = ({ title }: { title: string }) => (
  <Card.Root>
    <Card.Body gap="2">
      <Heading as="h1" size="lg">{title}</Heading>
      <Text color="fg.muted">This page is not available yet.</Text>
    </Card.Body>
  </Card.Root>
);
