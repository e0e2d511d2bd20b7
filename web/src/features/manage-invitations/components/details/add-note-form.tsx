/**
 * Add note: what a call or a meeting said, written to the audit trail without changing the status.
 * The box keeps its text until the server accepts the note, then loses only what was sent: a failure
 * keeps it all, and words typed while the note was on its way stay (utils/note-draft.ts).
 */
import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import { MANAGE_INVITATIONS_MESSAGES as M } from '@safe-haven/shared/messages';
import { invitationNoteSchema, MAX_STATUS_NOTE_LENGTH } from '@safe-haven/shared/validation/manage-invitations';
import { toaster } from '../../../../components/ui/toaster';
import { useForm } from '../../../../hooks/use-form';
import { useAddNote } from '../../api/invitations';
import { draftAfterNoteAdded } from '../../utils/note-draft';
import { DetailSection } from './detail-section';

export const AddNoteForm = ({ invitation }: { invitation: InvitationDetails }) => {
  const form = useForm({ note: '' });
  const note = form.field('note');
  const add = useAddNote();
  const submit = form.submitWith((values) => invitationNoteSchema.safeParse(values), (input) => {
    const sent = note.value;
    add.mutate(
      { id: invitation.id, note: input.note },
      {
        onSuccess: () => {
          form.setValues((current) => ({ note: draftAfterNoteAdded(sent, current.note) }));
          toaster.create({ type: 'success', title: M.noteAdded });
        },
        onError: (failure) => toaster.create({ type: 'error', title: M.noteFailed, description: failure.message }),
      },
    );
  });
  return (
    <DetailSection title="Add Note">
      <Stack as="form" gap="2" onSubmit={submit}>
        <Field.Root invalid={Boolean(note.error)}>
          <Field.Label fontSize="sm">Note about this lead (the status stays as it is)</Field.Label>
          <Textarea
            size="sm" rows={2} value={note.value} maxLength={MAX_STATUS_NOTE_LENGTH} autoresize
            onChange={(event) => note.onChange(event.target.value)}
          />
          {note.error && <Field.ErrorText>{note.error}</Field.ErrorText>}
        </Field.Root>
        <Button size="sm" type="submit" variant="outline" alignSelf="flex-start" loading={add.isPending}>Add Note</Button>
      </Stack>
    </DetailSection>
  );
};
