/**
 * Keeps the invite counters (own_sent, my_leadgens_sent, total_sent) as the invitations are created.
 * Idempotent per fact, not per delivery: a marker item for "invitation X was counted" is written in
 * the same transaction as the increments, so a redelivered or replayed record changes nothing.
 */
import { invitationEntity, type Invitation } from '../../data/invitation';
import { globalInviteStatsKey, incrementCounter, inviteStatsKey, markCounted } from '../../data/invite-stats';
import { TransactionCancelledError, transactWrite } from '../../data/transaction';
import type { StreamChange } from '../handle-table-stream';

export const countInvitations = async (change: StreamChange): Promise<void> => {
  if (change.eventName !== 'INSERT' || !invitationEntity.is(change.newImage)) return;
  const invitation = invitationEntity.fromItem(change.newImage!) as Pick<Invitation, 'id' | 'senderId' | 'senderAddedById'>;
  try {
    await transactWrite([
      markCounted('counted', invitation.id, 'SENT', new Date().toISOString()),
      incrementCounter('own', inviteStatsKey(invitation.senderId), 'ownSent'),
      incrementCounter('total', globalInviteStatsKey(), 'totalSent'),
      ...(invitation.senderAddedById ? [incrementCounter('team', inviteStatsKey(invitation.senderAddedById), 'myLeadgensSent')] : []),
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailed('counted')) return; // already counted
    throw error;
  }
};
