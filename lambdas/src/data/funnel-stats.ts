/**
 * Funnel counters kept by the stream handler (stream/processors/funnel-counters.ts), never counted by
 * a scan. Each invitation counts in up to three partitions, whose union is what a viewer sees
 * (invitation-access.ts): `FUNNEL#ALL` (admins), `FUNNEL#GROUP#<senderId>` and
 * `FUNNEL#GROUP#<senderAddedById>` (a founder's group is their own invitations and their team's).
 * In each partition it adds to three slices: `TOTALS`, `MONTH#<yyyy-mm>` (the month of its send) and
 * `SENDER#<senderId>`, each kept as small items per audience and kind (`<slice>#<audience>#N` and
 * `<slice>#<audience>#H`), because a write is billed by the size of the item it changes:
 * - N: attributes `n_<audience>_<stage>`: invitations that ever reached the stage (funnel.ts);
 * - H: attributes `h_<audience>_<status>_<bucket>`: stays in the status, by duration bucket
 *   (DURATION_BUCKET_BOUNDS_HOURS).
 * So the Funnel page reads one partition (admins) or one group (founders) with one Query: its totals,
 * months and senders are the same few items whatever the number of invitations.
 *
 * Every addition is a counted fact (counted-fact.ts) named `FUNNEL#<stage>` or `FUNNEL#LEFT#<at>` (a
 * stay that ended at that time), which records exactly which items and attribute it added to, so a
 * deletion takes back what was counted and a redelivered or replayed record adds nothing.
 */
import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { AUDIENCES, type Audience } from '@safe-haven/shared/audiences';
import { DURATION_BUCKET_COUNT, durationBucket, isFunnelStage, sendMonthOf, type FunnelStage } from '@safe-haven/shared/funnel';
import type { FunnelSliceCounters } from '@safe-haven/shared/funnel-api-types';
import { INVITATION_STATUSES, type InvitationStatus } from '@safe-haven/shared/invitation-status';
import { dynamo } from '../core/aws-clients';
import { batchGetItems } from './batch-get';
import { COUNTED_FACT_TAG, countedFactKey } from './counted-fact';
import type { Invitation } from './invitation';
import { invitationPartition } from './invitation-partition';
import { itemAt } from './item-operations';
import { keyTemplate } from './key-template';
import { tableName, type TableKey } from './table';
import type { NamedTransactItem } from './transaction';

export const FUNNEL_STATS_TAG = 'funnel-stats';
export const FUNNEL_FACT_PREFIX = 'FUNNEL';

const FUNNEL = keyTemplate('FUNNEL');
const GROUP = keyTemplate('GROUP');
const MONTH = keyTemplate('MONTH');
const SENDER = keyTemplate('SENDER');
export const FUNNEL_TOTALS_SK = 'TOTALS';

/** Whose figures a partition holds: everyone's, or one person's group (own invitations and their team's). */
export type FunnelPartition = { kind: 'all' } | { kind: 'group'; profileId: string };

export const funnelPartitionKey = (partition: FunnelPartition): string =>
  partition.kind === 'all' ? FUNNEL.of('ALL') : FUNNEL.of(GROUP.of(partition.profileId));

/** What an item of a funnel partition is about, from its sort key. */
export type FunnelSlice = { kind: 'totals' } | { kind: 'month'; month: string } | { kind: 'sender'; senderId: string };

/** Counts reached stages (N) or stays by duration (H): kept apart so a write changes a small item. */
type FunnelItemKind = 'N' | 'H';

export const funnelSliceOf = (sk: string): FunnelSlice | undefined => {
  // The slice, then `#<audience>#<kind>`.
  const slice = sk.split('#').slice(0, -2).join('#');
  if (slice === FUNNEL_TOTALS_SK) return { kind: 'totals' };
  const month = MONTH.idOf(slice);
  if (month !== undefined) return { kind: 'month', month };
  const senderId = SENDER.idOf(slice);
  return senderId !== undefined ? { kind: 'sender', senderId } : undefined;
};

