/** POST /api/public/staff-invitations/accept: creates the invited account (201), at most once per link; the token comes in the body. */
import { acceptStaffInvitationSchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { idempotentPublicRoute } from '../http/route';
import { acceptStaffInvitationWithPassword } from './account-setup-service';

export const handler = idempotentPublicRoute({ body: acceptStaffInvitationSchema }, async ({ input }) =>
  json(201, await acceptStaffInvitationWithPassword(input.body.token, input.body.password)),
);
