/** The raise's terms could not be read: say so where they would be, with a way to ask again. */
import { Box, Button, Text } from '@chakra-ui/react';
import { CURRENT_RAISE_PAGE } from '@safe-haven/shared/content/current-raise-page';

export const RaiseLoadError = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => (
  <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="lg" p="4" bg="bg">
    <Text color="fg.error" fontWeight="medium">{CURRENT_RAISE_PAGE.loadError}</Text>
    <Button size="sm" mt="3" variant="outline" loading={retrying} onClick={onRetry}>{CURRENT_RAISE_PAGE.retry}</Button>
  </Box>
);
