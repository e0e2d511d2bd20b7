/** The stream handler against the local engines: counters are exact under replay, failures are reported per record. */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { itemsWithPrefix } from '@safe-haven/testing/table';
import { readWholeStream, tailStream, type StreamTail } from '@safe-haven/testing/stream';
import { readInviteCounters } from '../data/invite-stats';
import { handler } from './handle-table-stream';
import { listParkedRecords, PARK_AFTER_ATTEMPTS, PARK_AFTER_MS } from './parked-records';
import { replayParkedRecords } from './replay-parked';
import { wantedByStreamHandler } from './stream-filters';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { interceptDynamo } from '@safe-haven/testing/intercept-dynamo';

const stack = inject('stack');
let founder: TestUser;
let leadgen: TestUser;
let leadgenToken: string;
/** The stream from before this file's first write: finding a record does not reread the suite's. */
let stream: StreamTail;

const sendAs = (token: string) =>
  callApi(stack, 'POST', '/invitations', {
    token,
    body: { firstName: 'Sam', lastName: 'Ortiz', email: `stream-${randomUUID().slice(0, 8)}@invitee.test`, personalMessage: 'Hi', audience: 'member', idempotencyKey: randomUUID() },
  });

/** The poller runs in the stack's process: wait until it has counted this invitation. */
const waitUntilCounted = async (invitationId: string) => {
  for (let i = 0; i < 100; i++) {
    if ((await itemsWithPrefix(stack, `INVITATION#${invitationId}`, 'COUNTED#')).length > 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`invitation ${invitationId} was never counted`);
};

beforeAll(async () => {
  stream = await tailStream(stack);
  founder = await createStaffUser(stack, { role: 'founder' });
  leadgen = await createStaffUser(stack, { role: 'leadgen', addedById: founder.id });
  leadgenToken = await signIn(stack, leadgen);
});

afterEach(() => {
  mockClient(DynamoDBDocumentClient).restore();
});

describe('invite counters', () => {
  it('counts own_sent for the sender, my_leadgens_sent for the founder who added them, and total_sent', async () => {
    const before = { leadgen: await readInviteCounters(leadgen.id), founder: await readInviteCounters(founder.id) };
    const sent = await sendAs(leadgenToken);
    await waitUntilCounted(sent.body.invitationId as string);
    const after = { leadgen: await readInviteCounters(leadgen.id), founder: await readInviteCounters(founder.id) };
    expect(after.leadgen.ownSent).toBe(before.leadgen.ownSent + 1);
    expect(after.founder.myLeadgensSent).toBe(before.founder.myLeadgensSent + 1);
    expect(after.founder.ownSent).toBe(before.founder.ownSent);
    expect(after.leadgen.totalSent).toBeGreaterThanOrEqual(before.leadgen.totalSent + 1);
  });

  it('leaves every counter unchanged when the whole stream is delivered again', async () => {
    // Prepare: everything written so far has been counted once.
    const sent = await sendAs(leadgenToken);
    await waitUntilCounted(sent.body.invitationId as string);
    const before = { leadgen: await readInviteCounters(leadgen.id), founder: await readInviteCounters(founder.id) };
    const replay = await readWholeStream(stack);
    expect(replay.Records.filter((r) => r.eventName === 'INSERT').length).toBeGreaterThan(2);
    // Act: the whole stream once more, as the event source mapping's filters pass it. It holds every
    // write of the integration suite (about 16,000 records on Nov 25, most of them the handler's own
    // counter and unread writes, which the filters drop), each invitation change settled for every admin
    // the suite made: the timeout is sized for one replay on this 2-core machine with room to grow.
    const again = await handler({ Records: replay.Records.filter(wantedByStreamHandler) });
    // Assess
    expect(again.batchItemFailures).toEqual([]);
    expect(await readInviteCounters(leadgen.id)).toEqual(before.leadgen);
    expect(await readInviteCounters(founder.id)).toEqual(before.founder);
  }, 360_000);

  it('reports the failing record and everything after it when a write fails, so Lambda retries from there', async () => {
    const sent = await sendAs(leadgenToken);
    await waitUntilCounted(sent.body.invitationId as string);
    const records = await stream.records();
    const firstInvitation = records.findIndex((r) => r.eventName === 'INSERT' && r.dynamodb?.NewImage?.entity?.S === 'invitation');
    mockClient(DynamoDBDocumentClient).on(TransactWriteCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    const result = await handler({ Records: records.slice(firstInvitation, firstInvitation + 3) });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: records[firstInvitation]!.dynamodb!.SequenceNumber }]);
  });
});

