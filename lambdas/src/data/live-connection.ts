/**
 * An open live-updates connection: `LIVE#<profileId>` / `CONNECTION#<connectionId>`, put
 * at $connect once the person's session is checked, deleted at $disconnect or when a post finds the
 * connection gone (410). Expires (`ttl`) a little after API Gateway's two-hour limit, in case
 * $disconnect never ran; until TTL removes it, the fan-out skips an expired one.
 *
 * Access patterns: a person's connections (the stream's fan-out: a Query of the partition, a few
 * items per person); one connection by its id ($disconnect, which knows nothing else: gsi1,
 * `LIVE_CONNECTION#<connectionId>`).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LIVE_CONNECTION_ITEM_TTL_SECONDS } from '@safe-haven/shared/live-updates';
import type { StaffRole } from '@safe-haven/shared/roles';
import { dynamo } from '../core/aws-clients';
import { defineEntity } from './entity';
import { keyQuery } from './key-query';
import { keyTemplate } from './key-template';
import { tableName, ttlSeconds } from './table';

export interface LiveConnection {
  profileId: string;
  connectionId: string;
  /** The role when it connected (for operations: who is listening); visibility is decided per change. */
  role: StaffRole;
  connectedAt: string;
  /** Epoch seconds after which the connection cannot be open any more. */
  expiresAt: number;
}

const LIVE = keyTemplate('LIVE');
const CONNECTION = keyTemplate('CONNECTION');
const LIVE_CONNECTION = keyTemplate('LIVE_CONNECTION');

export const liveConnectionEntity = defineEntity<LiveConnection, [profileId: string, connectionId: string]>({
  tag: 'live-connection',
  key: (profileId, connectionId) => ({ pk: LIVE.of(profileId), sk: CONNECTION.of(connectionId) }),
  identity: (connection) => [connection.profileId, connection.connectionId],
  indexes: (connection) => ({ gsi1pk: LIVE_CONNECTION.of(connection.connectionId), gsi1sk: 'CONNECTION' }),
  extra: (connection) => ({ ttl: connection.expiresAt }),
});

export const openLiveConnection = async (connection: { profileId: string; connectionId: string; role: StaffRole }, now = new Date()): Promise<LiveConnection> => {
  const value: LiveConnection = {
    ...connection,
    connectedAt: now.toISOString(),
    expiresAt: ttlSeconds(now) + LIVE_CONNECTION_ITEM_TTL_SECONDS,
  };
  await liveConnectionEntity.createOne(value);
  return value;
};

/** A person's connections that may still be open (strongly consistent: one just opened is posted to). */
export const liveConnectionsOf = async (profileId: string, now = new Date()): Promise<LiveConnection[]> => {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      ...keyQuery<{ pk: string; sk: string }>(undefined, (c) => c.and(c.eq('pk', LIVE.of(profileId)), c.beginsWith('sk', CONNECTION.start))),
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).map((item) => liveConnectionEntity.fromItem(item)).filter((connection) => connection.expiresAt > ttlSeconds(now));
};

/** The connection with this id, if its item is still there (gsi1: eventually consistent, as $disconnect allows). */
export const liveConnectionById = async (connectionId: string): Promise<LiveConnection | undefined> => {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      ...keyQuery<{ gsi1pk: string }>('gsi1', (c) => c.eq('gsi1pk', LIVE_CONNECTION.of(connectionId))),
      Limit: 1,
    }),
  );
  return Items?.[0] ? liveConnectionEntity.fromItem(Items[0]) : undefined;
};

export const closeLiveConnection = (connection: Pick<LiveConnection, 'profileId' | 'connectionId'>): Promise<void> =>
  liveConnectionEntity.deleteOne(connection.profileId, connection.connectionId);
