import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { wantedByStreamHandler } from './stream-filters';

const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', image: Record<string, unknown>): Pick<DynamoDBRecord, 'eventName' | 'dynamodb'> => ({
  eventName,
  dynamodb: {
    ...(eventName !== 'REMOVE' ? { NewImage: marshall(image) as never } : {}),
    ...(eventName !== 'INSERT' ? { OldImage: marshall(image) as never } : {}),
  },
});

describe('the stream filters', () => {
  it('let through every record a processor acts on', () => {
    for (const eventName of ['INSERT', 'MODIFY', 'REMOVE'] as const) {
      expect(wantedByStreamHandler(record(eventName, { pk: 'INVITATION#1', entity: 'invitation' })), `invitation ${eventName}`).toBe(true);
    }
    expect(wantedByStreamHandler(record('INSERT', { pk: 'OUTBOX#1', entity: 'outbox', delivery: 'stream' }))).toBe(true);
    expect(wantedByStreamHandler(record('MODIFY', { pk: 'OUTBOX#1', entity: 'outbox' }))).toBe(true);
    expect(wantedByStreamHandler(record('MODIFY', { pk: 'PROFILE#1', entity: 'profile' }))).toBe(true);
  });

  it('keep the handler\'s own writes and everything else out', () => {
    for (const entity of ['unread-counter', 'viewer-state', 'counted-fact', 'idempotency', 'profile-email', undefined]) {
      for (const eventName of ['INSERT', 'MODIFY', 'REMOVE'] as const) {
        expect(wantedByStreamHandler(record(eventName, { pk: 'X#1', ...(entity ? { entity } : {}) })), `${entity} ${eventName}`).toBe(false);
      }
    }
    expect(wantedByStreamHandler(record('INSERT', { pk: 'PROFILE#1', entity: 'profile' }))).toBe(false);
    expect(wantedByStreamHandler(record('REMOVE', { pk: 'OUTBOX#1', entity: 'outbox' }))).toBe(false);
  });
});
