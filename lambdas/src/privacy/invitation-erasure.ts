/**
 * Erases one invitation's personal data, for an admin's Erase invitee and for the retention sweeper:
 * the invitation (names, address, message, audit notes), its answers, its search entries, its token
 * marker and every email about it (outbox copies). What it counted is kept first (keepFact), so the
 * stream handler's reaction to the deletion takes back no count and no badge.
 *
 * Left in the partition, without personal data: the counted facts (kept, permanent) and the unread
 * states (the stream settles them to "read" with a ttl). The recipient marker and the suppression list
 * are the caller's, because they are about the person, not about one invitation.
 */
import { ANSWER_FACT, COUNTED_FACT_TAG, keepFact, SENT_FACT, type KeptFactRecord } from '../data/counted-fact';
import { invitationEntity, type Invitation } from '../data/invitation';
import { answerCounterChanges, sentCounterChanges } from '../data/invite-stats';
import { invitationTokenEntity } from '../data/invitation-token';
import { invitationPartitionItems } from '../data/invitation-partition';
import { itemAt } from '../data/item-operations';
import { outboxEmailIdsAbout, outboxEntity } from '../data/outbox';
import type { TableKey } from '../data/table';
import { transactWrite, type NamedTransactItem } from '../data/transaction';
import { viewerStateEntity } from '../data/unread';

/** Bookkeeping items of an invitation's partition that hold nothing about the person. */
const KEPT_TAGS = new Set([COUNTED_FACT_TAG, viewerStateEntity.tag]);
const TRANSACTION_LIMIT = 100;

/** Keeps what the invitation counted (sent, and its first answer), counting it now if the stream has not yet. */
const keepCounts = async (invitation: Invitation, now: Date): Promise<void> => {
  const at = now.toISOString();
  const record: KeptFactRecord = {
    senderId: invitation.senderId,
    ...(invitation.senderAddedById ? { senderAddedById: invitation.senderAddedById } : {}),
    createdAt: invitation.createdAt,
    ...(invitation.answer ? { answer: invitation.answer } : {}),
  };
  await keepFact(invitation.id, SENT_FACT, record, sentCounterChanges(invitation, 1, now), at);
  if (invitation.answer) await keepFact(invitation.id, ANSWER_FACT, record, answerCounterChanges(invitation, invitation.answer, 1), at);
};

const deletion = (name: string, key: TableKey): NamedTransactItem => itemAt(key).delete().transact(name);

/**
 * Erases the invitation's personal data; returns the invitation as it was (undefined when it was
 * already gone: then only leftovers, if any, are removed).
 */
export const eraseInvitationData = async (invitationId: string, now: Date): Promise<Invitation | undefined> => {
  const items = await invitationPartitionItems(invitationId);
  const found = items.find((item) => invitationEntity.is(item));
  const invitation = found ? invitationEntity.fromItem(found) : undefined;
  if (invitation) await keepCounts(invitation, now);
  const emailIds = new Set(await outboxEmailIdsAbout(invitationId));
  if (invitation?.latestEmailId) emailIds.add(invitation.latestEmailId);
  const deletions: NamedTransactItem[] = [
    ...items
      .filter((item) => !KEPT_TAGS.has(String(item.entity)))
      .map((item, i) => deletion(`item-${i}`, { pk: String(item.pk), sk: String(item.sk) })),
    ...(invitation ? [deletion('token', invitationTokenEntity.key(invitation.tokenHash))] : []),
    ...[...emailIds].map((id, i) => deletion(`email-${i}`, outboxEntity.key(id))),
  ];
  for (let start = 0; start < deletions.length; start += TRANSACTION_LIMIT) {
    await transactWrite(deletions.slice(start, start + TRANSACTION_LIMIT));
  }
  return invitation;
};
