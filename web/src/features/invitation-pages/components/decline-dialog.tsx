/**
 * "Not interested" / "not a fit". Member: a close-only message whose closing sends the decline.
 * Investor: a message with a confirm button and a way back. Neither has fields.
 */
import { Button, Text } from '@chakra-ui/react';
import type { DeclineContent } from '@safe-haven/shared/content/types';
import { DialogFrame } from './dialog-frame';

export const DeclineDialog = ({ open, content, pending, onDecline, onCancel }: {
  open: boolean;
  content: DeclineContent;
  pending: boolean;
  onDecline: () => void;
  /** Omitted for the close-only member dialog: every way of closing it declines. */
  onCancel?: () => void;
}) => (
  <DialogFrame
    open={open} onClose={onCancel ?? onDecline} busy={pending} size="sm" title={content.title}
    footer={
      <>
        {onCancel && <Button variant="ghost" onClick={onCancel} disabled={pending}>Go back</Button>}
        <Button colorPalette="brand" onClick={onDecline} loading={pending} loadingText="Sending...">{content.action}</Button>
      </>
    }
  >
    <Text textStyle="md">{content.body}</Text>
  </DialogFrame>
);
