/**
 * Unread counts: for each viewer, how many invitations they can see changed status since they last
 * saw them. Kept by the stream handler, read in O(1):
 * - the viewer state `INVITATION#<id>` / `UNREAD#<viewerId>`: whether this invitation is unread to
 *   this viewer, the counters it adds to, and `asOf`, the stream position of the invitation record it
 *   reflects. Unread-ness is a function of the invitation item alone (statusUpdatedAt against
 *   seenBy[viewer]); both change in that one item, so its stream records arrive in order, and a record
 *   older than `asOf` (a redelivery, a replay) changes nothing;
 * - the counter `UNREAD#<viewerId>` / `COUNTS`: manageInvitations, myLeadgens and a version that moves
 *   whenever an invitation the viewer can see is created, changes status or is deleted (their open
 *   list refetches when it moves). A count moves only in the transaction that flips a viewer state,
 *   so it always equals the number of unread states: never negative, exact. The version only has to
 *   move, not to be exact.
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UnreadCounts } from '@safe-haven/shared/api-types';
import type { UnreadBadgeKey } from '@safe-haven/shared/navigation';
import { dynamo } from '../core/aws-clients';
import { invitationPartition } from './invitation-partition';
import { defineEntity } from './entity';
import { keyTemplate } from './key-template';
import { queryAllItems } from './query-all';
import { tableName, ttlSeconds, type TableKey } from './table';
import { jitteredPause, retryOnTransactionConflict, TransactionCancelledError, transactWrite, type NamedTransactItem } from './transaction';

export interface ViewerState {
  invitationId: string;
  viewerId: string;
  unread: boolean;
  /** The counters this invitation adds to for this viewer while unread. */
  counts: UnreadBadgeKey[];
  /** Stream sequence number (zero-padded) of the invitation record this state reflects. */
  asOf: string;
}

const UNREAD = keyTemplate('UNREAD');

const stateKey = (invitationId: string, viewerId: string) => ({ pk: invitationPartition(invitationId), sk: UNREAD.of(viewerId) });
const unreadOfViewer = (viewerId: string) => `UNREAD_OF#${viewerId}`;

export const viewerStateEntity = defineEntity<ViewerState, [invitationId: string, viewerId: string]>({
  tag: 'unread-state',
  key: stateKey,
  identity: (state) => [state.invitationId, state.viewerId],
  // Sparse: only an unread state is in gsi1, under its viewer, so a role change finds what that
  // person has unread (at most their count) without reading every invitation.
  indexes: (state) => (state.unread ? { gsi1pk: unreadOfViewer(state.viewerId), gsi1sk: state.invitationId } : {}),
});

export const unreadCounterKey = (viewerId: string): TableKey => ({ pk: UNREAD.of(viewerId), sk: 'COUNTS' });
/** The viewer an unread counter's partition key is about (undefined for any other partition). */
export const viewerIdOfCounterKey = (pk: string): string | undefined => UNREAD.idOf(pk);

/** Stream sequence numbers are decimal strings of varying length: padded, they compare as strings. */
export const streamPosition = (sequenceNumber: string): string => sequenceNumber.padStart(40, '0');

const counterChange = (viewerId: string, counts: readonly UnreadBadgeKey[], by: 1 | -1): NamedTransactItem<'counter'> => ({
  name: 'counter',
  item: {
    Update: {
      TableName: tableName(),
      Key: unreadCounterKey(viewerId),
      UpdateExpression: `ADD ${counts.map((_, i) => `#c${i} :by, `).join('')}version :one SET entity = :entity`,
      ExpressionAttributeNames: Object.fromEntries(counts.map((count, i) => [`#c${i}`, count])),
      ExpressionAttributeValues: { ':by': by, ':one': 1, ':entity': 'unread-counter' },
    },
  },
});

const TOMBSTONE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const MAX_ATTEMPTS = 6;

/**
 * Brings one viewer's state of one invitation to `unread` as of a stream record, moving their counter
 * when the state flips. Idempotent and order-safe: a record at or before the state's `asOf` is ignored.
 * `deleted` settles the state for good (unread false, expiring tombstone).
 */
