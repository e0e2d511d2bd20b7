/**
 * Add note: what a call or a meeting said, written to the audit trail without changing the status.
 * The box keeps its text until the server accepts the note, then loses only what was sent: a failure
 * keeps it all, and words typed while the note was on its way stay (utils/note-draft.ts).
 */
import { useState } from 'react';
import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import { MANAGE_INVITATIONS_MESSAGES as M } from '@safe-haven/shared/messages';
import { invitationNoteSchema, MAX_STATUS_NOTE_LENGTH } from '@safe-haven/shared/validation/manage-invitations';
import { fieldErrors } from '@safe-haven/shared/validation/fields';
import { toaster } from '../../../../components/ui/toaster';
import { useAddNote } from '../../api/invitations';
import { draftAfterNoteAdded } from '../../utils/note-draft';
import { DetailSection } from './detail-section';

export const AddNoteForm = ({ invitation }: { invitation: InvitationDetails }) => {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddNote();
  const submit = () => {
    const parsed = invitationNoteSchema.safeParse({ note });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).note);
      return;
    }
    const sent = note;
    add.mutate(
      { id: invitation.id, note: parsed.data.note },
      {
        onSuccess: () => {
          setNote((current) => draftAfterNoteAdded(sent, current));
          toaster.create({ type: 'success', title: M.noteAdded });
        },
        onError: (failure) => toaster.create({ type: 'error', title: M.noteFailed, description: failure.message }),
      },
    );
  };
  return (
    <DetailSection title="Add Note">
      <Stack as="form" gap="2" onSubmit={(event) => { event.preventDefault(); submit(); }}>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label fontSize="sm">Note about this lead (the status stays as it is)</Field.Label>
          <Textarea
            size="sm" rows={2} value={note} maxLength={MAX_STATUS_NOTE_LENGTH} autoresize
            onChange={(event) => { setNote(event.target.value); setError(undefined); }}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Button size="sm" type="submit" variant="outline" alignSelf="flex-start" loading={add.isPending}>Add Note</Button>
      </Stack>
    </DetailSection>
  );
};
