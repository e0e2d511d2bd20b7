import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { NotFoundError } from '../core/errors';
import type { Invitation } from '../data/invitation';
import { getInvitationByToken } from '../data/invitation-token';

export const isExpired = (invitation: Pick<Invitation, 'expiresAt'>, now: Date): boolean => invitation.expiresAt <= now.toISOString();

/** An invitation an invitee may use: it exists and has not expired (staff invitations are another entity). */
export const usableInvitation = async (token: string, now: Date = new Date()): Promise<Invitation> => {
  const invitation = await getInvitationByToken(token);
  if (!invitation || isExpired(invitation, now)) {
    throw new NotFoundError(INVITEE_MESSAGES.invalidTitle, { code: ERROR_CODES.INVALID_INVITATION });
  }
  return invitation;
};
