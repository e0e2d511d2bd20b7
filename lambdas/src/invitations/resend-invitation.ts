/** POST /api/invitations/{id}/resend: the same link again with a new expiry. */
import { invitationIdOnlyPathSchema } from '@safe-haven/shared/validation/invitation-id-path';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { resendInvitation } from './resend-invitation-service';

export const handler = idempotentStaffRoute({ path: invitationIdOnlyPathSchema }, async ({ input, profile }) => json(200, await resendInvitation(profile, input.path.id)));
