/**
 * Invitation counters kept by the stream handler (never counted by a scan):
 * - `STATS#<profileId>` / `INVITE_STATS`: ownSent, myLeadgensSent (invitations of the people this
 *   profile added), the answers to its own invitations (yesCount, maybeCount, noCount) and lastInviteAt;
 * - `STATS#<profileId>` / `DAY#<yyyy-mm-dd>`: invitations it sent that day (UTC), for rolling windows
 *   (30 days on My Lead Generators; 7, 30 and 90 days for badges); they expire after 120 days;
 * - on the same stats item, `sentOn<yyyymmdd>`: the sends of each of the last 30 days, from
 *   `windowFrom` on, so My Lead Generators reads a person's window with their stats (one BatchGet for
 *   a page of people) instead of one Query each;
 * - `STATS#GLOBAL` / `INVITE_STATS`: totalSent.
 * Each change is applied with a counted-fact marker (counted-fact.ts), so it happens exactly once.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { InviteeChoice } from '@safe-haven/shared/invitation-status';
import { dynamo } from '../core/aws-clients';
import { batchGetItems } from './batch-get';
import type { Invitation } from './invitation';
import { keyTemplate } from './key-template';
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
  /** Sends in the last SENT_WINDOW_DAYS days (UTC, today included), once the item has tracked them that long. */
  sentInWindow?: number;
}

export const INVITE_STATS_TAG = 'invite-stats';
export const DAY_BUCKET_TAG = 'invite-stats-day';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Day buckets outlive the longest window (90 days) with room to spare. */
export const DAY_BUCKET_RETENTION_DAYS = 120;
/** A deleted invitation older than this leaves its (expiring) day bucket alone: it is outside every window. */
const DAY_BUCKET_EDIT_DAYS = 100;

/** The rolling window kept on the stats item (My Lead Generators' 'invites sent in the last 30 days'). */
export const SENT_WINDOW_DAYS = 30;
/** Days past the window removed by each send: the item keeps about this many stale days at most. */
const WINDOW_TRIM_DAYS = 15;
/** The stats item's attribute holding a day's sends (yyyy-mm-dd) within the window. */
export const windowAttribute = (day: string) => `sentOn${day.replaceAll('-', '')}`;
const daysBefore = (now: Date, days: number) => dayKey(new Date(now.getTime() - days * DAY_MS).toISOString());

const STATS = keyTemplate('STATS');
const DAY = keyTemplate('DAY');

export const inviteStatsKey = (profileId: string): TableKey => ({ pk: STATS.of(profileId), sk: 'INVITE_STATS' });
export const globalInviteStatsKey = (): TableKey => ({ pk: STATS.of('GLOBAL'), sk: 'INVITE_STATS' });
export const dayKey = (iso: string): string => iso.slice(0, 10);
export const dayBucketKey = (profileId: string, day: string): TableKey => ({ pk: STATS.of(profileId), sk: DAY.of(day) });
/** The person a stats partition key is about (undefined for the global item and any other partition). */
export const profileIdOfStatsKey = (pk: string): string | undefined => (pk === globalInviteStatsKey().pk ? undefined : STATS.idOf(pk));
/** The day of a day bucket's sort key (undefined for any other item). */
export const dayOfBucketKey = (sk: string): string | undefined => DAY.idOf(sk);

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
          ':entity': dayOfBucketKey(key.sk) !== undefined ? DAY_BUCKET_TAG : INVITE_STATS_TAG,
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
    ageDays < SENT_WINDOW_DAYS + 1 ? ownSentWithWindow(invitation, by, now) : incrementCounter('own', inviteStatsKey(invitation.senderId), 'ownSent', by),
    incrementCounter('total', globalInviteStatsKey(), 'totalSent', by),
    ...(invitation.senderAddedById ? [incrementCounter('team', inviteStatsKey(invitation.senderAddedById), 'myLeadgensSent', by)] : []),
    ...(by === 1 || ageDays < DAY_BUCKET_EDIT_DAYS ? [incrementCounter('day', dayBucketKey(invitation.senderId, day), 'sent', by, { ttl: bucketTtl })] : []),
  ];
};

