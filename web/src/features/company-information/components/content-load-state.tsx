/**
 * The brand's content (GET /api/content) for Properties in Review and Membership Options: places
 * held while it loads, and a way to ask again if it could not be read.
 */
import { Box, Button, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { SITE_CONTENT_TEXT } from '@safe-haven/shared/content/site-content-text';

export const ContentLoading = () => (
  <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '4', md: '6' }} aria-busy="true">
    <Skeleton h="96" rounded="xl" /><Skeleton h="96" rounded="xl" /><Skeleton h="96" rounded="xl" />
  </SimpleGrid>
);

export const ContentLoadError = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => (
  <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="lg" p="4" bg="bg">
    <Text color="fg.error" fontWeight="medium">{SITE_CONTENT_TEXT.loadError}</Text>
    <Button size="sm" mt="3" variant="outline" loading={retrying} onClick={onRetry}>{SITE_CONTENT_TEXT.retry}</Button>
  </Box>
);
