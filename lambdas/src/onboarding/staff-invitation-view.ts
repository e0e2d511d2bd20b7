/** The account set-up page's read of its staff invitation (no account code: this function bundles no Cognito client). */
import type { StaffInvitationView } from '@safe-haven/shared/team-api-types';
import { ACCOUNT_SETUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { NotFoundError } from '../core/errors';
import { mayStillInvite } from '@safe-haven/shared/team';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { getProfile } from '../data/profile';
import { getStaffInvitationByToken, isUsable, type StaffInvitation } from '../data/staff-invitation';

export const invalidInvitation = () =>
  new NotFoundError(ACCOUNT_SETUP_MESSAGES.invalidBody, { code: ERROR_CODES.INVITATION_INVALID, details: { ok: false } });

/**
 * The invitation a link opens while it can still be used (pending, unexpired, its inviter still
 * allowed to send it); else the invalid card.
 */
export const usableInvitation = async (token: string, now: Date): Promise<StaffInvitation> => {
  const invitation = await getStaffInvitationByToken(token);
  if (!isUsable(invitation, now)) throw invalidInvitation();
  // Offboarding: a link from someone since suspended, demoted or deleted opens nothing.
  if (!mayStillInvite(await getProfile(invitation.invitedById), invitation.role)) throw invalidInvitation();
  return invitation;
};

export const readStaffInvitation = async (token: string, now = new Date()): Promise<StaffInvitationView> => {
  const invitation = await usableInvitation(token, now);
  return {
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    role: invitation.role,
    inviterName: invitation.inviterName,
    expiresAt: invitation.expiresAt,
  };
};
