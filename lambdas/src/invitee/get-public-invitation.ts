/** GET /api/public/invitations/{token}: invitations_public_get. Unknown or expired tokens get 404. */
import * as z from '@safe-haven/shared/validation/mini';
import { invitationTokenSchema } from '@safe-haven/shared/validation/invitation-token-schema';
import { json } from '../core/http';
import { publicRoute } from '../core/route';
import { toPublicInvitation, usableInvitation } from './public-invitation-service';

export const handler = publicRoute({ path: z.object({ token: invitationTokenSchema }) }, async ({ input }) =>
  json(200, toPublicInvitation(await usableInvitation(input.path.token))),
);
