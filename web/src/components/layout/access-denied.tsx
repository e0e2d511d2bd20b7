import { Button, Card, Center, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES, NOT_FOUND_MESSAGES } from '@safe-haven/shared/messages';

export const AccessDenied = ({ message = AUTH_MESSAGES.noDashboardPermission }: { message?: string }) => (
  <Center minH="100dvh" p="4">
    <Card.Root maxW="md" w="full" textAlign="center">
      <Card.Body gap="3">
        <Heading size="lg">{AUTH_MESSAGES.accessDenied}</Heading>
        <Text color="fg.muted">{message}</Text>
        <Button asChild colorPalette="brand" alignSelf="center">
          <Link to="/">{NOT_FOUND_MESSAGES.returnHome}</Link>
        </Button>
      </Card.Body>
    </Card.Root>
  </Center>
);
