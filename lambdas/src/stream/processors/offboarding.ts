/**
 * Offboarding: when a person is suspended, demoted or deleted, what they sent or created stops
 * working. Their pending staff invitations for roles they may no longer invite are cancelled (the
 * link dies with its token marker) and the founder codes they created are deactivated once they are
 * no longer an active admin. A stream step, so a failure is retried until it is done; the checks at
 * accept time (mayStillInvite, mayStillIssueCodes) hold the door meanwhile. Idempotent: a second
 * delivery finds nothing left to end.
 */
import { mayStillInvite, mayStillIssueCodes, rolesInvitableBy } from '@safe-haven/shared/team';
import { logger } from '../../core/logger';
import { profileEntity, type Profile } from '../../data/profile';
import { allSignupCodes, setSignupCodeActive } from '../../data/signup-code';
import {
  cancelStaffInvitationItem, deleteStaffToken, pendingStaffInvitations, releasePendingMarker, type StaffInvitation,
} from '../../data/staff-invitation';
import { TransactionCancelledError, transactWrite } from '../../data/transaction';
import type { StreamChange } from '../stream-change';

const cancelInvitation = async (invitation: StaffInvitation, now: Date): Promise<void> => {
  try {
    await transactWrite([cancelStaffInvitationItem('invitation', invitation.id, now), deleteStaffToken('token', invitation.tokenHash)]);
  } catch (error) {
    // Already ended, or a set-up holds it right now: that set-up is refused by its inviter check.
    if (error instanceof TransactionCancelledError && error.conditionFailed('invitation')) return;
    throw error;
  }
  await releasePendingMarker(invitation.email, invitation.id);
};

/** The roles a person could invite to, given their role and status. */
const invitable = (person: Pick<Profile, 'role' | 'status'>) => (person.status === 'active' ? rolesInvitableBy(person.role) : []);

export const endWhatTheyNoLongerMaySend = async (before: Profile, person: Profile, now = new Date()): Promise<void> => {
  // Only what the change took away: a lead generator, a reactivation or a promotion reads nothing.
  const lostRoles = invitable(before).filter((role) => !invitable(person).includes(role));
  const invitations = lostRoles.length === 0
    ? []
    : (await pendingStaffInvitations()).filter((invitation) => invitation.invitedById === person.id && !mayStillInvite(person, invitation.role));
  for (const invitation of invitations) await cancelInvitation(invitation, now);
  const codes = !mayStillIssueCodes(before) || mayStillIssueCodes(person)
    ? []
    : (await allSignupCodes()).filter((code) => code.createdById === person.id && code.isActive && !code.usedAt && !code.usedByEmail);
  for (const code of codes) await setSignupCodeActive(code.id, false);
  if (invitations.length + codes.length > 0) {
    logger.info('Offboarding ended invitations and codes', { userId: person.id, invitations: invitations.length, codes: codes.length });
  }
};

export const offboard = async (change: StreamChange): Promise<void> => {
  if (change.eventName !== 'MODIFY' || !profileEntity.is(change.newImage) || !change.oldImage) return;
  const before = profileEntity.fromItem(change.oldImage);
  const after = profileEntity.fromItem(change.newImage!);
  if (before.role === after.role && before.status === after.status) return;
  await endWhatTheyNoLongerMaySend(before, after);
};
