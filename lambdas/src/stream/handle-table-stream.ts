/**
 * The table's stream consumer. Each record goes to the processors that care about its entity;
 * every processor is idempotent, because a record can be delivered more than once. On the first
 * failure the rest of the batch is reported as failed, so Lambda retries from there in order.
 */
import type { DynamoDBBatchItemFailure, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { logger } from '../core/logger';
import { countInvitations } from './processors/invitation-counters';
import { keepListOrder } from './processors/list-order';
import { mirrorEmailDelivery } from './processors/email-delivery-mirror';
import { offboard } from './processors/offboarding';
import { deliverStreamedEmail } from './processors/outbox-delivery';
import { trackUnread } from './processors/unread-counts';

export interface StreamChange {
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  eventId: string;
  /** The record's position in its shard: later records of the same item have larger numbers. */
  sequence: string;
  newImage?: Record<string, unknown>;
  oldImage?: Record<string, unknown>;
}

const PROCESSORS: ((change: StreamChange) => Promise<void>)[] = [countInvitations, keepListOrder, trackUnread, mirrorEmailDelivery, deliverStreamedEmail, offboard];

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
  for (const record of event.Records) {
    try {
      const change = toChange(record);
      for (const process of PROCESSORS) await process(change);
    } catch (error) {
      logger.error('Stream record failed', { error: error as Error, eventId: record.eventID });
      batchItemFailures.push({ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' });
      break;
    }
  }
  return { batchItemFailures };
};