export const settleViewerState = async (
  target: { invitationId: string; viewerId: string; unread: boolean; counts: UnreadBadgeKey[]; asOf: string; deleted?: boolean },
): Promise<{ flipped: boolean }> => {
  for (let attempt = 1; ; attempt++) {
    const current = await viewerStateEntity.get(target.invitationId, target.viewerId);
    if (current && current.asOf >= target.asOf) return { flipped: false };
    const counts = current?.counts ?? target.counts;
    const next: ViewerState = { invitationId: target.invitationId, viewerId: target.viewerId, unread: target.unread, counts, asOf: target.asOf };
    const item = {
      ...viewerStateEntity.toItem(next),
      ...(target.deleted ? { ttl: ttlSeconds(new Date(Date.now() + TOMBSTONE_RETENTION_MS)) } : {}),
    };
    const flips = (current?.unread ?? false) !== target.unread;
    const put: NamedTransactItem<'state'> = {
      name: 'state',
      item: {
        Put: {
          TableName: tableName(),
          Item: item,
          ConditionExpression: current ? 'asOf = :asOf AND unread = :unread' : 'attribute_not_exists(pk)',
          ...(current ? { ExpressionAttributeValues: { ':asOf': current.asOf, ':unread': current.unread } } : {}),
        },
      },
    };
    try {
      await transactWrite(flips && counts.length > 0 ? [put, counterChange(target.viewerId, counts, target.unread ? 1 : -1)] : [put]);
      return { flipped: flips && counts.length > 0 };
    } catch (error) {
      // Another worker moved the state first: read it again and decide again.
      if (!(error instanceof TransactionCancelledError) || attempt >= MAX_ATTEMPTS) throw error;
      await jitteredPause(attempt, 20);
    }
  }
};

/**
 * The viewer no longer watches this invitation (their role changed): its state stops counting, as of
 * the same stream position, so a later record of the invitation still settles it the usual way (and
 * counts it again if they watch it by then). False when the state moved meanwhile or was not unread.
 */
export const withdrawViewerState = async (state: ViewerState): Promise<{ withdrawn: boolean }> => {
  const next: ViewerState = { ...state, unread: false };
  try {
    await transactWrite([
      {
        name: 'state',
        item: {
          Put: {
            TableName: tableName(),
            Item: viewerStateEntity.toItem(next),
            ConditionExpression: 'asOf = :asOf AND unread = :unread',
            ExpressionAttributeValues: { ':asOf': state.asOf, ':unread': true },
          },
        },
      },
      ...(state.counts.length > 0 ? [counterChange(state.viewerId, state.counts, -1)] : []),
    ]);
    return { withdrawn: true };
  } catch (error) {
    // The stream settled it meanwhile (a newer record): that record decided, with the viewer's new role.
    if (error instanceof TransactionCancelledError && error.conditionFailed('state')) return { withdrawn: false };
    throw error;
  }
};

/** What a viewer has unread: one Query of their sparse gsi1 partition (as long as their count). */
export const unreadStatesOfViewer = async (viewerId: string): Promise<ViewerState[]> =>
  (
    await queryAllItems({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :viewer',
      ExpressionAttributeValues: { ':viewer': unreadOfViewer(viewerId) },
    })
  )
    .filter((item) => viewerStateEntity.is(item))
    .map((item) => viewerStateEntity.fromItem(item));

/** Every viewer state of an invitation (to settle them all when it is deleted). */
export const viewerStatesOf = async (invitationId: string): Promise<ViewerState[]> => {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :unread)',
      ExpressionAttributeValues: { ':pk': invitationPartition(invitationId), ':unread': UNREAD.start },
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).map((item) => viewerStateEntity.fromItem(item));
};

/**
 * Moves a viewer's version without changing a count: an invitation they can see was created, deleted,
 * or changed in a way that does not change its unread-ness to them. Their open list refetches on it.
 */
export const touchUnreadVersion = async (viewerId: string): Promise<void> => {
  // The counter item is also written by settleViewerState's transactions, for busy admins often at once.
  await retryOnTransactionConflict(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: unreadCounterKey(viewerId),
        UpdateExpression: 'ADD version :one SET entity = :entity',
        ExpressionAttributeValues: { ':one': 1, ':entity': 'unread-counter' },
      }),
    ),
  );
};

const number = (value: unknown) => (typeof value === 'number' ? value : 0);

/** O(1): the viewer's counter item. */
export const readUnreadCounts = async (viewerId: string, options: { consistent?: boolean } = {}): Promise<UnreadCounts> => {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: unreadCounterKey(viewerId), ConsistentRead: options.consistent ?? false }));
  return { manageInvitations: number(Item?.manageInvitations), myLeadgens: number(Item?.myLeadgens), version: number(Item?.version) };
};
