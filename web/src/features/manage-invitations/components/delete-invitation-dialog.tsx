/** Confirmation before a delete: it cannot be undone, and the link stops working. */
import { Dialog, Text } from '@chakra-ui/react';
import type { InvitationCard } from '@safe-haven/shared/api-types';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';

interface DeleteInvitationDialogProps {
  card: InvitationCard | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export const DeleteInvitationDialog = ({ card, deleting, onConfirm, onCancel }: DeleteInvitationDialogProps) => (
  <ConfirmDialog
    open={!!card} title="Delete invitation?" confirmLabel="Delete" cancelLabel="Keep Invitation" busy={deleting} busyLabel="Deleting..."
    onConfirm={onConfirm} onClose={onCancel}
  >
    <Dialog.Description asChild>
      <Text>
        The invitation to <Text as="strong">{card?.recipientName}</Text> ({card?.recipientEmail}) will be deleted with its answer and history.
        Its link will stop working and the person can be invited again. This cannot be undone.
      </Text>
    </Dialog.Description>
  </ConfirmDialog>
);
