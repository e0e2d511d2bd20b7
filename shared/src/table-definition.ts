/**
 * Key schema of the single table, read by the CDK stack and by the local stack's table creation,
 * so the deployed and the local table are the same shape.
 *
 * Two kinds of global secondary index:
 * - gsi1 and gsi2 are overloaded, with synthetic string keys (`gsi1pk = PROFILES`, ...) and full items;
 * - the invitation indexes use multi-attribute keys (up to four attributes each for the partition and
 *   the sort key): they are keyed on the invitation's own attributes (senderId, status, createdAt ...),
 *   so no writer has to keep a synthetic key in step. They are sparse: an item is indexed only when it
 *   has every key attribute, and only invitations (or search entries) carry those attributes together.
 *   They project keys only (the page's items are then read by BatchGet, always current), plus the one
 *   attribute a combined filter tests on the index.
 */
export const TABLE_KEY = { partitionKey: 'pk', sortKey: 'sk' } as const;

export type IndexProjection = { type: 'ALL' } | { type: 'KEYS_ONLY' } | { type: 'INCLUDE'; attributes: readonly string[] };

export interface TableIndex {
  readonly indexName: string;
  /** One attribute, or up to four whose values together form the partition. */
  readonly partitionKey: readonly string[];
  /** Up to four attributes, compared left to right. */
  readonly sortKey: readonly string[];
  readonly projection: IndexProjection;
}

/** The constant partition of the all-invitations indexes: every external invitation carries it. */
export const ALL_INVITATIONS = 'INVITATIONS';
/** Attribute holding ALL_INVITATIONS on invitations; it exists only to key the admin's indexes. */
export const LIST_ALL_ATTRIBUTE = 'listAll';

const CREATED = ['createdAt', 'id'] as const;
const KEYS_ONLY: IndexProjection = { type: 'KEYS_ONLY' };
/** A status-keyed page may also be narrowed by audience on the index itself. */
const WITH_AUDIENCE: IndexProjection = { type: 'INCLUDE', attributes: ['audience'] };
/** Search entries carry every term of their invitation (to report each invitation once) and its audience. */
const SEARCH_PROJECTION: IndexProjection = { type: 'INCLUDE', attributes: ['terms', 'audience'] };

/** List-order entries carry what a sorted list filters by. */
const ORDER_PROJECTION: IndexProjection = { type: 'INCLUDE', attributes: ['status', 'audience', 'terms'] };
/** Per-term list-order entries carry, besides, every sort key: a search sorts its matches from the one Query. */
const TERM_ORDER_PROJECTION: IndexProjection = { type: 'INCLUDE', attributes: ['status', 'audience', 'terms', 'updatedAt', 'dueKey', 'nameKey'] };