/** The same slice, as a string (items of several audiences and kinds make one slice). */
export const funnelSliceId = (slice: FunnelSlice): string =>
  slice.kind === 'totals' ? FUNNEL_TOTALS_SK : slice.kind === 'month' ? MONTH.of(slice.month) : SENDER.of(slice.senderId);

/** Whether a partition key is a funnel partition's. */
export const isFunnelPartitionKey = (pk: string): boolean => FUNNEL.idOf(pk) !== undefined;

export const stageAttribute = (audience: Audience, stage: FunnelStage): string => `n_${audience}_${stage}`;
export const stayAttribute = (audience: Audience, status: InvitationStatus, bucket: number): string => `h_${audience}_${status}_${bucket}`;

/** The fact that counts a stage (`FUNNEL#<stage>`) or a stay that ended at `leftAt` (`FUNNEL#LEFT#<leftAt>`). */
export const stageFact = (stage: FunnelStage): string => `${FUNNEL_FACT_PREFIX}#${stage}`;
export const stayFact = (leftAt: string): string => `${FUNNEL_FACT_PREFIX}#LEFT#${leftAt}`;

export type FunnelInvitation = Pick<Invitation, 'senderId' | 'senderAddedById' | 'createdAt' | 'audience'>;

/** The items an invitation's funnel figures of one kind add to (up to nine: three partitions, three slices each). */
export const funnelItemsOf = (invitation: FunnelInvitation, kind: FunnelItemKind): TableKey[] => {
  const partitions: FunnelPartition[] = [{ kind: 'all' }, { kind: 'group', profileId: invitation.senderId }];
  if (invitation.senderAddedById && invitation.senderAddedById !== invitation.senderId) partitions.push({ kind: 'group', profileId: invitation.senderAddedById });
  const slices = [FUNNEL_TOTALS_SK, MONTH.of(sendMonthOf(invitation.createdAt)), SENDER.of(invitation.senderId)];
  return partitions.flatMap((partition) => slices.map((slice) => ({ pk: funnelPartitionKey(partition), sk: `${slice}#${invitation.audience}#${kind}` })));
};

/** What a funnel fact added to: recorded on its counted-fact marker, so it can be taken back exactly. */
export interface FunnelContribution {
  attribute: string;
  items: TableKey[];
}

export const stageContribution = (invitation: FunnelInvitation, stage: FunnelStage): FunnelContribution => ({
  attribute: stageAttribute(invitation.audience, stage),
  items: funnelItemsOf(invitation, 'N'),
});

export const stayContribution = (invitation: FunnelInvitation, status: InvitationStatus, durationMs: number): FunnelContribution => ({
  attribute: stayAttribute(invitation.audience, status, durationBucket(durationMs)),
  items: funnelItemsOf(invitation, 'H'),
});

/** The counter updates of a contribution (by = 1 to count, -1 to take back), one per item. */
export const funnelCounterChanges = (contribution: FunnelContribution, by: 1 | -1): NamedTransactItem[] =>
  contribution.items.map((key, i) =>
    itemAt(key).update().add({ [contribution.attribute]: by }).set({ entity: FUNNEL_STATS_TAG }).transact(`funnel-${i}`),
  );

/**
 * Of these funnel facts, the ones not yet marked (counted, uncounted or kept): one consistent BatchGet,
 * so a redelivered or replayed record costs a read instead of a refused transaction per fact.
 */
export const unmarkedFunnelFacts = async (invitationId: string, facts: readonly string[]): Promise<string[]> => {
  const marked = new Set((await batchGetItems(facts.map((fact) => countedFactKey(invitationId, fact)), { consistent: true })).map((item) => String(item.sk)));
  return facts.filter((fact) => !marked.has(countedFactKey(invitationId, fact).sk));
};

