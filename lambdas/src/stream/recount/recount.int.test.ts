/**
 * The recount command's module against the local table while the stack's stream poller runs: a
 * drift injected in each kind of figure is reported by a dry run (which changes nothing), fixed on
 * request, and gone on the next recount; the stream then keeps the fixed figures as before.
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { allItems } from '@safe-haven/testing/table';
import { waitFor } from '@safe-haven/testing/wait';
import { dynamo } from '../../core/aws-clients';
import { linkToken } from '../../core/link-tokens';
import { getInvitation, type Invitation } from '../../data/invitation';
import { dayKey } from '../../data/invite-stats';
import { getProfile } from '../../data/profile';
import { tableName } from '../../data/table';
import { readUnreadCounts } from '../../data/unread';
import { markInvitationsSeen } from '../../invitations/mark-seen-service';
import { submitInviteeResponse } from '../../invitee/submit-response-service';
import { describeDrift } from './find-drifts';
import { recount, type RecountOptions } from './recount';

const stack = inject('stack');
let founder: TestUser;
let leadgen: TestUser;
let sent: Invitation[];
let answered: Invitation;
let scope: RecountOptions['scope'];

const recountMine = (options: RecountOptions = {}) => recount({ scope, segments: 3, ...options });
/** This test's items (its people's and its invitations' partitions), to show a dry run writes nothing. */
const myItems = async () => {
  const partitions = new Set([
    ...[founder, leadgen].flatMap((user) => [`STATS#${user.id}`, `UNREAD#${user.id}`, `PROFILE#${user.id}`]),
    ...sent.map((invitation) => `INVITATION#${invitation.id}`),
  ]);
  return (await allItems(stack)).filter((item) => partitions.has(String(item.pk))).sort((a, b) => `${a.pk}${a.sk}`.localeCompare(`${b.pk}${b.sk}`));
};

describe('recount', () => {
  beforeAll(async () => {
    founder = await createStaffUser(stack, { role: 'founder' });
    leadgen = await createStaffUser(stack, { role: 'leadgen', addedById: founder.id });
    sent = [await seedInvitation(leadgen), await seedInvitation(leadgen), await seedInvitation(leadgen)];
    await submitInviteeResponse(await linkToken('invitation', sent[0]!.id), { form: 'member', answer: 'interested', name: 'Robin Seed', email: sent[0]!.recipientEmail, address: undefined, notes: undefined });
    answered = (await getInvitation(sent[0]!.id))!;
    scope = { profileIds: new Set([founder.id, leadgen.id]), invitationIds: new Set(sent.map((invitation) => invitation.id)) };
    // The stream poller counts them: the leadgen's figures, badges, and the yes unread to both.
    await waitFor(() => recountMine(), (report) => report.drifts.length === 0, 'the stream to count the invitations', 30_000);
    expect(await readUnreadCounts(founder.id, { consistent: true })).toMatchObject({ manageInvitations: 1, myLeadgens: 1 });
  }, 90_000);

  it('reports each injected drift without writing, fixes them on request, then finds none', async () => {
    const today = dayKey(sent[0]!.createdAt);
    const send = (command: UpdateCommand | DeleteCommand) => dynamo().send(command as never);
    await send(new UpdateCommand({ TableName: tableName(), Key: { pk: `STATS#${leadgen.id}`, sk: 'INVITE_STATS' }, UpdateExpression: 'ADD ownSent :by', ExpressionAttributeValues: { ':by': -1 } }));
    await send(new UpdateCommand({ TableName: tableName(), Key: { pk: `UNREAD#${leadgen.id}`, sk: 'COUNTS' }, UpdateExpression: 'ADD manageInvitations :by', ExpressionAttributeValues: { ':by': 2 } }));
    await send(new DeleteCommand({ TableName: tableName(), Key: { pk: `STATS#${leadgen.id}`, sk: `DAY#${today}` } }));
    await send(new DeleteCommand({ TableName: tableName(), Key: { pk: `INVITATION#${answered.id}`, sk: `UNREAD#${founder.id}` } }));
    await send(new DeleteCommand({ TableName: tableName(), Key: { pk: `PROFILE#${leadgen.id}`, sk: 'BADGE#first-yes' } }));
    const expected = [
      `STATS#${leadgen.id} INVITE_STATS ownSent: table 2, recount 3`,
      `STATS#${leadgen.id} DAY#${today} sent: table (none), recount 3`,
      `UNREAD#${leadgen.id} COUNTS manageInvitations: table 3, recount 1`,
      `INVITATION#${answered.id} UNREAD#${founder.id}: table (no state), recount unread [manageInvitations, myLeadgens]`,
      `PROFILE#${leadgen.id} BADGE#first-yes: missing (criteria met with 1)`,
    ].sort();

    const before = await myItems();
    const dryRun = await recountMine();
    expect(dryRun.drifts.map(describeDrift).sort()).toEqual(expected);
    expect(dryRun.fixed).toEqual([]);
    expect(await myItems()).toEqual(before);

    const fixing = await recountMine({ fix: true, settleMs: 200 });
    expect({ fixed: fixing.fixed.map(describeDrift).sort(), moving: fixing.moving.map(describeDrift) }).toEqual({ fixed: expected, moving: [] });
    expect((await recountMine()).drifts.map(describeDrift)).toEqual([]);
    expect(await readUnreadCounts(leadgen.id, { consistent: true })).toMatchObject({ manageInvitations: 1, myLeadgens: 0 });

    // The recreated state is the stream's again: the founder reads the answer, and their counts fall to 0.
    await markInvitationsSeen((await getProfile(founder.id))!, { items: [{ id: answered.id, statusUpdatedAt: answered.statusUpdatedAt! }] });
    await waitFor(() => readUnreadCounts(founder.id, { consistent: true }), (counts) => counts.manageInvitations === 0 && counts.myLeadgens === 0, 'the founder\'s unread counts to fall', 30_000);
    expect((await recountMine()).drifts.map(describeDrift)).toEqual([]);
  }, 90_000);

  it('leaves a figure the stream moves between its two passes to the next recount', async () => {
    const bump = () => dynamo().send(new UpdateCommand({ TableName: tableName(), Key: { pk: `STATS#${leadgen.id}`, sk: 'INVITE_STATS' }, UpdateExpression: 'ADD noCount :by', ExpressionAttributeValues: { ':by': 1 } }));
    await bump();
    // Between the recount's two passes the same counter moves again (as a stream write would).
    const report = await recountMine({ fix: true, betweenPasses: async () => void (await bump()) });
    expect({ fixed: report.fixed.map(describeDrift), moving: report.moving.map(describeDrift).sort() }).toEqual({
      fixed: [],
      moving: [`STATS#${leadgen.id} INVITE_STATS noCount: table 1, recount 0`, `STATS#${leadgen.id} INVITE_STATS noCount: table 2, recount 0`],
    });
    expect((await recountMine({ fix: true, settleMs: 100 })).fixed.map(describeDrift)).toEqual([`STATS#${leadgen.id} INVITE_STATS noCount: table 2, recount 0`]);
    expect((await recountMine()).drifts).toEqual([]);
  }, 60_000);
});
