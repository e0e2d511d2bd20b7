/**
 * Invitation counters kept by the stream handler (never counted by a scan):
 * - `STATS#<profileId>` / `INVITE_STATS`: ownSent, myLeadgensSent (invitations of the people this
 *   profile added), the answers to its own invitations (yesCount, maybeCount, noCount) and lastInviteAt;
 * - `STATS#<profileId>` / `DAY#<yyyy-mm-dd>`: invitations it sent that day (UTC), for rolling windows
 *   (30 days on My Lead Generators; 7, 30 and 90 days for badges); they expire after 120 days;
 * - `STATS#GLOBAL` / `INVITE_STATS`: totalSent.
 * Each change is applied with a counted-fact marker (counted-fact.ts), so it happens exactly once.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { InviteeChoice } from '@safe-haven/shared/invitation-status';
import { dynamo } from '../core/aws-clients';
import { batchGetItems } from './batch-get';
import type { Invitation } from './invitation';
import { tableName, ttlSeconds, type TableKey } from './table';
import type { NamedTransactItem } from './transaction';

export interface InviteCounters {
  ownSent: number;
  myLeadgensSent: number;
  totalSent: number;
}

export interface SenderStats {
  ownSent: number;
  yesCount: number;
  maybeCount: number;
  noCount: number;
  lastInviteAt?: string;
}

export const INVITE_STATS_TAG = 'invite-stats';
export const DAY_BUCKET_TAG = 'invite-stats-day';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Day buckets outlive the longest window (90 days) with room to spare. */
export const DAY_BUCKET_RETENTION_DAYS = 120;
/** A deleted invitation older than this leaves its (expiring) day bucket alone: it is outside every window. */
const DAY_BUCKET_EDIT_DAYS = 100;

export const inviteStatsKey = (profileId: string): TableKey => ({ pk: `STATS#${profileId}`, sk: 'INVITE_STATS' });
export const globalInviteStatsKey = (): TableKey => ({ pk: 'STATS#GLOBAL', sk: 'INVITE_STATS' });
export const dayKey = (iso: string): string => iso.slice(0, 10);
export const dayBucketKey = (profileId: string, day: string): TableKey => ({ pk: `STATS#${profileId}`, sk: `DAY#${day}` });

export const ANSWER_ATTRIBUTES: Record<InviteeChoice, keyof SenderStats> = { yes: 'yesCount', maybe: 'maybeCount', no: 'noCount' };

/** ADD to a counter attribute (creating the counter item on first use). */
export const incrementCounter = <N extends string>(name: N, key: TableKey, attribute: string, by = 1, extra: Record<string, unknown> = {}): NamedTransactItem<N> => {
  const extraNames = Object.keys(extra);
  return {
    name,
    item: {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: `ADD #counter :by SET entity = :entity${extraNames.map((_, i) => `, #x${i} = :x${i}`).join('')}`,
        ExpressionAttributeNames: { '#counter': attribute, ...Object.fromEntries(extraNames.map((field, i) => [`#x${i}`, field])) },
        ExpressionAttributeValues: {
          ':by': by,
          ':entity': key.sk.startsWith('DAY#') ? DAY_BUCKET_TAG : INVITE_STATS_TAG,
          ...Object.fromEntries(extraNames.map((field, i) => [`:x${i}`, extra[field]])),
        },
      },
    },
  };
};

type CountedInvitation = Pick<Invitation, 'id' | 'senderId' | 'senderAddedById' | 'createdAt'>;

/** The counters an invitation adds to (by = 1) or takes back from (by = -1) when it is sent or deleted. */
export const sentCounterChanges = (invitation: CountedInvitation, by: 1 | -1, now: Date): NamedTransactItem[] => {
  const ageDays = (now.getTime() - Date.parse(invitation.createdAt)) / DAY_MS;
  const day = dayKey(invitation.createdAt);
  const bucketTtl = ttlSeconds(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_BUCKET_RETENTION_DAYS * DAY_MS));
  return [
    incrementCounter('own', inviteStatsKey(invitation.senderId), 'ownSent', by),
    incrementCounter('total', globalInviteStatsKey(), 'totalSent', by),
    ...(invitation.senderAddedById ? [incrementCounter('team', inviteStatsKey(invitation.senderAddedById), 'myLeadgensSent', by)] : []),
    ...(by === 1 || ageDays < DAY_BUCKET_EDIT_DAYS ? [incrementCounter('day', dayBucketKey(invitation.senderId, day), 'sent', by, { ttl: bucketTtl })] : []),
  ];
};

