/** POST /api/invitations/{id}/notes: Add note in the details dialog (an audit entry, no status change). */
import { invitationIdPathSchema, invitationNoteSchema } from '@safe-haven/shared/validation/manage-invitations';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { addInvitationNote } from './add-note-service';

export const handler = idempotentStaffRoute({ path: invitationIdPathSchema, body: invitationNoteSchema }, async ({ input, profile }) =>
  json(201, await addInvitationNote(profile, input.path.id, input.body)),
);
