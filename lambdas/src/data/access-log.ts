/**
 * The access log: one item per opening of an invitee's details (who, when), in a partition of its own
 * per invitation (`ACCESS#<invitationId>`), so the details Query never reads it. Each item expires
 * after the stage's access-log retention (`ttl`). It holds staff ids and names, nothing about the
 * invitee, and outlives an erasure on purpose: it is the record of who saw the data.
 *
 * An opening is one entry however often the open dialog reads the details again (after each status
 * change, note or date): a read by the same viewer within `OPENING_WINDOW_MS` of their last recorded
 * opening is part of it. The rule is kept by the server, not the browser (which is not trusted to say
 * what an opening is): a marker per viewer (`OPENED#<viewerId>`) is written in the same transaction
 * as the entry, on condition that the last opening it records is older than the window.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { DAY_MS } from '../core/retention-settings';
import { keyTemplate } from './key-template';
import { defineEntity } from './entity';
import { tableName, ttlSeconds } from './table';
import { TransactionCancelledError, transactWrite, withConflictRetry } from './transaction';
import { batchPutItems } from './batch-write';

/** Reads of the same details by the same viewer within this time of a recorded opening belong to it. */
export const OPENING_WINDOW_MS = 10 * 60 * 1000;

export interface AccessLogEntry {
  invitationId: string;
  viewerId: string;
  viewerName: string;
  viewerRole: string;
  at: string;
  /** Epoch seconds when DynamoDB deletes it. */
  expiresAt: number;
  /** How the data was seen: absent for an opening of the details; 'export' for a CSV export that held it. */
  via?: 'export';
}

const ACCESS = keyTemplate('ACCESS');
const VIEW = keyTemplate('VIEW');
const OPENED = keyTemplate('OPENED');

const keyOf = (invitationId: string, at: string, viewerId: string) => ({ pk: ACCESS.of(invitationId), sk: VIEW.of(at, viewerId) });

export const accessLogEntity = defineEntity<AccessLogEntry, [invitationId: string, at: string, viewerId: string]>({
  tag: 'access-log',
  key: keyOf,
  identity: (entry) => [entry.invitationId, entry.at, entry.viewerId],
  extra: (entry) => ({ ttl: entry.expiresAt }),
});

/** The viewer's latest recorded opening of the invitation's details (staff id and a time only). */
export interface LatestOpening {
  invitationId: string;
  viewerId: string;
  openedAt: string;
  /** Epoch seconds when DynamoDB may delete it: the window is over by then. */
  expiresAt: number;
}

const openingKeyOf = (invitationId: string, viewerId: string) => ({ pk: ACCESS.of(invitationId), sk: OPENED.of(viewerId) });

export const latestOpeningEntity = defineEntity<LatestOpening, [invitationId: string, viewerId: string]>({
  tag: 'access-opening',
  key: openingKeyOf,
  identity: (opening) => [opening.invitationId, opening.viewerId],
  extra: (opening) => ({ ttl: opening.expiresAt }),
});

/**
 * Records an opening of the details unless the same viewer's last one is within the window; the entry
 * when it was recorded, undefined when the read belongs to an opening already in the log.
 */
export const recordAccess = async (entry: Omit<AccessLogEntry, 'expiresAt'>, retentionDays: number): Promise<AccessLogEntry | undefined> => {
  const at = Date.parse(entry.at);
  const logged = { ...entry, expiresAt: ttlSeconds(new Date(at + retentionDays * DAY_MS)) };
  const opening: LatestOpening = { invitationId: entry.invitationId, viewerId: entry.viewerId, openedAt: entry.at, expiresAt: ttlSeconds(new Date(at + OPENING_WINDOW_MS)) };
  try {
    await withConflictRetry(() =>
      transactWrite([
        {
          name: 'opening',
          item: {
            Put: {
              TableName: tableName(),
              Item: latestOpeningEntity.toItem(opening),
              // ISO times in UTC compare as strings.
              ConditionExpression: 'attribute_not_exists(pk) OR openedAt <= :windowStart',
              ExpressionAttributeValues: { ':windowStart': new Date(at - OPENING_WINDOW_MS).toISOString() },
            },
          },
        },
        accessLogEntity.create('view', logged),
      ]),
    );
    return logged;
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailed('opening')) return undefined;
    throw error;
  }
};

/**
 * a CSV export is an access to every invitee it holds: one entry per invitation (`via:
 * 'export'`), written whatever the opening window says (an export is not a re-read of an open dialog).
 */
export const recordExportAccess = async (
  invitationIds: readonly string[],
  viewer: Pick<AccessLogEntry, 'viewerId' | 'viewerName' | 'viewerRole' | 'at'>,
  retentionDays: number,
): Promise<void> => {
  const expiresAt = ttlSeconds(new Date(Date.parse(viewer.at) + retentionDays * DAY_MS));
  await batchPutItems(invitationIds.map((invitationId) => accessLogEntity.toItem({ invitationId, ...viewer, expiresAt, via: 'export' })));
};

/** Newest first; at most `limit` entries (the dialog shows the latest). */
export const accessLogOf = async (invitationId: string, limit: number): Promise<AccessLogEntry[]> => {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :view)',
      ExpressionAttributeValues: { ':pk': ACCESS.of(invitationId), ':view': VIEW.start },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => accessLogEntity.fromItem(item));
};
