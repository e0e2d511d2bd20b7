/** POST /api/admin/users/{id}/password-reset: Cognito emails the person a reset code (admins; never oneself). */
import { idParamSchema } from '@safe-haven/shared/validation/team';
import { sendPasswordResetFor } from './send-password-reset-service';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';

export const handler = idempotentStaffRoute({ roles: ['admin'], path: idParamSchema }, async ({ input, profile }) =>
  json(200, await sendPasswordResetFor({ id: profile.id, name: `${profile.firstName} ${profile.lastName}`.trim() }, input.path.id)),
);
