import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';

/** Shown when a route fails to render or its code fails to load (for example after a deploy). */
export const RouteErrorBoundary = () => {
  const error = useRouteError();
  console.error(error);
  return (
    <Center minH="100dvh" px="4">
      <Stack align="center" gap="3" textAlign="center" maxW="md">
        <Heading as="h1" size="xl">Something went wrong</Heading>
        <Text color="fg.muted">This page could not be shown. Reloading usually fixes it.</Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
};
