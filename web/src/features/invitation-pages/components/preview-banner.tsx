/** The staff preview bar: says what this is and leads back to the dashboard. */
import { Box, Button, Container, Stack, Text } from '@chakra-ui/react';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import { DASHBOARD_HOME_PATH } from '@safe-haven/shared/paths';
import { goTo } from '../../../lib/page-location';

export const PreviewBanner = () => {
  return (
    <Box as="aside" aria-label="Preview" position="sticky" top="0" zIndex="sticky" bg="brass.100" borderBottomWidth="1px" borderColor="brass.300">
      <Container maxW="5xl" px={{ base: 5, md: 8 }} py={{ base: 2, sm: 3 }}>
        <Stack direction="row" align="center" justify="space-between" gap="3">
          <Text fontSize={{ base: 'xs', sm: 'sm' }} fontWeight="medium" color="brass.900">{INVITEE_MESSAGES.previewBanner}</Text>
          <Button size={{ base: 'xs', sm: 'sm' }} colorPalette="brand" flexShrink={0} onClick={() => goTo(DASHBOARD_HOME_PATH)}>
            {INVITEE_MESSAGES.closePreview}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
};
