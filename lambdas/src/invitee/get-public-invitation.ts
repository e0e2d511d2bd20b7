/**
 * POST /api/public/invitations/read: the invitation an invitee's link opens. The link's token comes in the body (a
 * POST, not a GET with the token in its path) so no log holds it. Unknown or expired tokens get 404.
 * The read the page's script makes is also how an open is seen: it counts as the invitee's view
 * unless its User-Agent is a scanner's or it comes right after the email was sent (record-open.ts).
 */
import { invitationTokenBodySchema } from '@safe-haven/shared/validation/invitation-token-schema';
import { json } from '../core/http';
import { publicRoute } from '../http/route';
import { usableInvitation } from './public-invitation-service';
import { invitationContentFor, toPublicInvitation } from './public-invitation-view';
import { recordOpen } from './record-open';

export const handler = publicRoute({ body: invitationTokenBodySchema }, async ({ input, event }) => {
  const invitation = await usableInvitation(input.body.token);
  // The only header read for it: API Gateway gives header names in lower case. The read
  // also reads the content in force its page shows (one GetItem), beside the open rather than after it.
  const [content] = await Promise.all([invitationContentFor(invitation.audience), recordOpen(invitation, event.headers?.['user-agent'])]);
  return json(200, toPublicInvitation(invitation, content));
});
