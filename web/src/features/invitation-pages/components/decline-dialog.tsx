/**
 * "Not interested" / "not a fit" asks once before anything is sent: a confirm button sends the
 * decline; "Go back", Escape, the close button and the backdrop all go back without sending.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import type { DeclineContent } from '@safe-haven/shared/content/types';
import type { FlowError } from '../hooks/use-answer-flow';
import { DialogError } from './dialog-error';
import { DialogFrame } from './dialog-frame';

export const DeclineDialog = ({ open, content, pending, error, onDecline, onCancel }: {
  open: boolean;
  content: DeclineContent;
  pending: boolean;
  error: FlowError | undefined;
  onDecline: () => void;
  onCancel: () => void;
}) => (
  <DialogFrame
    open={open} onClose={onCancel} busy={pending} size="sm" title={content.title} role="alertdialog"
    footer={
      <>
        <Button variant="ghost" onClick={onCancel} disabled={pending}>{content.back}</Button>
        <Button colorPalette="brand" onClick={onDecline} loading={pending} loadingText="Sending...">{content.action}</Button>
      </>
    }
  >
    <Stack gap="4">
      <DialogError error={error} />
      <Text textStyle="md">{content.body}</Text>
    </Stack>
  </DialogFrame>
);
