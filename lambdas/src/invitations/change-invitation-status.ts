/** POST /api/invitations/{id}/status: Update Status or a quick action; refusals are 409 with a reason. */
import { invitationIdPathSchema, statusChangeSchema } from '@safe-haven/shared/validation/manage-invitations';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { changeInvitationStatus } from './change-status-service';

export const handler = idempotentStaffRoute({ path: invitationIdPathSchema, body: statusChangeSchema }, async ({ input, profile }) =>
  json(200, await changeInvitationStatus(profile, input.path.id, input.body)),
);
