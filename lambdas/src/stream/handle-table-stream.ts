/**
 * The table's stream consumer. Each record goes to the processors that care about its entity;
 * every processor is idempotent, because a record can be delivered more than once. On the first
 * failure the rest of the batch is reported as failed, so Lambda retries from there in order, until
 * the record has failed for an hour and is parked (parked-records.ts).
 */
import type { DynamoDBBatchItemFailure, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { logger } from '../core/logger';
import { activeWithRole } from '../data/profile';
import { noteFailure } from './parked-records';
import { countInvitations } from './processors/invitation-counters';
import { keepListOrder } from './processors/list-order';
import { mirrorEmailDelivery } from './processors/email-delivery-mirror';
import { offboard } from './processors/offboarding';
import { deliverStreamedEmail } from './processors/outbox-delivery';
import { trackUnread } from './processors/unread-counts';
import { settleUnreadOnRoleChange } from './processors/unread-on-role-change';

export interface StreamChange {
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  eventId: string;
  /** The record's position in its shard: later records of the same item have larger numbers. */
  sequence: string;
  newImage?: Record<string, unknown>;
  oldImage?: Record<string, unknown>;
}

/**
 * What the records of one batch share, read at most once per batch: the work per record stays the
 * same however many staff there are.
 */
export interface BatchContext {
  /** The active admins' ids (every admin views every invitation). */
  adminIds(): Promise<string[]>;
  /** The active founders' ids (each views their team's invitations). */
  founderIds(): Promise<string[]>;
}

/** A read shared by the batch's records; a failed read is not remembered (the next record reads again). */
const oncePerBatch = <T>(read: () => Promise<T>): (() => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= read().catch((error: unknown) => {
      value = undefined;
      throw error;
    }));
};

const idsOf = (profiles: readonly { id: string }[]) => profiles.map((profile) => profile.id);

export const newBatchContext = (): BatchContext => ({
  adminIds: oncePerBatch(() => activeWithRole('admin').then(idsOf)),
  founderIds: oncePerBatch(() => activeWithRole('founder').then(idsOf)),
});

const PROCESSORS: ((change: StreamChange, batch: BatchContext) => Promise<void>)[] = [countInvitations, keepListOrder, trackUnread, mirrorEmailDelivery, deliverStreamedEmail, offboard, settleUnreadOnRoleChange];

const image = (raw: Record<string, unknown> | undefined) =>
  raw ? unmarshall(raw as Record<string, AttributeValue>) : undefined;

export const toChange = (record: DynamoDBRecord): StreamChange => ({
  eventName: record.eventName as StreamChange['eventName'],
  eventId: record.eventID ?? '',
  sequence: record.dynamodb?.SequenceNumber ?? '',
  newImage: image(record.dynamodb?.NewImage),
  oldImage: image(record.dynamodb?.OldImage),
});

export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const batchItemFailures: DynamoDBBatchItemFailure[] = [];
  const batch = newBatchContext();
  for (const record of event.Records) {
    try {
      const change = toChange(record);
      for (const process of PROCESSORS) await process(change, batch);
    } catch (error) {
      logger.error('Stream record failed', { error: error as Error, eventId: record.eventID });
      // A record that has failed for an hour is parked whole and let go (parked-records.ts); any
      // other failure, including one to count it, keeps it in line, and the records after it too.
      const outcome = await noteFailure(record, error).catch((noteError: unknown) => {
        logger.error('Stream failure could not be counted', { error: noteError as Error, eventId: record.eventID });
        return 'retry' as const;
      });
      if (outcome === 'parked') continue;
      batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' });
      break;
    }
  }
  return { batchItemFailures };
};
