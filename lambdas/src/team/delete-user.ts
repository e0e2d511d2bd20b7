/** DELETE /api/admin/users/{id}: deletes a staff account. The invitations they sent stay, attributed to them. */
import { idParamSchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { deleteManagedUser } from './user-admin-service';

export const handler = idempotentStaffRoute({ roles: ['admin'], path: idParamSchema }, async ({ input }) => {
  await deleteManagedUser(input.path.id);
  return json(200, { ok: true, message: 'User deleted' });
});
