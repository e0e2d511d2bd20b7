/** POST /api/admin/staff-invitations/{id}/resend: the same set-up link again, valid for a new lifetime. */
import { idParamSchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { resendStaffInvitation } from './staff-invitation-service';

export const handler = idempotentStaffRoute({ roles: ['admin'], path: idParamSchema }, async ({ input }) => json(200, await resendStaffInvitation(input.path.id)));
