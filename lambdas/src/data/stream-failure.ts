/**
 * The stream handler's own bookkeeping: a failure count per stream record (`STREAM#FAILURE#<event id>`
 * / `FAILURE`, expiring) and the records parked after failing too long (`STREAM#PARKED` / their
 * sequence number). Policy (when to park, replay) lives in stream/parked-records.ts.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { dynamo } from '../core/aws-clients';
import { itemAt } from './item-operations';
import { keyQuery } from './key-query';
import { keyTemplate } from './key-template';
import { queryAllItems } from './query-all';
import { tableName } from './table';

const FAILURE = keyTemplate('STREAM#FAILURE');
const PARKED_PARTITION = 'STREAM#PARKED';
export const PARKED_TAG = 'parked-stream-record';

export interface ParkedRecord {
  /** The sort key: the record's sequence number (zero-padded, so they sort in stream order) and event id. */
  sk: string;
  parkedAt: string;
  attempts: number;
  firstFailedAt: string;
  lastError: string;
  /** The record as Lambda received it, images included. */
  record: DynamoDBRecord;
}

interface FailureCount {
  attempts: number;
  firstFailedAt: string;
  lastError: string;
  entity: string;
  ttl: number;
}

/** Counts one more failure of the record; answers the count and when the first one happened. */
export const countStreamFailure = async (eventId: string, lastError: string, now: Date, expiresAt: number): Promise<{ attempts: number; firstFailedAt: string }> => {
  const attributes = await itemAt<FailureCount>({ pk: FAILURE.of(eventId), sk: 'FAILURE' })
    .update()
    .add({ attempts: 1 })
    .setIfNotExists({ firstFailedAt: now.toISOString() })
    .set({ lastError, entity: 'stream-failure', ttl: expiresAt })
    .go({ ReturnValues: 'ALL_NEW' });
  return { attempts: Number(attributes?.attempts ?? 1), firstFailedAt: String(attributes?.firstFailedAt ?? now.toISOString()) };
};

/** Parks the record; it never expires (an operator replays it, which deletes it, or deletes it on purpose). */
export const putParkedRecord = async (parked: ParkedRecord): Promise<void> => {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { pk: PARKED_PARTITION, entity: PARKED_TAG, ...parked } }));
};

/** Access pattern parkedRecords: every parked record, in stream order. */
export const listParkedRecords = async (): Promise<ParkedRecord[]> =>
  (await queryAllItems({ ...keyQuery(undefined, (c) => c.eq('pk', PARKED_PARTITION)), ConsistentRead: true })).map((item) => item as unknown as ParkedRecord);

export const deleteParkedRecord = async (sk: string): Promise<void> => {
  await itemAt({ pk: PARKED_PARTITION, sk }).delete().go();
};
