/** Confirmation before a delete: it cannot be undone, and the link stops working. */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { InvitationCard } from '@safe-haven/shared/api-types';

interface DeleteInvitationDialogProps {
  card: InvitationCard | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export const DeleteInvitationDialog = ({ card, deleting, onConfirm, onCancel }: DeleteInvitationDialogProps) => (
  <Dialog.Root open={!!card} onOpenChange={(details) => !details.open && onCancel()} role="alertdialog" placement="center">
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content mx="4">
          <Dialog.Header>
            <Dialog.Title>Delete invitation?</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Dialog.Description asChild>
              <Text>
                The invitation to <Text as="strong">{card?.recipientName}</Text> ({card?.recipientEmail}) will be deleted with its answer and history.
                Its link will stop working and the person can be invited again. This cannot be undone.
              </Text>
            </Dialog.Description>
          </Dialog.Body>
          <Dialog.Footer gap="3">
            <Button variant="outline" onClick={onCancel} disabled={deleting}>Keep Invitation</Button>
            <Button colorPalette="red" onClick={onConfirm} loading={deleting} loadingText="Deleting...">Delete</Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
