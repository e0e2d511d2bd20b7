/**
 * The access log: one item per opening of an invitee's details (who, when), in a partition of its own
 * per invitation (`ACCESS#<invitationId>`), so the details Query never reads it. Each item expires
 * after the stage's access-log retention (`ttl`). It holds staff ids and names, nothing about the
 * invitee, and outlives an erasure on purpose: it is the record of who saw the data.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { DAY_MS } from '../core/retention-settings';
import { defineEntity } from './entity';
import { tableName, ttlSeconds } from './table';

export interface AccessLogEntry {
  invitationId: string;
  viewerId: string;
  viewerName: string;
  viewerRole: string;
  at: string;
  /** Epoch seconds when DynamoDB deletes it. */
  expiresAt: number;
}

const keyOf = (invitationId: string, at: string, viewerId: string) => ({ pk: `ACCESS#${invitationId}`, sk: `VIEW#${at}#${viewerId}` });

export const accessLogEntity = defineEntity<AccessLogEntry, [invitationId: string, at: string, viewerId: string]>({
  tag: 'access-log',
  key: keyOf,
  keyOf: (entry) => keyOf(entry.invitationId, entry.at, entry.viewerId),
  extra: (entry) => ({ ttl: entry.expiresAt }),
});

export const recordAccess = async (entry: Omit<AccessLogEntry, 'expiresAt'>, retentionDays: number): Promise<AccessLogEntry> => {
  const logged = { ...entry, expiresAt: ttlSeconds(new Date(Date.parse(entry.at) + retentionDays * DAY_MS)) };
  await accessLogEntity.createOne(logged);
  return logged;
};

/** Newest first; at most `limit` entries (the dialog shows the latest). */
export const accessLogOf = async (invitationId: string, limit: number): Promise<AccessLogEntry[]> => {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :view)',
      ExpressionAttributeValues: { ':pk': `ACCESS#${invitationId}`, ':view': 'VIEW#' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => accessLogEntity.fromItem(item));
};
