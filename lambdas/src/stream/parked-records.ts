/**
 * A stream record that keeps failing is parked, whole, instead of being dropped. Lambda retries a
 * failing record until it leaves the stream (24 h), holding its shard: that is right for a bad deploy
 * (the iterator-age alarm fires, the fix or rollback lets it through, nothing is lost) and wrong for a
 * record no code will ever process, which would hold every later change of its shard for a day and
 * then vanish. So each failure is counted per record, and a record that has failed PARK_AFTER_ATTEMPTS
 * times over at least PARK_AFTER_MS is written to the table with both its images (`STREAM#PARKED`,
 * its sequence number as sort key) and let go; the `StreamRecordParked` alarm calls an operator, who
 * fixes the cause and replays it (replay-parked.ts, `npm run ops:stream-replay`).
 *
 * If the table itself is failing, counting fails too and the record simply stays in line: nothing is
 * parked on a failure of the place it would be parked in.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { logger } from '../core/logger';
import { emitMetric } from '../core/metrics';
import { isDynamoValidationError } from '../data/dynamo-errors';
import { countStreamFailure, putParkedRecord, type ParkedRecord } from '../data/stream-failure';
import { ttlSeconds } from '../data/table';

export { deleteParkedRecord, listParkedRecords, PARKED_TAG, type ParkedRecord } from '../data/stream-failure';

/** Failures of one record before it may be parked ... */
export const PARK_AFTER_ATTEMPTS = 10;
/** ... and the time they must span: an hour is time for the alarm, a rollback and the retries after it. */
export const PARK_AFTER_MS = 60 * 60_000;
/** Failure counts outlive the stream's 24-hour retention, then expire. */
const FAILURE_RETENTION_MS = 2 * 24 * 60 * 60_000;

/** The event source of a replayed record: it is reported when it fails again, never parked again. */
export const REPLAY_EVENT_SOURCE = 'safe-haven:replay';

const parkedSortKey = (record: DynamoDBRecord) => `${(record.dynamodb?.SequenceNumber ?? '').padStart(40, '0')}#${record.eventID ?? ''}`;

/** Counts a failure of the record; parks it when it has failed long enough. 'parked' lets the shard move on. */
export const noteFailure = async (record: DynamoDBRecord, error: unknown, now = new Date()): Promise<'retry' | 'parked'> => {
  if (record.eventSource === REPLAY_EVENT_SOURCE) return 'retry';
  const lastError = ((error as Error).message || String(error)).slice(0, 1000);
  const { attempts, firstFailedAt } = await countStreamFailure(
    record.eventID ?? parkedSortKey(record), lastError, now, ttlSeconds(new Date(now.getTime() + FAILURE_RETENTION_MS)),
  );
  if (attempts < PARK_AFTER_ATTEMPTS || now.getTime() - Date.parse(firstFailedAt) < PARK_AFTER_MS) return 'retry';

  const parked: ParkedRecord = { sk: parkedSortKey(record), parkedAt: now.toISOString(), attempts, firstFailedAt, lastError, record };
  try {
    await putParkedRecord(parked);
  } catch (putError) {
    // Two images of one large item can pass DynamoDB's 400 KB: then the record stays in line until it
    // expires (its position goes to the dead-letter queue) rather than being parked without its data.
    if (!isDynamoValidationError(putError)) throw putError;
    logger.error('Stream record too large to park; it stays in line', { eventId: record.eventID, error: putError as Error });
    return 'retry';
  }
  emitMetric('StreamRecordParked');
  logger.error('Stream record parked after failing for an hour; replay it once the cause is fixed', {
    eventId: record.eventID, sequence: record.dynamodb?.SequenceNumber, attempts, lastError,
  });
  return 'parked';
};
