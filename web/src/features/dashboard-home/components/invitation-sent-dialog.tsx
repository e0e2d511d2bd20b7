import { useState } from 'react';
import { Button, Circle, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { INVITATION_TOASTS } from '@safe-haven/shared/messages';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { INVITE_AUDIENCE_COPY } from '../utils/invite-audiences';
import type { SentInvitation } from '../utils/invite-flow';
import { DialogRoot } from '../../../components/ui/dialog-root';

interface InvitationSentDialogProps {
  invitation: SentInvitation | null;
  /** 'I'm Finished', the close button or Escape. */
  onFinish: () => void;
  onSendAnother: () => void;
  /** The closing animation has ended: the next dialog may take focus. */
  onClosed: () => void;
  /** Where focus goes on 'I'm Finished': the control that opened the form, not the form's vanished button. */
  finalFocusEl?: () => HTMLElement | null;
}

/** The confirmation after a successful invitation: who and which type, then finish or send another. */
export const InvitationSentDialog = ({ invitation, onFinish, onSendAnother, onClosed, finalFocusEl }: InvitationSentDialogProps) => {
  // Keeps showing the last invitation while the dialog fades out.
  const [shown, setShown] = useState(invitation);
  if (invitation && invitation !== shown) setShown(invitation);
  return (
    <DialogRoot
      open={!!invitation} onOpenChange={(details) => !details.open && onFinish()} placement="center" role="alertdialog"
      onExitComplete={onClosed} finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            {shown && (
              <>
                <Dialog.Header justifyContent="center" pt="8">
                  <Stack align="center" gap="3">
                    <Circle size="14" bg="brand.subtle" color="brand.fg" fontSize="3xl">
                      <CheckCircleIcon />
                    </Circle>
                    <Dialog.Title fontFamily="heading" fontSize="2xl" textAlign="center">
                      {shown.emailDelivered ? 'Invitation Sent!' : INVITATION_TOASTS.created}
                    </Dialog.Title>
                  </Stack>
                </Dialog.Header>
                <Dialog.Body>
                  <Dialog.Description asChild>
                    <Text textAlign="center" color="fg.muted">
                      Your invitation to{' '}
                      <Text as="strong" color="fg">{`${shown.firstName} ${shown.lastName}`}</Text>
                      {' '}as {INVITE_AUDIENCE_COPY[shown.type].typeLabel}{' '}
                      {shown.emailDelivered
                        ? 'is on its way. You can follow it in Manage Invitations.'
                        : 'has been saved, but its email could not be delivered. Resend it from Manage Invitations.'}
                    </Text>
                  </Dialog.Description>
                </Dialog.Body>
                <Dialog.Footer justifyContent="center" flexWrap="wrap" gap="3" pb="6">
                  <Button variant="outline" size={{ base: 'lg', md: 'md' }} onClick={onFinish}>I'm Finished</Button>
                  <Button colorPalette="brand" size={{ base: 'lg', md: 'md' }} onClick={onSendAnother}>Send Another Invitation</Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size={{ base: 'lg', md: 'sm' }} aria-label="Close" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
};
