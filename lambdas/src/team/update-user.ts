/** PATCH /api/admin/users/{id}: Suspend / Activate, or Make Admin / Founder / Lead Gen. */
import { idParamSchema, updateUserSchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { updateManagedUser } from './user-admin-service';

export const handler = idempotentStaffRoute({ roles: ['admin'], path: idParamSchema, body: updateUserSchema }, async ({ input }) =>
  json(200, { ok: true, status: await updateManagedUser(input.path.id, input.body) }),
);
