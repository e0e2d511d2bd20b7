/**
 * POST /api/public/staff-invitations/read: invitations_internal_get, with the set-up link's token in
 * the body so no log holds it. Unknown, used or expired links get 404.
 */
import { setupTokenBodySchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { publicRoute } from '../core/route';
import { readStaffInvitation } from './staff-invitation-view';

export const handler = publicRoute({ body: setupTokenBodySchema }, async ({ input }) => json(200, await readStaffInvitation(input.body.token)));
