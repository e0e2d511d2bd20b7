/**
 * Counted facts make the stream handler's counters exact under redelivery and replay. A fact about an
 * invitation ("it was sent", "it was answered yes") is counted in one transaction with a marker item
 * (`INVITATION#<id>` / `COUNTED#<fact>`); uncounting (the invitation was deleted) flips the marker to
 * `uncounted` in the transaction that takes the count back. The marker stays as a tombstone, so a
 * replayed "count" after the deletion finds it and changes nothing; it expires long after the
 * stream's 24-hour retention.
 *
 * A fact can also be **kept** (`state = kept`): when an invitation's personal data is erased or its
 * retention period ends, what it counted stays counted (lifetime figures and badges do not drop
 * because data was minimised). The kept marker holds no personal data, only what a recount needs
 * (sender, the sender's team, when it was sent, the answer), and never expires; the deletion that
 * follows finds the fact kept and takes nothing back.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { invitationPartition } from './invitation-partition';
import { keyTemplate } from './key-template';
import { ttlSeconds, tableName, type TableKey } from './table';
import { TransactionCancelledError, transactWrite, withConflictRetry, type NamedTransactItem } from './transaction';

export const COUNTED_FACT_TAG = 'counted-fact';
/** The facts counted about an invitation: it was sent; it got its first answer. */
export const SENT_FACT = 'SENT';
export const ANSWER_FACT = 'ANSWER';
export const TOMBSTONE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

const COUNTED = keyTemplate('COUNTED');

export const countedFactKey = (invitationId: string, fact: string): TableKey => ({ pk: invitationPartition(invitationId), sk: COUNTED.of(fact) });

/** The fact (SENT_FACT, ANSWER_FACT) a counted-fact item's sort key names. */
export const factOfSortKey = (sk: string): string | undefined => COUNTED.idOf(sk);

/**
 * Applies the changes and marks the fact counted, once. False when it was counted (or uncounted)
 * before. `details` are stored on the marker (what a funnel fact added to: funnel-stats.ts).
 */
export const countFact = async (
  invitationId: string,
  fact: string,
  changes: readonly NamedTransactItem[],
  at: string,
  kept?: KeptFactRecord,
  details: Record<string, unknown> = {},
): Promise<boolean> => {
  try {
    await withConflictRetry(() =>
      transactWrite([
        {
          name: 'fact',
          item: {
            Put: {
              TableName: tableName(),
              Item: {
                ...countedFactKey(invitationId, fact),
                entity: COUNTED_FACT_TAG,
                countedAt: at,
                ...details,
                ...(kept ? { ...kept, state: 'kept', keptAt: at } : { state: 'counted' }),
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        },
        ...changes,
      ]),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailed('fact')) return false;
    throw error;
  }
};

/**
 * Takes a counted fact back (the changes are the negated counts), once. A fact never counted gets a
 * tombstone, so a late "count" of it is refused too. False when there was nothing to take back.
 */
export const uncountFact = async (invitationId: string, fact: string, changes: readonly NamedTransactItem[], at: string): Promise<boolean> => {
  const key = countedFactKey(invitationId, fact);
  const ttl = ttlSeconds(new Date(Date.parse(at) + TOMBSTONE_RETENTION_MS));
  try {
    await withConflictRetry(() =>
      transactWrite([
        {
          name: 'fact',
          item: {
            Update: {
              TableName: tableName(),
              Key: key,
              UpdateExpression: 'SET #state = :uncounted, uncountedAt = :at, #ttl = :ttl',
              // Markers written before the state attribute existed mean "counted".
              ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#state) OR #state = :counted)',
              ExpressionAttributeNames: { '#state': 'state', '#ttl': 'ttl' },
              ExpressionAttributeValues: { ':uncounted': 'uncounted', ':counted': 'counted', ':at': at, ':ttl': ttl },
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            },
          },
        },
        ...changes,
      ]),
    );
    return true;
  } catch (error) {
    if (!(error instanceof TransactionCancelledError) || !error.conditionFailed('fact')) throw error;
    if (error.oldItem('fact')) return false; // already uncounted
  }
  // Never counted: leave the tombstone. If a count slipped in meanwhile, uncount it properly.
  try {
    await transactWrite([
      {
        name: 'tombstone',
        item: {
          Put: {
            TableName: tableName(),
            Item: { ...key, entity: COUNTED_FACT_TAG, state: 'uncounted', uncountedAt: at, ttl },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      },
    ]);
    return false;
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailed('tombstone')) return uncountFact(invitationId, fact, changes, at);
    throw error;
  }
};

/** What a kept fact remembers of its invitation: enough for a recount, nothing about the invitee. */
export interface KeptFactRecord {
  senderId: string;
  senderAddedById?: string;
  createdAt: string;
  answer?: string;
}

/**
 * Makes a fact permanent before the invitation's personal data is deleted. A counted fact becomes
 * kept; a fact the stream has not counted yet is counted now (with `changes`) and kept in one
 * transaction; an uncounted or already kept fact is left alone.
 */
export const keepFact = async (invitationId: string, fact: string, record: KeptFactRecord, changes: readonly NamedTransactItem[], at: string): Promise<void> => {
  const names = Object.keys(record);
  try {
    await withConflictRetry(() =>
      transactWrite([
        {
          name: 'fact',
          item: {
            Update: {
              TableName: tableName(),
              Key: countedFactKey(invitationId, fact),
              UpdateExpression: `SET #state = :kept, keptAt = :at, ${names.map((_, i) => `#r${i} = :r${i}`).join(', ')} REMOVE #ttl`,
              ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#state) OR #state = :counted)',
              ExpressionAttributeNames: { '#state': 'state', '#ttl': 'ttl', ...Object.fromEntries(names.map((name, i) => [`#r${i}`, name])) },
              ExpressionAttributeValues: {
                ':kept': 'kept', ':counted': 'counted', ':at': at,
                ...Object.fromEntries(names.map((name, i) => [`:r${i}`, record[name as keyof KeptFactRecord]])),
              },
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            },
          },
        },
      ]),
    );
    return;
  } catch (error) {
    if (!(error instanceof TransactionCancelledError) || !error.conditionFailed('fact')) throw error;
    if (error.oldItem('fact')) return; // uncounted (the invitation was deleted) or kept already
  }
  // Not counted yet (the stream is behind): count it now, kept. If the stream counted it meanwhile, keep that.
  if (!(await countFact(invitationId, fact, changes, at, record))) return keepFact(invitationId, fact, record, changes, at);
};

/** Whether the fact was kept: its invitation went by erasure or retention, and its counts stay. */
export const isKeptFact = async (invitationId: string, fact: string): Promise<boolean> => {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: countedFactKey(invitationId, fact), ConsistentRead: true }));
  return Item?.state === 'kept';
};