export const TABLE_INDEXES: readonly TableIndex[] = [
  { indexName: 'gsi1', partitionKey: ['gsi1pk'], sortKey: ['gsi1sk'], projection: { type: 'ALL' } },
  { indexName: 'gsi2', partitionKey: ['gsi2pk'], sortKey: ['gsi2sk'], projection: { type: 'ALL' } },
  // Manage Invitations: one scope (all, one sender, one team) by newest first, or narrowed by one filter.
  { indexName: 'allByCreated', partitionKey: [LIST_ALL_ATTRIBUTE], sortKey: CREATED, projection: KEYS_ONLY },
  { indexName: 'allByAudience', partitionKey: [LIST_ALL_ATTRIBUTE, 'audience'], sortKey: CREATED, projection: KEYS_ONLY },
  { indexName: 'allByStatus', partitionKey: [LIST_ALL_ATTRIBUTE, 'status'], sortKey: CREATED, projection: WITH_AUDIENCE },
  { indexName: 'senderByCreated', partitionKey: ['senderId'], sortKey: CREATED, projection: KEYS_ONLY },
  { indexName: 'senderByAudience', partitionKey: ['senderId', 'audience'], sortKey: CREATED, projection: KEYS_ONLY },
  { indexName: 'senderByStatus', partitionKey: ['senderId', 'status'], sortKey: CREATED, projection: WITH_AUDIENCE },
  { indexName: 'teamByCreated', partitionKey: ['senderAddedById'], sortKey: CREATED, projection: KEYS_ONLY },
  { indexName: 'teamByAudience', partitionKey: ['senderAddedById', 'audience'], sortKey: CREATED, projection: KEYS_ONLY },
  { indexName: 'teamByStatus', partitionKey: ['senderAddedById', 'status'], sortKey: CREATED, projection: WITH_AUDIENCE },
  // Profiles by role and status (only profiles carry `role`): the active admins in one small Query.
  { indexName: 'profilesByRole', partitionKey: ['role', 'status'], sortKey: CREATED, projection: { type: 'ALL' } },
  // Prefix search: one entry per searchable term (full name, last name, email), sorted by the term.
  { indexName: 'searchAll', partitionKey: ['searchAll'], sortKey: ['term', 'invitationId'], projection: SEARCH_PROJECTION },
  { indexName: 'searchSender', partitionKey: ['searchSender'], sortKey: ['term', 'invitationId'], projection: SEARCH_PROJECTION },
  { indexName: 'searchTeam', partitionKey: ['searchTeam'], sortKey: ['term', 'invitationId'], projection: SEARCH_PROJECTION },
  // Sorted lists: list-order entries (one per scope of an invitation, kept by the stream handler) by
  // last update, next step's due date or name, within a scope (`orderScope`: every invitation, one
  // sender's, one team's). Status, audience and terms are tested on the index item.
  { indexName: 'orderByUpdated', partitionKey: ['orderScope'], sortKey: ['updatedAt', 'invitationId'], projection: ORDER_PROJECTION },
  { indexName: 'orderByDue', partitionKey: ['orderScope'], sortKey: ['dueKey', 'invitationId'], projection: ORDER_PROJECTION },
  { indexName: 'orderByName', partitionKey: ['orderScope'], sortKey: ['nameKey', 'invitationId'], projection: ORDER_PROJECTION },
  // A search in a sorted list: the per-term list-order entries of a scope (`termScope`) by term, each
  // with its sort keys, status and audience, so a prefix finds and sorts its matches in one Query.
  { indexName: 'orderByTerm', partitionKey: ['termScope'], sortKey: ['term', 'invitationId'], projection: TERM_ORDER_PROJECTION },
];

export type IndexName = (typeof TABLE_INDEXES)[number]['indexName'];

export const tableIndex = (name: string): TableIndex => {
  const index = TABLE_INDEXES.find((candidate) => candidate.indexName === name);
  if (!index) throw new Error(`Unknown index ${name}`);
  return index;
};

/**
 * Every attribute a key of the table or of an index is made of (all strings). A function: only the
 * table's creation asks, and a value computed at load would keep every index in every bundle.
 */
export const keyAttributes = (): string[] => [
  ...new Set([TABLE_KEY.partitionKey, TABLE_KEY.sortKey, ...TABLE_INDEXES.flatMap((index) => [...index.partitionKey, ...index.sortKey])]),
];

/** Attributes that exist only to key an index (not part of any entity's own data). */
export const SYNTHETIC_INDEX_ATTRIBUTES: readonly string[] = ['gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', LIST_ALL_ATTRIBUTE];

/** Epoch-seconds attribute that expires idempotency records and applied-event markers. */
export const TTL_ATTRIBUTE = 'ttl';

/** An index as CreateTable, UpdateTable and CloudFormation spell it (the same shape in all three). */
export const indexKeySchema = (index: TableIndex) => [
  ...index.partitionKey.map((name) => ({ AttributeName: name, KeyType: 'HASH' as const })),
  ...index.sortKey.map((name) => ({ AttributeName: name, KeyType: 'RANGE' as const })),
];

export const indexProjection = (index: TableIndex) =>
  index.projection.type === 'INCLUDE'
    ? { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...index.projection.attributes] }
    : { ProjectionType: index.projection.type };
