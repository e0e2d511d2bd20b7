/**
 * Account set-up from a staff invitation (the /setup-profile page): creates the account with the
 * invited role and closes the invitation, at most once. A submission first claims the invitation (a conditional update), so a replayed or concurrent
 * submission of the same link never reaches Cognito; the account's transaction accepts the
 * invitation under that claim and deletes the link's token marker, on condition that the inviter is
 * still active and may still invite that role (offboarding).
 */
import { randomUUID } from 'node:crypto';
import type { AccountCreatedResult } from '@safe-haven/shared/team-api-types';
import { ACCOUNT_SETUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { createStaffAccount } from '../accounts/create-staff-account';
import { rolesThatMayInvite } from '@safe-haven/shared/team';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { ConflictError } from '../core/errors';
import { logger } from '../core/logger';
import {
  acceptStaffInvitation, claimStaffInvitation, deleteStaffToken, getStaffInvitation, releasePendingMarker, releaseStaffInvitationClaim,
} from '../data/staff-invitation';
import { profileStillHolds } from '../data/profile';
import { TransactionCancelledError } from '../data/transaction';
import { accountRefusal } from './account-refusals';
import { invalidInvitation, usableInvitation } from './staff-invitation-view';

export const acceptStaffInvitationWithPassword = async (token: string, password: string, now = new Date()): Promise<AccountCreatedResult> => {
  const invitation = await usableInvitation(token, now);
  const claimId = randomUUID();
  if (!(await claimStaffInvitation(invitation.id, claimId, now))) {
    const current = await getStaffInvitation(invitation.id);
    if (current?.status === 'pending' && current.claimId) {
      throw new ConflictError(ACCOUNT_SETUP_MESSAGES.inProgress, { code: ERROR_CODES.SIGNUP_IN_PROGRESS, details: { ok: false } });
    }
    throw invalidInvitation();
  }
  try {
    await createStaffAccount(
      {
        email: invitation.email,
        password,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        role: invitation.role,
        status: invitation.accountStatus,
        // The inviter becomes the new person's team lead ("my lead gens").
        addedById: invitation.invitedById,
      },
      (profileId) => [
        acceptStaffInvitation('invitation', invitation.id, claimId, profileId, now),
        deleteStaffToken('token', invitation.tokenHash),
        profileStillHolds('inviter', invitation.invitedById, rolesThatMayInvite(invitation.role)),
      ],
      now,
    );
  } catch (error) {
    await releaseStaffInvitationClaim(invitation.id, claimId).catch(() => undefined);
    if (error instanceof TransactionCancelledError && (error.conditionFailed('invitation') || error.conditionFailed('inviter'))) throw invalidInvitation();
    throw accountRefusal(error, ACCOUNT_SETUP_MESSAGES.emailExists) ?? error;
  }
  await releasePendingMarker(invitation.email, invitation.id).catch((error: unknown) =>
    logger.warn('Could not release the pending-invitation marker', { error: error as Error }),
  );
  return { ok: true, email: invitation.email, firstName: invitation.firstName, status: invitation.accountStatus };
};
