/**
 * Counted facts make the stream handler's counters exact under redelivery and replay. A fact about an
 * invitation ("it was sent", "it was answered yes") is counted in one transaction with a marker item
 * (`INVITATION#<id>` / `COUNTED#<fact>`); uncounting (the invitation was deleted) flips the marker to
 * `uncounted` in the transaction that takes the count back. The marker stays as a tombstone, so a
 * replayed "count" after the deletion finds it and changes nothing; it expires long after the
 * stream's 24-hour retention.
 */
import { ttlSeconds, tableName, type TableKey } from './table';
import { TransactionCancelledError, transactWrite, withConflictRetry, type NamedTransactItem } from './transaction';

export const COUNTED_FACT_TAG = 'counted-fact';
const TOMBSTONE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export const countedFactKey = (invitationId: string, fact: string): TableKey => ({ pk: `INVITATION#${invitationId}`, sk: `COUNTED#${fact}` });

/** Applies the changes and marks the fact counted, once. False when it was counted (or uncounted) before. */
export const countFact = async (invitationId: string, fact: string, changes: readonly NamedTransactItem[], at: string): Promise<boolean> => {
  try {
    await withConflictRetry(() =>
      transactWrite([
        {
          name: 'fact',
          item: {
            Put: {
              TableName: tableName(),
              Item: { ...countedFactKey(invitationId, fact), entity: COUNTED_FACT_TAG, state: 'counted', countedAt: at },
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
