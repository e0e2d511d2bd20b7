/** The stream handler against the local engines: counters are exact under replay, failures are reported per record. */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { callApi, createStaffUser, signIn, type TestUser } from '../../../scripts/testing/staff-users';
import { itemsWithPrefix } from '../../../scripts/testing/table';
import { readWholeStream } from '../../../scripts/testing/stream';
import { readInviteCounters } from '../data/invite-stats';
import { handler } from './handle-table-stream';

const stack = inject('stack');
let founder: TestUser;
let leadgen: TestUser;
let leadgenToken: string;

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
    // Act: the whole stream once more. It holds every write of the integration suite (about 16,000
    // records on Nov 25), each invitation change settled for every admin the suite made: a replay takes
    // about 100 s on this 2-core machine, so the timeout below is sized for one replay with room to grow.
    const again = await handler(replay);
    // Assess
    expect(again.batchItemFailures).toEqual([]);
    expect(await readInviteCounters(leadgen.id)).toEqual(before.leadgen);
    expect(await readInviteCounters(founder.id)).toEqual(before.founder);
  }, 360_000);

  it('reports the failing record and everything after it when a write fails, so Lambda retries from there', async () => {
    const replay = await readWholeStream(stack);
    const firstInvitation = replay.Records.findIndex((r) => r.eventName === 'INSERT' && r.dynamodb?.NewImage?.entity?.S === 'invitation');
    mockClient(DynamoDBDocumentClient).on(TransactWriteCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    const result = await handler({ Records: replay.Records.slice(firstInvitation, firstInvitation + 3) });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: replay.Records[firstInvitation]!.dynamodb!.SequenceNumber }]);
  });
});
