/** POST /api/invitation-views: the invitations the caller was shown are seen. */
import { invitationViewsSchema } from '@safe-haven/shared/validation/manage-invitations';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { markInvitationsSeen } from './mark-seen-service';

export const handler = idempotentStaffRoute({ body: invitationViewsSchema }, async ({ input, profile }) => json(200, await markInvitationsSeen(profile, input.body)));
