/** POST /api/public/invitations/{token}/response: the invitee's answer, from any of the three pages. */
import * as z from '@safe-haven/shared/validation/mini';
import { inviteeResponseSchema } from '@safe-haven/shared/validation/invitee-response';
import { invitationTokenSchema } from '@safe-haven/shared/validation/invitation-token-schema';
import { json } from '../core/http';
import { publicRoute } from '../core/route';
import { submitInviteeResponse } from './submit-response-service';

export const handler = publicRoute(
  { path: z.object({ token: invitationTokenSchema }), body: inviteeResponseSchema },
  async ({ input }) => json(200, await submitInviteeResponse(input.path.token, input.body)),
);
