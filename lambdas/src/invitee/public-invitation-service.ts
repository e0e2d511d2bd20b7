import type { PublicInvitation } from '@safe-haven/shared/api-types';
import { INVITEE_MESSAGES } from '@safe-haven/shared/messages';
import { NotFoundError } from '../core/errors';
import { getInvitationByToken, type Invitation } from '../data/invitations';

/** An invitation an invitee may use: it exists, is external and has not expired. */
export const usableInvitation = async (token: string, now: Date = new Date()): Promise<Invitation> => {
  const invitation = await getInvitationByToken(token);
  if (!invitation || invitation.isInternal || invitation.expiresAt <= now.toISOString()) {
    throw new NotFoundError(INVITEE_MESSAGES.invalidTitle, { code: 'INVALID_INVITATION' });
  }
  return invitation;
};

/** invitations_public_get: only what the page needs to greet and pre-fill; no status history, no notes. */
export const toPublicInvitation = (invitation: Invitation): PublicInvitation => ({
  id: invitation.id,
  token: invitation.token,
  audience: invitation.audience,
  recipient_name: invitation.recipientName,
  recipient_email: invitation.recipientEmail,
  recipient_first_name: invitation.recipientFirstName,
  recipient_last_name: invitation.recipientLastName,
  inviter_name: invitation.inviterName,
  inviter_email: invitation.inviterEmail,
  expires_at: invitation.expiresAt,
  answered: invitation.status !== 'sent',
});
