/**
 * The access log's record of changes to the brand's content: who saved which version and what it
 * changed, one item per save in the access log's own partition for content (`ACCESS#content`, beside
 * the per-invitee `ACCESS#<invitationId>` partitions of access-log.ts), written in the save's
 * transaction (a hero photo's change, which is not versioned, on its own). Like every access-log entry it expires after the stage's access-log retention (`ttl`);
 * the versions themselves (content-version.ts) keep who saved them for as long as they are kept.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { defineEntity } from './entity';
import { keyQuery } from './key-query';
import { keyTemplate } from './key-template';
import { tableName } from './table';

export interface ContentChangeEntry {
  viewerId: string;
  viewerName: string;
  viewerRole: string;
  at: string;
  /** The version the save made (none for a page's hero photo, which is not part of a version). */
  version?: number;
  /** What changed, in words ("The Current Raise: amount"). */
  changes: string[];
  /** Epoch seconds when DynamoDB deletes it. */
  expiresAt: number;
}

const CONTENT_ACCESS = keyTemplate('ACCESS').of('content');
const CHANGE = keyTemplate('CHANGE');

export const contentChangeLogEntity = defineEntity<ContentChangeEntry, [at: string, viewerId: string]>({
  tag: 'access-log-content',
  key: (at, viewerId) => ({ pk: CONTENT_ACCESS, sk: CHANGE.of(at, viewerId) }),
  identity: (entry) => [entry.at, entry.viewerId],
  extra: (entry) => ({ ttl: entry.expiresAt }),
});

/** Access pattern contentChangeLog: Query of the content's access-log partition, newest first. */
export const contentChangeLog = async (limit: number): Promise<ContentChangeEntry[]> => {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({ TableName: tableName(), ...keyQuery(undefined, (c) => c.eq('pk', CONTENT_ACCESS)), ScanIndexForward: false, Limit: limit, ConsistentRead: true }),
  );
  return Items.map((item) => contentChangeLogEntity.fromItem(item));
};