/** The sender's answer counter for an invitation's first answer. */
export const answerCounterChanges = (invitation: Pick<Invitation, 'senderId'>, answer: InviteeChoice, by: 1 | -1): NamedTransactItem[] => [
  incrementCounter('answer', inviteStatsKey(invitation.senderId), ANSWER_ATTRIBUTES[answer], by),
];

/** Keeps lastInviteAt the latest send; order of arrival does not matter. */
export const recordLastInvite = async (senderId: string, createdAt: string): Promise<void> => {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: inviteStatsKey(senderId),
        UpdateExpression: 'SET lastInviteAt = :at, entity = :entity',
        ConditionExpression: 'attribute_not_exists(lastInviteAt) OR lastInviteAt < :at',
        ExpressionAttributeValues: { ':at': createdAt, ':entity': INVITE_STATS_TAG },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
};

/**
 * After a deletion: if the deleted invitation was the sender's latest, lastInviteAt becomes the
 * newest remaining one (one Query of the sender's index), or goes away.
 */
export const replaceLastInvite = async (senderId: string, deleted: Pick<Invitation, 'id' | 'createdAt'>): Promise<void> => {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'senderByCreated',
      KeyConditionExpression: 'senderId = :sender',
      ExpressionAttributeValues: { ':sender': senderId },
      ScanIndexForward: false,
      Limit: 2,
    }),
  );
  const newest = (Items ?? []).find((item) => item.id !== deleted.id);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: inviteStatsKey(senderId),
        UpdateExpression: newest ? 'SET lastInviteAt = :newest' : 'REMOVE lastInviteAt',
        ConditionExpression: 'lastInviteAt = :deleted',
        ExpressionAttributeValues: { ':deleted': deleted.createdAt, ...(newest ? { ':newest': String(newest.createdAt) } : {}) },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
};

const number = (value: unknown) => (typeof value === 'number' ? value : 0);

/** O(1): two counter items read in one BatchGet. */
export const readInviteCounters = async (profileId: string): Promise<InviteCounters> => {
  const own = inviteStatsKey(profileId);
  const global = globalInviteStatsKey();
  const items = await batchGetItems([own, global], { consistent: true });
  const find = (key: TableKey) => items.find((item) => item.pk === key.pk);
  return {
    ownSent: number(find(own)?.ownSent),
    myLeadgensSent: number(find(own)?.myLeadgensSent),
    totalSent: number(find(global)?.totalSent),
  };
};

const toSenderStats = (item: Record<string, unknown> | undefined): SenderStats => ({
  ownSent: number(item?.ownSent),
  yesCount: number(item?.yesCount),
  maybeCount: number(item?.maybeCount),
  noCount: number(item?.noCount),
  ...(typeof item?.lastInviteAt === 'string' ? { lastInviteAt: item.lastInviteAt } : {}),
});

/** Stats items of several senders (one BatchGet per 100). */
export const readSenderStats = async (profileIds: readonly string[], options: { consistent?: boolean } = {}): Promise<Map<string, SenderStats>> => {
  const items = await batchGetItems(profileIds.map(inviteStatsKey), options);
  const byPk = new Map(items.map((item) => [String(item.pk), item]));
  return new Map(profileIds.map((id) => [id, toSenderStats(byPk.get(inviteStatsKey(id).pk))]));
};

/** Invitations a profile sent on each of the last `days` days (UTC, today included): one Query. */
export const readDailySent = async (profileId: string, days: number, now: Date, options: { consistent?: boolean } = {}): Promise<Map<string, number>> => {
  const from = dayKey(new Date(now.getTime() - (days - 1) * DAY_MS).toISOString());
  const to = dayKey(now.toISOString());
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': `STATS#${profileId}`, ':from': `DAY#${from}`, ':to': `DAY#${to}` },
      ConsistentRead: options.consistent ?? false,
    }),
  );
  return new Map((Items ?? []).map((item) => [String(item.sk).slice('DAY#'.length), number(item.sent)]));
};

/** Sum of the buckets within the last `days` days of `now` (the buckets may span a longer range). */
export const sentWithin = (buckets: ReadonlyMap<string, number>, days: number, now: Date): number => {
  const from = dayKey(new Date(now.getTime() - (days - 1) * DAY_MS).toISOString());
  let total = 0;
  for (const [day, count] of buckets) if (day >= from) total += count;
  return total;
};
