/** POST /api/public/staff-invitations/{token}/accept: creates the invited account (201), at most once per link. */
import { acceptStaffInvitationSchema, setupTokenParamSchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { publicRoute } from '../core/route';
import { acceptStaffInvitationWithPassword } from './account-setup-service';

export const handler = publicRoute({ path: setupTokenParamSchema, body: acceptStaffInvitationSchema }, async ({ input }) =>
  json(201, await acceptStaffInvitationWithPassword(input.path.token, input.body.password)),
);
