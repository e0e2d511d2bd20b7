import { useEffect } from 'react';
import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { NOT_FOUND_MESSAGES } from '@safe-haven/shared/messages';
import { ReturnHomeButton } from '../../components/navigation/return-home-button';
import { usePageMeta } from '../../components/seo/use-page-meta';

export const NotFoundPage = () => {
  const location = useLocation();
  usePageMeta({ title: 'Page Not Found | Safe Haven', description: 'The page you were looking for does not exist.' });
  useEffect(() => {
    // A record of the missing path, for whoever is looking at the browser's console after a broken link.
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <Center minH="100dvh" bg="sand" px="4">
      <Stack align="center" gap="4" textAlign="center">
        <Heading as="h1" size="6xl" fontFamily="heading" color="brand.fg">{NOT_FOUND_MESSAGES.title}</Heading>
        <Text fontSize="xl" color="fg.muted">{NOT_FOUND_MESSAGES.body}</Text>
        <ReturnHomeButton colorPalette="brand" />
      </Stack>
    </Center>
  );
};
