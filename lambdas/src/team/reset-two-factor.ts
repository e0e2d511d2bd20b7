/** POST /api/admin/users/{id}/two-factor-reset: turns the person's authenticator app off and ends their sessions (admins; never oneself). */
import { idParamSchema } from '@safe-haven/shared/validation/team';
import { resetTwoFactorFor } from './two-factor-reset-service';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';

export const handler = idempotentStaffRoute({ roles: ['admin'], path: idParamSchema }, async ({ input, profile }) =>
  json(200, await resetTwoFactorFor({ id: profile.id, name: `${profile.firstName} ${profile.lastName}`.trim() }, input.path.id)),
);
