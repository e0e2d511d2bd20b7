/**
 * List-order entries: the sort keys of Manage Invitations' three orders (last update, due date,
 * name), one small item per scope an invitation is listed in (every invitation, its sender's, its
 * sender's team), in the invitation's partition: `INVITATION#<id>` / `ORDER#ALL|SENDER|TEAM`, and
 * one more per scope for its status (`ORDER#ALL#STATUS` ..., partition `<scope>#STATUS#<status>`).
 * One entry per scope lets three indexes (one per order, partitioned by `orderScope`) serve every
 * scope; a key per scope on the invitation itself would take nine indexes.
 *
 * The stream handler keeps them (stream/processors/list-order.ts): every change of an invitation
 * rewrites its entries from the record's new image, so no write path has to remember them. Each
 * entry records `asOf`, the stream position it reflects: a redelivered or older record changes
 * nothing. A deleted invitation leaves tombstones without keys, names or terms (out of every index,
 * nothing personal) that expire, so a replay of its older records cannot bring an entry back.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { Audience } from '@safe-haven/shared/audiences';
import type { InvitationStatus } from '@safe-haven/shared/invitation-status';
import { sortKeysOf } from '@safe-haven/shared/list-sort';
import type { DueKeyRange } from '@safe-haven/shared/follow-up';
import { searchTermsOf } from '@safe-haven/shared/search-terms';
import { dynamo } from '../core/aws-clients';
import { invitationPartition } from './invitation-partition';
import type { Invitation } from './invitation';
import { keyQuery } from './key-query';
import { tableName, ttlSeconds } from './table';
import { ALL_INVITATIONS } from '@safe-haven/shared/table-definition';

type BaseScopeKind = 'ALL' | 'SENDER' | 'TEAM';
/**
 * An entry per scope, and a second per scope and status (`ORDER#<scope>#STATUS`, partition
 * `<scope>#STATUS#<status>`): a status filter in a sorted list is then a key of the same three order
 * indexes (no index more), so a rare status reads only its own entries.
 */
type TermField = 'name' | 'last' | 'email';
/**
 * And one per scope and search term (`ORDER#ALL#TERM#name` ..., partition `termScope` = the scope):
 * the `orderByTerm` index finds every invitation a prefix matches with its sort keys and filters in
 * one Query, so a search in a sorted list reads no entry of each match by key.
 */
export type OrderScopeKind = BaseScopeKind | `${BaseScopeKind}#STATUS` | `${BaseScopeKind}#TERM#${TermField}`;
const BASE_KINDS: readonly BaseScopeKind[] = ['ALL', 'SENDER', 'TEAM'];
const TERM_FIELDS: readonly TermField[] = ['name', 'last', 'email'];
export const ORDER_SCOPE_KINDS: readonly OrderScopeKind[] = [
  ...BASE_KINDS,
  ...BASE_KINDS.map((kind) => `${kind}#STATUS` as const),
  ...BASE_KINDS.flatMap((kind) => TERM_FIELDS.map((field) => `${kind}#TERM#${field}` as const)),
];

/** The partition value of a scope in the three order indexes. */
export const orderScopeValue = (kind: BaseScopeKind, id?: string): string => (kind === 'ALL' ? ALL_INVITATIONS : `${kind}#${id}`);

/** The partition value of a scope's entries of one status. */
export const statusScopeValue = (scopeValue: string, status: string): string => `${scopeValue}#STATUS#${status}`;

export interface ListOrderEntry {
  invitationId: string;
  orderScope: string;
  updatedAt: string;
  dueKey: string;
  nameKey: string;
  /** Tested on the index item, so a filter on them costs no read of the invitation. */
  status: InvitationStatus;
  audience: Audience;
  /** The search terms (shared/search-terms.ts): a search in a sorted list tests them. */
  terms: string[];
}

/** A scope's entry for one search term: in `orderByTerm` (`termScope`, `term`), not in the order indexes. */
export interface TermOrderEntry extends Omit<ListOrderEntry, 'orderScope'> {
  termScope: string;
  term: string;
}

export type OrderEntry = ListOrderEntry | TermOrderEntry;

export const LIST_ORDER_TAG = 'list-order';

/**
 * Access pattern termEntriesFrom (`orderByTerm`): a scope's term entries whose term starts with the
 * prefix, at most `limit` of them in one Query (the caller reads Count, LastEvaluatedKey and the
 * consumed capacity).
 */
export const termEntriesFrom = (scope: string, prefix: string, limit: number): Promise<QueryCommandOutput> =>
  dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      ...keyQuery<TermOrderEntry>('orderByTerm', (c) => c.and(c.eq('termScope', scope), c.beginsWith('term', prefix))),
      Limit: limit,
      ReturnConsumedCapacity: 'TOTAL',
    }),
  );

/**
 * Access pattern dueEntriesCount (`orderByDue`): how many of a scope's entries have a due key in the
 * range (a follow-up view on a day: shared/follow-up.ts), counting at most `limit` (Select COUNT: no
 * item is returned, but each entry counted is read, ~350 bytes each).
 */
