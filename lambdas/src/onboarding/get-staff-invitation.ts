/**
 * POST /api/public/staff-invitations/read: the staff invitation a set-up link opens, with its token in
 * the body so no log holds it. Unknown, used or expired links get 404.
 */
import { setupTokenBodySchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { publicRoute } from '../http/route';
import { readStaffInvitation } from './staff-invitation-view';

export const handler = publicRoute({ body: setupTokenBodySchema }, async ({ input }) => json(200, await readStaffInvitation(input.body.token)));
