/** GET /api/public/staff-invitations/{token}: invitations_internal_get. Unknown, used or expired links get 404. */
import { setupTokenParamSchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { publicRoute } from '../core/route';
import { readStaffInvitation } from './staff-invitation-view';

export const handler = publicRoute({ path: setupTokenParamSchema }, async ({ input }) => json(200, await readStaffInvitation(input.path.token)));
