/** DELETE /api/admin/staff-invitations/{id}: cancels a pending invitation (status expired; its link stops working). */
import { idParamSchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { cancelStaffInvitation } from './cancel-staff-invitation-service';

export const handler = idempotentStaffRoute({ roles: ['admin'], path: idParamSchema }, async ({ input }) => {
  await cancelStaffInvitation(input.path.id);
  return json(200, { ok: true });
});
