import { useRef } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { INVITATION_FORM_MESSAGES } from '@safe-haven/shared/messages';
import { DialogRoot } from '../../../components/ui/dialog-root';

/**
 * Asked over the invitation form when Escape or a click outside would close it with something typed.
 * 'Keep Editing' is focused first, so a second Escape or Enter never throws the text away.
 */
export const DiscardInvitationDialog = ({ open, onKeepEditing, onDiscard }: {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) => {
  const keepEditing = useRef<HTMLButtonElement>(null);
  return (
    <DialogRoot
      open={open} onOpenChange={(details) => !details.open && onKeepEditing()} role="alertdialog" placement="center" size="sm"
      initialFocusEl={() => keepEditing.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{INVITATION_FORM_MESSAGES.discardTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{INVITATION_FORM_MESSAGES.discardBody}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button ref={keepEditing} variant="outline" size={{ base: 'lg', md: 'md' }} onClick={onKeepEditing}>
                {INVITATION_FORM_MESSAGES.keepEditing}
              </Button>
              <Button colorPalette="red" size={{ base: 'lg', md: 'md' }} onClick={onDiscard}>{INVITATION_FORM_MESSAGES.discard}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
};
