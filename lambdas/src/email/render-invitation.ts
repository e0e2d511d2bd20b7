import { INVITATION_PATHS, type Audience } from '@safe-haven/shared/audiences';
import { tokenLink } from '../core/token-link';
import type { Renderer } from './renderers';
import { invitationEmail } from './templates/invitation-email';

/** The invitee's page with their token: the same link every time it is built for this invitation. */
export const invitationPageLink = async (origin: string, audience: Audience, invitationId: string): Promise<string> =>
  tokenLink(origin, INVITATION_PATHS[audience], 'invitation', invitationId);

/** An invitation, to the address the sender typed; a reply goes to the sender. */
export const renderInvitation: Renderer<'invitation'> = async (email, message, origin) => {
  if (!email.to) throw new Error(`Invitation email ${email.id} has no recipient`);
  const content = invitationEmail({
    audience: message.audience,
    recipientFirstName: message.recipientFirstName,
    inviterName: message.inviterName,
    personalMessage: message.personalMessage,
    link: await invitationPageLink(origin, message.audience, message.invitationId),
    siteOrigin: origin,
  });
  return { to: email.to, replyTo: message.inviterEmail, ...content };
};
