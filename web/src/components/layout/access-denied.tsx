import { Button, Card, Center, Heading, Text } from '@chakra-ui/react';
import { AUTH_MESSAGES, NOT_FOUND_MESSAGES } from '@safe-haven/shared/messages';

export const AccessDenied = ({ message = AUTH_MESSAGES.noDashboardPermission }: { message?: string }) => (
  <Center minH="100dvh" p="4">
    <Card.Root maxW="md" w="full" textAlign="center">
      <Card.Body gap="3">
        <Heading size="lg">{AUTH_MESSAGES.accessDenied}</Heading>
        <Text color="fg.muted">{message}</Text>
        <Button asChild colorPalette="brand" alignSelf="center">
          {/* A plain link: the login screen at / is an entry of its own (src/login-main.tsx). */}
          <a href="/">{NOT_FOUND_MESSAGES.returnHome}</a>
        </Button>
      </Card.Body>
    </Card.Root>
  </Center>
);
