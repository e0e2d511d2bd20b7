/** POST /api/invitations: send_invitation_safely. Refusals are 409 with the catalogue's code. */
import { sendInvitationSchema } from '@safe-haven/shared/validation/invitation';
import { appOrigin } from '../core/app-origin';
import { json } from '../core/http';
import { staffRoute } from '../core/route';
import { sendInvitation } from './send-invitation-service';

export const handler = staffRoute({ body: sendInvitationSchema }, async ({ input, profile, event }) => {
  const result = await sendInvitation(profile, input.body, appOrigin(event));
  return json(result.ok ? 201 : 409, result);
});
