/** After an interested or maybe answer: thanks, and what happens next. */
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import type { ConfirmationContent } from '@safe-haven/shared/content/types';
import { CheckList } from './check-list';
import { DialogFrame } from './dialog-frame';

export const ConfirmationDialog = ({ content, onClose }: { content: ConfirmationContent | undefined; onClose: () => void }) => {
  // Keep the text on screen while the dialog animates out.
  const [shown, setShown] = useState(content);
  if (content && content !== shown) setShown(content);
  return (
    <DialogFrame
      open={content !== undefined} onClose={onClose} title={shown?.title} eyebrow="Answer received"
      footer={<Button colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }} onClick={onClose}>Close</Button>}
    >
      {shown && (
        <Stack gap="5">
          <Text textStyle="lg">{shown.body}</Text>
          <Stack gap="3">
            <Text fontSize="xs" fontWeight="semibold" letterSpacing="0.14em" textTransform="uppercase" color="brass.700">
              What happens next
            </Text>
            <CheckList items={shown.nextSteps} />
          </Stack>
        </Stack>
      )}
    </DialogFrame>
  );
};
