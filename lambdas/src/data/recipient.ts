/**
 * The recipient marker: one open invitation per person across all staff, and the memory of a
 * closed record (declined, archived, converted). Keyed by canonicalEmail, so `Alice+x@Example.com`
 * and `alice@example.com` share one marker.
 */
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import { defineEntity } from './entity';
import { tableName } from './table';
import type { NamedTransactItem } from './transaction';

export interface RecipientMarker {
  /** canonicalEmail of the address. */
  recipientKey: string;
  invitationId: string;
  senderName: string;
  sentAt: string;
  expiresAt: string;
  /** Set by the invitee's first answer: an answered lead keeps the marker after the link expires. */
  answeredAt?: string;
  closedAt?: string;
  state: 'open' | 'closed';
}

export const recipientEntity = defineEntity<RecipientMarker, [email: string]>({
  tag: 'recipient',
  key: (email) => ({ pk: `RECIPIENT#${canonicalEmail(email)}`, sk: 'INVITATION' }),
  identity: (marker) => [marker.recipientKey],
});

/**
 * Takes the marker for a new invitation: the email is free, or held by an open invitation whose link
 * expired unanswered. An answered invitation (yes or maybe) is an active lead and keeps the email.
 * On failure the old marker comes back with the cancellation (ALREADY_INVITED_ACTIVE / ALREADY_CLOSED).
 */
export const takeRecipient = <N extends string>(name: N, marker: RecipientMarker): NamedTransactItem<N> => ({
  name,
  item: {
    Put: {
      TableName: tableName(),
      Item: recipientEntity.toItem(marker),
      ConditionExpression: 'attribute_not_exists(pk) OR (#state = :open AND expiresAt < :now AND attribute_not_exists(answeredAt))',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':open': 'open', ':now': marker.sentAt },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  },
});

/**
 * takeRecipient's condition read on a marker already loaded (the import's preview): whether a new
 * invitation could take it at `now`. The transaction's condition stays the rule that decides.
 */
export const recipientIsFree = (marker: Pick<RecipientMarker, 'state' | 'expiresAt' | 'answeredAt'> | undefined, now: string): boolean =>
  !marker || (marker.state === 'open' && marker.expiresAt < now && marker.answeredAt === undefined);

/**
 * Records the invitee's answer on the marker held by this invitation: "no" closes the record (a
 * re-invite answers ALREADY_CLOSED); yes and maybe keep the email held after the link expires.
 */
export const recordAnswerOnRecipient = <N extends string>(
  name: N,
  recipientKey: string,
  invitationId: string,
  answer: 'yes' | 'maybe' | 'no',
  at: string,
): NamedTransactItem<N> =>
  recipientEntity
    .update(recipientKey)
    .set(answer === 'no' ? { state: 'closed', closedAt: at, answeredAt: at } : { answeredAt: at })
    .where((c) => c.eq('invitationId', invitationId))
    .transact(name);
