/** POST /api/invitations/{id}/resend: the same link again with a new expiry. */
import { invitationIdPathSchema } from '@safe-haven/shared/validation/manage-invitations';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../core/route';
import { resendInvitation } from './resend-invitation-service';

export const handler = idempotentStaffRoute({ path: invitationIdPathSchema }, async ({ input, profile }) => json(200, await resendInvitation(profile, input.path.id)));