describe('a record that keeps failing', () => {
  /** An invitation's INSERT record, as the stream delivers it, for an invitation of its own. */
  const insertRecord = async () => {
    const sent = await sendAs(leadgenToken);
    const invitationId = sent.body.invitationId as string;
    await waitUntilCounted(invitationId);
    const record = (await stream.records()).find((r) => r.eventName === 'INSERT' && r.dynamodb?.NewImage?.id?.S === invitationId && r.dynamodb?.NewImage?.entity?.S === 'invitation');
    return { record: { ...record!, eventID: randomUUID() }, invitationId };
  };
  /** As if the record had already failed `attempts` times since `sinceMs` ago. */
  const failedBefore = async (eventId: string, attempts: number, sinceMs: number) => {
    await dynamo().send(new PutCommand({
      TableName: process.env.TABLE_NAME,
      Item: { pk: `STREAM#FAILURE#${eventId}`, sk: 'FAILURE', attempts, firstFailedAt: new Date(Date.now() - sinceMs).toISOString() },
    }));
  };
  it('holds its shard while it has failed for less than an hour', async () => {
    const { record } = await insertRecord();
    await failedBefore(record.eventID, PARK_AFTER_ATTEMPTS + 5, PARK_AFTER_MS / 2);
    const mock = interceptDynamo((name) => (name === 'TransactWriteCommand' ? Promise.reject(new Error('boom')) : 'pass'));
    const result = await handler({ Records: [record] });
    mock.restore();
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: record.dynamodb!.SequenceNumber }]);
    expect((await listParkedRecords()).some((parked) => parked.record.eventID === record.eventID)).toBe(false);
  });

  it('is parked whole after failing for an hour, lets its shard move on, and is replayed once the cause is fixed', async () => {
    const { record } = await insertRecord();
    const next = (await insertRecord()).record;
    await failedBefore(record.eventID, PARK_AFTER_ATTEMPTS - 1, PARK_AFTER_MS + 60_000);
    // Only the first record's processing fails: a write that no retry will ever get through.
    const mock = interceptDynamo((name, input) =>
      name === 'TransactWriteCommand' && JSON.stringify(input).includes(String(record.dynamodb!.NewImage!.id!.S)) ? Promise.reject(new Error('a bug')) : 'pass');
    const result = await handler({ Records: [record, next] });
    mock.restore();
    // Assess: the shard moved on, the record is parked with both its keys and its image.
    expect(result.batchItemFailures).toEqual([]);
    const parked = (await listParkedRecords()).find((entry) => entry.record.eventID === record.eventID);
    expect(parked).toMatchObject({ attempts: PARK_AFTER_ATTEMPTS, lastError: 'a bug' });
    expect(parked!.record.dynamodb!.NewImage).toEqual(record.dynamodb!.NewImage);

    // A replay while the cause is still there keeps it, and does not park it again.
    const stillBroken = interceptDynamo((name, input) =>
      name === 'TransactWriteCommand' && JSON.stringify(input).includes(String(record.dynamodb!.NewImage!.id!.S)) ? Promise.reject(new Error('a bug')) : 'pass');
    const failedReplay = await replayParkedRecords({ apply: true, invoke: handler });
    stillBroken.restore();
    expect(failedReplay.stillFailing).toBeGreaterThanOrEqual(1);
    expect((await listParkedRecords()).some((entry) => entry.record.eventID === record.eventID)).toBe(true);

    // A dry run lists and changes nothing; --apply replays and deletes it.
    const lines: string[] = [];
    const dry = await replayParkedRecords({ apply: false, invoke: handler, print: (line) => lines.push(line) });
    expect(dry.replayed).toBe(0);
    expect(lines.some((line) => line.startsWith('would replay INSERT'))).toBe(true);
    const replayed = await replayParkedRecords({ apply: true, invoke: handler });
    expect(replayed.replayed).toBeGreaterThanOrEqual(1);
    expect((await listParkedRecords()).some((entry) => entry.record.eventID === record.eventID)).toBe(false);
  });
});