/**
 * ownSent and the send's day in the window, in one update, which also drops the days just past the
 * window (no condition: it rides in the counted fact's transaction). `windowFrom` marks the first day
 * tracked: until it is SENT_WINDOW_DAYS old the reader falls back to the day buckets.
 */
const ownSentWithWindow = (invitation: CountedInvitation, by: 1 | -1, now: Date): NamedTransactItem<'own'> => {
  const stale = Array.from({ length: WINDOW_TRIM_DAYS }, (_, i) => windowAttribute(daysBefore(now, SENT_WINDOW_DAYS + 1 + i)));
  return {
    name: 'own',
    item: {
      Update: {
        TableName: tableName(),
        Key: inviteStatsKey(invitation.senderId),
        UpdateExpression: `ADD ownSent :by, #day :by SET entity = :entity, windowFrom = if_not_exists(windowFrom, :today) REMOVE ${stale.map((_, i) => `#stale${i}`).join(', ')}`,
        ExpressionAttributeNames: { '#day': windowAttribute(dayKey(invitation.createdAt)), ...Object.fromEntries(stale.map((name, i) => [`#stale${i}`, name])) },
        ExpressionAttributeValues: { ':by': by, ':entity': INVITE_STATS_TAG, ':today': dayKey(now.toISOString()) },
      },
    },
  };
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
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
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
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
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

/** The window's sum, if the item has tracked every day of it (else undefined: read the day buckets). */
const sentInWindow = (item: Record<string, unknown> | undefined, now: Date): number | undefined => {
  const first = daysBefore(now, SENT_WINDOW_DAYS - 1);
  if (typeof item?.windowFrom !== 'string' || item.windowFrom > first) return undefined;
  let total = 0;
  for (let i = 0; i < SENT_WINDOW_DAYS; i++) total += number(item[windowAttribute(daysBefore(now, i))]);
  return total;
};

const toSenderStats = (item: Record<string, unknown> | undefined, now: Date): SenderStats => {
  const window = sentInWindow(item, now);
  return {
    ownSent: number(item?.ownSent),
    yesCount: number(item?.yesCount),
    maybeCount: number(item?.maybeCount),
    noCount: number(item?.noCount),
    ...(typeof item?.lastInviteAt === 'string' ? { lastInviteAt: item.lastInviteAt } : {}),
    ...(window !== undefined ? { sentInWindow: window } : {}),
  };
};

/** Stats items of several senders (one BatchGet per 100). */
export const readSenderStats = async (
  profileIds: readonly string[],
  options: { consistent?: boolean; now?: Date } = {},
): Promise<Map<string, SenderStats>> => {
  const items = await batchGetItems(profileIds.map(inviteStatsKey), options);
  const byPk = new Map(items.map((item) => [String(item.pk), item]));
  return new Map(profileIds.map((id) => [id, toSenderStats(byPk.get(inviteStatsKey(id).pk), options.now ?? new Date())]));
};

/** Invitations a profile sent on each of the last `days` days (UTC, today included): one Query. */
export const readDailySent = async (profileId: string, days: number, now: Date, options: { consistent?: boolean } = {}): Promise<Map<string, number>> => {
  const from = dayKey(new Date(now.getTime() - (days - 1) * DAY_MS).toISOString());
  const to = dayKey(now.toISOString());
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': STATS.of(profileId), ':from': DAY.of(from), ':to': DAY.of(to) },
      ConsistentRead: options.consistent ?? false,
    }),
  );
  return new Map((Items ?? []).map((item) => [dayOfBucketKey(String(item.sk)) ?? '', number(item.sent)]));
};

/** Sum of the buckets within the last `days` days of `now` (the buckets may span a longer range). */
export const sentWithin = (buckets: ReadonlyMap<string, number>, days: number, now: Date): number => {
  const from = dayKey(new Date(now.getTime() - (days - 1) * DAY_MS).toISOString());
  let total = 0;
  for (const [day, count] of buckets) if (day >= from) total += count;
  return total;
};