/** A funnel fact as the marker holds it (the recount reads what an erased invitation counted). */
export interface FunnelFactRecord {
  invitationId: string;
  fact: string;
  state: string;
  funnel?: FunnelContribution;
}

/** Access pattern funnelFactsOf: the funnel facts of an invitation (one Query, strongly consistent). */
export const funnelFactsOf = async (invitationId: string): Promise<FunnelFactRecord[]> => {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  const start = countedFactKey(invitationId, `${FUNNEL_FACT_PREFIX}#`).sk;
  do {
    const page: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :facts)',
        ExpressionAttributeValues: { ':pk': invitationPartition(invitationId), ':facts': start },
        ConsistentRead: true,
        ExclusiveStartKey: cursor,
      }),
    );
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items.filter((item) => item.entity === COUNTED_FACT_TAG).map((item) => funnelFactRecordOf(invitationId, item));
};

export const funnelFactRecordOf = (invitationId: string, item: Record<string, unknown>): FunnelFactRecord => ({
  invitationId,
  fact: String(item.sk).slice('COUNTED#'.length),
  state: typeof item.state === 'string' ? item.state : 'counted',
  ...(item.funnel ? { funnel: item.funnel as FunnelContribution } : {}),
});

/** Whether a counted-fact sort key is a funnel fact's. */
export const isFunnelFactSortKey = (sk: string): boolean => sk.startsWith(countedFactKey('', `${FUNNEL_FACT_PREFIX}#`).sk);

export interface FunnelPartitionRead {
  items: Record<string, unknown>[];
  /** Query requests made (one per MB of the partition) and the read units they cost. */
  requests: number;
  readUnits: number;
}

/**
 * Access pattern funnelPartition: every item of one funnel partition (totals, months, senders), one
 * Query per MB; eventually consistent (a page of figures, not a decision).
 */
export const readFunnelPartition = async (partition: FunnelPartition): Promise<FunnelPartitionRead> => {
  const read: FunnelPartitionRead = { items: [], requests: 0, readUnits: 0 };
  let cursor: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': funnelPartitionKey(partition) },
        ExclusiveStartKey: cursor,
        ReturnConsumedCapacity: 'TOTAL',
      }),
    );
    read.requests += 1;
    read.readUnits += page.ConsumedCapacity?.CapacityUnits ?? 0;
    read.items.push(...(page.Items ?? []).filter((item) => item.entity === FUNNEL_STATS_TAG));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return read;
};


const audienceAndRest = (rest: string): [Audience, string] | undefined => {
  const audience = AUDIENCES.find((candidate) => rest.startsWith(`${candidate}_`));
  return audience ? [audience, rest.slice(audience.length + 1)] : undefined;
};

/** The counters a funnel item holds (its n_ and h_ attributes), by audience; unknown names are passed over. */
export const countersOfItem = (item: Record<string, unknown>): FunnelSliceCounters => {
  const counters: FunnelSliceCounters = {};
  const of = (audience: Audience) => (counters[audience] ??= { counts: {}, stays: {} });
  for (const [name, value] of Object.entries(item)) {
    if (typeof value !== 'number' || value <= 0) continue;
    const parsed = audienceAndRest(name.slice(2));
    if (!parsed) continue;
    const [audience, rest] = parsed;
    if (name.startsWith('n_') && isFunnelStage(rest)) {
      of(audience).counts[rest] = value;
    } else if (name.startsWith('h_')) {
      const cut = rest.lastIndexOf('_');
      const status = rest.slice(0, cut) as InvitationStatus;
      const bucket = Number(rest.slice(cut + 1));
      if (!INVITATION_STATUSES.includes(status) || !Number.isInteger(bucket) || bucket < 0 || bucket >= DURATION_BUCKET_COUNT) continue;
      const stays = (of(audience).stays[status] ??= []);
      while (stays.length <= bucket) stays.push(0);
      stays[bucket] = value;
    }
  }
  return counters;
};
