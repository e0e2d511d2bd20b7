/**
 * Keeps the invitation counters as invitations are sent, answered and deleted: own_sent,
 * my_leadgens_sent, total_sent, the sender's daily buckets and answer counts, lastInviteAt; then
 * checks the sender's badges. Each count is a counted fact (data/counted-fact.ts): a redelivered or
 * replayed record changes nothing, and a deletion takes back exactly what was counted.
 */
import { invitationEntity, type Invitation } from '../../data/invitation';
import { ANSWER_FACT, countFact, isKeptFact, SENT_FACT, uncountFact } from '../../data/counted-fact';
import { answerCounterChanges, recordLastInvite, replaceLastInvite, sentCounterChanges } from '../../data/invite-stats';
import type { StreamChange } from '../stream-change';
import { evaluateBadges } from './badge-awards';

const SENT = SENT_FACT;
const ANSWER = ANSWER_FACT;

export const countInvitations = async (change: StreamChange): Promise<void> => {
  const image = change.newImage ?? change.oldImage;
  if (!invitationEntity.is(image)) return;
  const now = new Date();
  const at = now.toISOString();

  if (change.eventName === 'INSERT') {
    const invitation = invitationEntity.fromItem(change.newImage!);
    await countFact(invitation.id, SENT, sentCounterChanges(invitation, 1, now), at);
    await recordLastInvite(invitation.senderId, invitation.createdAt);
    // Also after a redelivery: the first delivery may have failed between counting and awarding.
    await evaluateBadges(invitation.senderId, now);
    return;
  }

  if (change.eventName === 'MODIFY') {
    const before = invitationEntity.fromItem(change.oldImage!) as Partial<Invitation>;
    const after = invitationEntity.fromItem(change.newImage!);
    if (before.answer || !after.answer) return;
    await countFact(after.id, ANSWER, answerCounterChanges(after, after.answer, 1), at);
    if (after.answer === 'yes') await evaluateBadges(after.senderId, now);
    return;
  }

  const deleted = invitationEntity.fromItem(change.oldImage!);
  // Erased or past its retention period: what it counted stays (counted-fact.ts, keepFact), and so
  // does lastInviteAt: the figures describe the sender's work, not the invitee.
  if (await isKeptFact(deleted.id, SENT)) return;
  await uncountFact(deleted.id, SENT, sentCounterChanges(deleted, -1, now), at);
  if (deleted.answer) await uncountFact(deleted.id, ANSWER, answerCounterChanges(deleted, deleted.answer, -1), at);
  await replaceLastInvite(deleted.senderId, deleted);
};
