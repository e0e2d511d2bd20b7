/** DELETE /api/invitations/{id}: admins and founders only ('Only admins and founders can delete invitations.'). */
import { MANAGE_INVITATIONS_MESSAGES } from '@safe-haven/shared/messages';
import { invitationIdPathSchema } from '@safe-haven/shared/validation/manage-invitations';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { deleteInvitation } from './delete-invitation-service';

export const handler = idempotentStaffRoute({ path: invitationIdPathSchema }, async ({ input, profile }) => {
  await deleteInvitation(profile, input.path.id);
  return json(200, { ok: true, message: MANAGE_INVITATIONS_MESSAGES.deleted });
});
