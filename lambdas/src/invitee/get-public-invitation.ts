/** GET /api/public/invitations/{token}: invitations_public_get. Unknown or expired tokens get 404. */
import * as z from 'zod';
import { invitationTokenSchema } from '@safe-haven/shared/validation/invitee-response';
import { json } from '../core/http';
import { publicRoute } from '../core/route';
import { toPublicInvitation, usableInvitation } from './public-invitation-service';

export const handler = publicRoute({ path: z.object({ token: invitationTokenSchema }) }, async ({ input }) =>
  json(200, toPublicInvitation(await usableInvitation(input.path.token))),
);
