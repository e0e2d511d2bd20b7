/**
 * A stream record as the processors read it, and what the records of one batch share. Apart from the
 * handler so the processors and the handler that runs them do not import each other.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { activeWithRole } from '../data/profile';

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
  /**
   * Live updates: for each person, the invitations they may see that changed in this batch, posted
   * once when the batch is done (processors/live-updates.ts): one message per connection per batch.
   */
  readonly liveChanges: Map<string, Set<string>>;
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
  liveChanges: new Map(),
});

const image = (raw: Record<string, unknown> | undefined) =>
  raw ? unmarshall(raw as Record<string, AttributeValue>) : undefined;

export const toChange = (record: DynamoDBRecord): StreamChange => ({
  eventName: record.eventName as StreamChange['eventName'],
  eventId: record.eventID ?? '',
  sequence: record.dynamodb?.SequenceNumber ?? '',
  newImage: image(record.dynamodb?.NewImage),
  oldImage: image(record.dynamodb?.OldImage),
});
