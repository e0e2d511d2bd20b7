/** GET /api/admin/users/{id}/account-history: the person's password and two-factor resets (admins). */
import { idParamSchema } from '@safe-haven/shared/validation/team';
import { accountHistory } from './account-history-service';
import { json } from '../core/http';
import { staffRoute } from '../http/route';

export const handler = staffRoute({ roles: ['admin'], path: idParamSchema }, async ({ input }) => json(200, await accountHistory(input.path.id)));
