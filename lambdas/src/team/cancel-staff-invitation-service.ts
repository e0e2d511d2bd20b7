import { MANAGE_USERS_MESSAGES } from '@safe-haven/shared/team-messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { ConflictError } from '../core/errors';
import { cancelStaffInvitationItem, deleteStaffToken, releasePendingMarker } from '../data/staff-invitation';
import { TransactionCancelledError, transactWrite } from '../data/transaction';
import { pendingInvitation } from './pending-invitation';

/** Cancelling sets the invitation to expired, records when, and kills its link. */
export const cancelStaffInvitation = async (id: string, now = new Date()): Promise<void> => {
  const invitation = await pendingInvitation(id);
  try {
    await transactWrite([cancelStaffInvitationItem('invitation', id, now), deleteStaffToken('token', invitation.tokenHash)]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailed('invitation')) {
      throw new ConflictError(MANAGE_USERS_MESSAGES.failedToCancel, { code: ERROR_CODES.INVITATION_IN_USE, details: { ok: false } });
    }
    throw error;
  }
  await releasePendingMarker(invitation.email, id);
};
