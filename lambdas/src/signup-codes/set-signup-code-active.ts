/** PATCH /api/admin/signup-codes/{id}: Activate / Deactivate a code. */
import { idParamSchema, setSignupCodeActiveSchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { switchSignupCode } from './signup-code-service';

export const handler = idempotentStaffRoute({ roles: ['admin'], path: idParamSchema, body: setSignupCodeActiveSchema }, async ({ input }) =>
  json(200, await switchSignupCode(input.path.id, input.body.isActive)),
);
