/**
 * Erase invitee (admins only): removes every invitation of this person, their answers, notes and
 * emails, for good. The button stays disabled until the admin types the invitee's email address or
 * ERASE, the same rule the server applies.
 */
import { useState } from 'react';
import { Button, Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import { confirmsErasure } from '@safe-haven/shared/erasure-confirmation';
import { PRIVACY_MESSAGES } from '@safe-haven/shared/messages';
import { ERASE_CONFIRMATION_WORD } from '@safe-haven/shared/retention';
import { ConfirmDialog } from '../../../../components/feedback/confirm-dialog';
import { toaster } from '../../../../components/ui/toaster';
import { useEraseInvitee } from '../../api/privacy';
import { DetailSection } from './detail-section';

interface EraseInviteeSectionProps {
  invitation: Pick<InvitationDetails, 'id' | 'recipientName' | 'recipientEmail'>;
  /** The invitation is gone: the details dialog closes. */
  onErased: () => void;
}

export const EraseInviteeSection = ({ invitation, onErased }: EraseInviteeSectionProps) => {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const erase = useEraseInvitee();
  const confirmed = confirmsErasure(typed, invitation.recipientEmail);
  const close = () => {
    setOpen(false);
    setTyped('');
    erase.reset();
  };
  const onConfirm = () => {
    if (!confirmed) return;
    erase.mutate(
      { id: invitation.id, confirmation: typed },
      {
        onSuccess: (result) => {
          toaster.create({ type: 'success', title: 'Invitee erased', description: result.message });
          close();
          onErased();
        },
      },
    );
  };
  return (
    <DetailSection title="Privacy">
      <Text fontSize="sm" color="fg.muted">
        Erasing removes every invitation to this person, their answers, notes and emails. The team&apos;s counts and badges stay.
      </Text>
      <Button size="sm" colorPalette="red" variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)}>Erase Invitee</Button>
      <ConfirmDialog
        open={open} title="Erase this invitee?" confirmLabel="Erase" cancelLabel="Keep Invitee" busy={erase.isPending} busyLabel="Erasing..."
        confirmDisabled={!confirmed} onConfirm={onConfirm} onClose={close}
      >
        <Stack gap="3">
          <Dialog.Description asChild>
            <Text>
              Everything about <Text as="strong">{invitation.recipientName}</Text> ({invitation.recipientEmail}) will be deleted for good,
              with every other invitation to the same address. If they declined or asked not to be emailed, only a fingerprint of the
              address is kept so they are not invited again. This cannot be undone.
            </Text>
          </Dialog.Description>
          <Field.Root invalid={erase.error !== null}>
            <Field.Label>Type their email address or {ERASE_CONFIRMATION_WORD} to confirm</Field.Label>
            <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} name="erase-confirmation" />
            {erase.error && <Field.ErrorText>{erase.error.message || PRIVACY_MESSAGES.eraseFailed}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </ConfirmDialog>
    </DetailSection>
  );
};
