/**
 * The table's stream consumer. Each record goes to the processors that care about its entity;
 * every processor is idempotent, because a record can be delivered more than once. On the first
 * failure the rest of the batch is reported as failed, so Lambda retries from there in order, until
 * the record has failed for an hour and is parked (parked-records.ts).
 */
import type { DynamoDBBatchItemFailure, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../core/logger';
import { noteFailure } from './parked-records';
import { newBatchContext, toChange, type BatchContext, type StreamChange } from './stream-change';
import { countInvitations } from './processors/invitation-counters';
import { countFunnel } from './processors/funnel-counters';
import { keepListOrder } from './processors/list-order';
import { mirrorEmailDelivery } from './processors/email-delivery-mirror';
import { offboard } from './processors/offboarding';
import { deliverStreamedEmail } from './processors/outbox-delivery';
import { trackUnread } from './processors/unread-counts';
import { settleUnreadOnRoleChange } from './processors/unread-on-role-change';
import { noteLiveChange, postLiveChanges } from './processors/live-updates';
import { closeLiveOnAccessChange } from './processors/live-on-access-change';

const PROCESSORS: ((change: StreamChange, batch: BatchContext) => Promise<void>)[] = [countInvitations, countFunnel, keepListOrder, trackUnread, mirrorEmailDelivery, deliverStreamedEmail, offboard, settleUnreadOnRoleChange, closeLiveOnAccessChange, noteLiveChange];

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
  // Once per batch, after every record it handled (a failed record's viewers are told on its retry).
  await postLiveChanges(batch);
  return { batchItemFailures };
};
