import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { wantedBy, wantedByStreamHandler } from './stream-filters';

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
    // The audit entries and detail item share the invitation's partition; no processor reads them.
    for (const entity of ['unread-counter', 'viewer-state', 'counted-fact', 'idempotency', 'profile-email', 'invitation-audit', 'invitation-detail', undefined]) {
      for (const eventName of ['INSERT', 'MODIFY', 'REMOVE'] as const) {
        expect(wantedByStreamHandler(record(eventName, { pk: 'X#1', ...(entity ? { entity } : {}) })), `${entity} ${eventName}`).toBe(false);
      }
    }
    expect(wantedByStreamHandler(record('INSERT', { pk: 'PROFILE#1', entity: 'profile' }))).toBe(false);
    expect(wantedByStreamHandler(record('REMOVE', { pk: 'OUTBOX#1', entity: 'outbox' }))).toBe(false);
  });

  it('send the emails no request waits for to their own reader, and keep them off the ordered one', () => {
    const streamed = record('INSERT', { pk: 'OUTBOX#1', entity: 'outbox', delivery: 'stream' });
    expect({ emails: wantedBy('emails', streamed), ordered: wantedBy('ordered', streamed) }).toEqual({ emails: true, ordered: false });
    // An email a request sends itself is not sent again; what became of any email is mirrored in order.
    expect(wantedBy('emails', record('INSERT', { pk: 'OUTBOX#1', entity: 'outbox', delivery: 'direct' }))).toBe(false);
    expect(wantedBy('emails', record('MODIFY', { pk: 'OUTBOX#1', entity: 'outbox', delivery: 'stream' }))).toBe(false);
    expect(wantedBy('ordered', record('MODIFY', { pk: 'OUTBOX#1', entity: 'outbox', delivery: 'stream' }))).toBe(true);
    for (const eventName of ['INSERT', 'MODIFY', 'REMOVE'] as const) {
      expect(wantedBy('emails', record(eventName, { pk: 'INVITATION#1', entity: 'invitation' })), `invitation ${eventName}`).toBe(false);
    }
  });
});