export const countDueEntries = async (scope: string, range: DueKeyRange, limit: number): Promise<{ count: number; readUnits: number }> => {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      ...keyQuery<ListOrderEntry>('orderByDue', (c) =>
        c.and(c.eq('orderScope', scope), 'below' in range ? c.lt('dueKey', range.below) : c.between('dueKey', range.from, range.to)),
      ),
      Select: 'COUNT',
      Limit: limit,
      ReturnConsumedCapacity: 'TOTAL',
    }),
  );
  return { count: result.Count ?? 0, readUnits: result.ConsumedCapacity?.CapacityUnits ?? 0 };
};

/**
 * Access pattern dueEntriesOf (`orderByDue`): the first `limit` entries of a scope in the range, in due
 * order (the daily digest's leads); their invitation ids and due keys.
 */
export const dueEntriesOf = async (scope: string, range: DueKeyRange, limit: number): Promise<{ invitationId: string; dueKey: string }[]> => {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      ...keyQuery<ListOrderEntry>('orderByDue', (c) =>
        c.and(c.eq('orderScope', scope), 'below' in range ? c.lt('dueKey', range.below) : c.between('dueKey', range.from, range.to)),
      ),
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => ({ invitationId: String(item.invitationId), dueKey: String(item.dueKey) }));
};

export const listOrderKey = (invitationId: string, kind: OrderScopeKind) => ({ pk: invitationPartition(invitationId), sk: `ORDER#${kind}` });

type Listed = Pick<
  Invitation,
  'id' | 'senderId' | 'senderAddedById' | 'status' | 'audience' | 'recipientFirstName' | 'recipientLastName' | 'recipientEmail' | 'createdAt' | 'statusUpdatedAt' | 'resentAt' | 'nextStepDueAt' | 'lastActivityAt' | 'audit'
> & { nextStepSetAt?: string };

/** The entries an invitation should have: per scope it is listed in, one, one for its status and one per search term. */
export const listOrderEntriesOf = (invitation: Listed): { kind: OrderScopeKind; entry: OrderEntry }[] => {
  const keys = sortKeysOf(invitation);
  const searchTerms = searchTermsOf({ firstName: invitation.recipientFirstName, lastName: invitation.recipientLastName, email: invitation.recipientEmail });
  const terms = searchTerms.map((t) => t.term);
  const bases: { kind: BaseScopeKind; value: string }[] = [
    { kind: 'ALL', value: orderScopeValue('ALL') },
    { kind: 'SENDER', value: orderScopeValue('SENDER', invitation.senderId) },
    ...(invitation.senderAddedById ? [{ kind: 'TEAM' as const, value: orderScopeValue('TEAM', invitation.senderAddedById) }] : []),
  ];
  const scopes: { kind: OrderScopeKind; value: string }[] = [
    ...bases,
    ...bases.map(({ kind, value }) => ({ kind: `${kind}#STATUS` as const, value: statusScopeValue(value, invitation.status) })),
  ];
  const common = { invitationId: invitation.id, updatedAt: keys.updatedAt, dueKey: keys.dueKey, nameKey: keys.nameKey, status: invitation.status, audience: invitation.audience, terms };
  return [
    ...scopes.map(({ kind, value }) => ({ kind, entry: { ...common, orderScope: value } })),
    ...bases.flatMap(({ kind, value }) =>
      searchTerms.map(({ field, term }) => ({ kind: `${kind}#TERM#${field}` as const, entry: { ...common, termScope: value, term } })),
    ),
  ];
};

const TOMBSTONE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Writes an entry (or, without one, a tombstone) as of a stream position, unless the stored one is
 * as recent. Returns false when a newer record already wrote it.
 */
export const putListOrderEntry = async (invitationId: string, kind: OrderScopeKind, entry: OrderEntry | undefined, asOf: string): Promise<boolean> => {
  const item = entry
    ? { ...listOrderKey(invitationId, kind), entity: LIST_ORDER_TAG, ...entry, asOf }
    : { ...listOrderKey(invitationId, kind), entity: LIST_ORDER_TAG, invitationId, asOf, ttl: ttlSeconds(new Date(Date.now() + TOMBSTONE_RETENTION_MS)) };
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk) OR asOf < :asOf',
        ExpressionAttributeValues: { ':asOf': asOf },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

/** An invitation's entry in the all-invitations scope (consistent), if it is listed (not a tombstone). */
export const getListOrderEntry = async (invitationId: string): Promise<ListOrderEntry | undefined> => {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: listOrderKey(invitationId, 'ALL'), ConsistentRead: true }));
  return Item && typeof Item.orderScope === 'string' ? (Item as unknown as ListOrderEntry) : undefined;
};

/** Before every stream position: a backfilled entry never replaces one the stream wrote. */
export const BACKFILL_POSITION = '0'.repeat(40);
