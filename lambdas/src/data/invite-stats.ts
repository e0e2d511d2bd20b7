/**
 * Invite counters kept by the stream handler: `STATS#<profileId>` (ownSent, myLeadgensSent) and
 * `STATS#GLOBAL` (totalSent), with a counted-fact marker per invitation that makes counting
 * idempotent (a redelivered or replayed record changes nothing).
 */
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { tableName, type TableKey } from './table';
import type { NamedTransactItem } from './transaction';

export interface InviteCounters {
  ownSent: number;
  myLeadgensSent: number;
  totalSent: number;
}

export const INVITE_STATS_TAG = 'invite-stats';
export const inviteStatsKey = (profileId: string): TableKey => ({ pk: `STATS#${profileId}`, sk: 'INVITE_STATS' });
export const globalInviteStatsKey = (): TableKey => ({ pk: 'STATS#GLOBAL', sk: 'INVITE_STATS' });
export const countedFactKey = (invitationId: string, fact: string): TableKey => ({ pk: `INVITATION#${invitationId}`, sk: `COUNTED#${fact}` });

/** ADD one to a counter attribute (creating the counter item on first use). */
export const incrementCounter = <N extends string>(name: N, key: TableKey, attribute: string, by = 1): NamedTransactItem<N> => ({
  name,
  item: {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD #counter :by SET entity = :entity',
      ExpressionAttributeNames: { '#counter': attribute },
      ExpressionAttributeValues: { ':by': by, ':entity': INVITE_STATS_TAG },
    },
  },
});

/** The marker that a fact about an invitation was counted; the transaction fails if it already was. */
export const markCounted = <N extends string>(name: N, invitationId: string, fact: string, at: string): NamedTransactItem<N> => ({
  name,
  item: {
    Put: {
      TableName: tableName(),
      Item: { ...countedFactKey(invitationId, fact), entity: 'counted-fact', countedAt: at },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
});

/** O(1): two counter items read in one BatchGet. */
export const readInviteCounters = async (profileId: string): Promise<InviteCounters> => {
  const own = inviteStatsKey(profileId);
  const global = globalInviteStatsKey();
  const { Responses } = await dynamo().send(
    new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: [own, global], ConsistentRead: true } } }),
  );
  const items = Responses?.[tableName()] ?? [];
  const find = (key: TableKey) => items.find((item) => item.pk === key.pk);
  const number = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    ownSent: number(find(own)?.ownSent),
    myLeadgensSent: number(find(own)?.myLeadgensSent),
    totalSent: number(find(global)?.totalSent),
  };
};

/** Each profile's own sent counter (Manage Users' 'Invitations Sent'), read 100 keys per BatchGet. */
export const readOwnSentCounts = async (profileIds: readonly string[]): Promise<Map<string, number>> => {
  const counts = new Map<string, number>();
  for (let start = 0; start < profileIds.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = profileIds.slice(start, start + 100).map((id) => ({ ...inviteStatsKey(id) }));
    while (keys && keys.length > 0) {
      const result: BatchGetCommandOutput = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ProjectionExpression: 'pk, ownSent' } } }),
      );
      for (const item of result.Responses?.[tableName()] ?? []) {
        counts.set(String(item.pk).slice('STATS#'.length), typeof item.ownSent === 'number' ? item.ownSent : 0);
      }
      keys = result.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return counts;
};
