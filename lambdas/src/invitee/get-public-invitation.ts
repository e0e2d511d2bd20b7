/**
 * POST /api/public/invitations/read: the invitation an invitee's link opens. The link's token comes in the body (a
 * POST, not a GET with the token in its path) so no log holds it. Unknown or expired tokens get 404.
 */
import { invitationTokenBodySchema } from '@safe-haven/shared/validation/invitation-token-schema';
import { json } from '../core/http';
import { publicRoute } from '../http/route';
import { toPublicInvitation, usableInvitation } from './public-invitation-service';

export const handler = publicRoute({ body: invitationTokenBodySchema }, async ({ input }) =>
  json(200, toPublicInvitation(await usableInvitation(input.body.token))),
);
