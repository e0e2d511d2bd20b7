/** My Lead Generators figures, the team directory and badge celebrations through the API. */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { LeadgenStatsResponse, MyBadgesResponse, TeamMember } from '@safe-haven/shared/api-types';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { waitFor } from '@safe-haven/testing/wait';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { dayBucketKey, dayKey } from '../data/invite-stats';
import { getProfile } from '../data/profile';
import { tableName } from '../data/table';
import { leadgenStats } from '../leadgens/leadgen-stats-service';
import { changeInvitationStatus } from '../invitations/change-status-service';

const stack = inject('stack');
let admin: TestUser;
let founder: TestUser;
let busy: TestUser;
let idle: TestUser;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Zed' });
  founder = await createStaffUser(stack, { role: 'founder', firstName: 'Faye' });
  busy = await createStaffUser(stack, { role: 'leadgen', addedById: founder.id, firstName: 'Bea', lastName: 'Busy' });
  idle = await createStaffUser(stack, { role: 'leadgen', addedById: founder.id, firstName: 'Ian', lastName: 'Idle' });
  for (const user of [admin, founder, busy, idle]) tokens[user.id] = await signIn(stack, user);
  const old = new Date(Date.now() - 45 * 24 * 60 * 60 * 1000).toISOString();
  const invitations = await Promise.all([
    seedInvitation(busy, { createdAt: old }),
    seedInvitation(busy),
    seedInvitation(busy),
    seedInvitation(busy),
  ]);
  const actor = (await getProfile(busy.id))!;
  await changeInvitationStatus(actor, invitations[1]!.id, { from: 'sent', to: 'yes' });
  await changeInvitationStatus(actor, invitations[2]!.id, { from: 'sent', to: 'maybe' });
  await changeInvitationStatus(actor, invitations[3]!.id, { from: 'sent', to: 'no' });
});

const stats = async (token: string, query = '') => {
  const response = await callApi<LeadgenStatsResponse>(stack, 'GET', `/leadgen-stats${query}`, { token });
  expect(response.status).toBe(200);
  return response.body;
};

describe('My Lead Generators', () => {
  it("shows a founder their team's figures from the counters, 'Never' for no invite", async () => {
    const body = await waitFor(() => stats(tokens[founder.id]!), (b) => b.rows.find((r) => r.leadgen_id === busy.id)?.responses_no === 1, 'the answer counts');
    expect(body.rows.map((row) => row.leadgen_name)).toEqual(['Bea Busy', 'Ian Idle']);
    expect(body.rows[0]).toMatchObject({ invites_sent_total: 4, invites_sent_30d: 3, responses_yes: 1, responses_maybe: 1, responses_no: 1, last_invite_at: expect.any(String) });
    expect(body.rows[1]).toMatchObject({ invites_sent_total: 0, invites_sent_30d: 0, last_invite_at: null });
    expect(body.summary).toEqual({ total_leadgens: 2, invites_30d: 3, total_yes: 1 });
    expect(body.founders).toBeUndefined();
  });

  it('lets an admin filter by an active founder and lists the founders', async () => {
    const body = await stats(tokens[admin.id]!, `?founderId=${founder.id}`);
    expect(body.rows.map((row) => row.leadgen_id).sort()).toEqual([busy.id, idle.id].sort());
    expect(body.founders).toContainEqual({ id: founder.id, name: 'Faye Tester' });
    const unknown = await callApi(stack, 'GET', `/leadgen-stats?founderId=${busy.id}`, { token: tokens[admin.id] });
    expect(unknown.status).toBe(400);
  });
});

describe("My Lead Generators' 30 days, kept on each person's stats item", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const figures = async (now: Date) => (await leadgenStats((await getProfile(founder.id))!, undefined, now)).rows.find((row) => row.leadgen_id === busy.id)!;

  it('reads the window from the stats items once they have tracked 30 days, without the day buckets', async () => {
    // Prepare: the stream has counted today's three sends (the founder's view says so).
    await waitFor(() => stats(tokens[founder.id]!), (b) => b.rows.find((r) => r.leadgen_id === busy.id)?.invites_sent_30d === 3, 'the sends to be counted');
    // Act: 29 days on, the item has tracked a whole window; today's bucket is gone, as if it had expired.
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: dayBucketKey(busy.id, dayKey(new Date().toISOString())) }));
    const stillInWindow = await figures(new Date(Date.now() + 29 * DAY_MS));
    const pastWindow = await figures(new Date(Date.now() + 30 * DAY_MS));
    // Assess: the item alone answers, and today's sends leave the window on the 31st day.
    expect(stillInWindow.invites_sent_30d).toBe(3);
    expect(pastWindow.invites_sent_30d).toBe(0);
    expect(pastWindow.invites_sent_total).toBe(4);
  });
});

describe('badges and the team', () => {
  it('awards badges once and celebrates each only once', async () => {
    const badges = await waitFor(
      async () => (await callApi<MyBadgesResponse>(stack, 'GET', '/me/badges', { token: tokens[busy.id] })).body,
      (body) => body.badges.some((badge) => badge.id === 'first-yes'),
      'the first-yes badge',
    );
    expect(badges.badges.map((badge) => badge.id).sort()).toEqual(['first-invitation', 'first-yes']);
    expect(badges.uncelebrated).toHaveLength(2);
    const first = await callApi(stack, 'POST', `/me/badges/${badges.uncelebrated[0]!.id}/celebrated`, { token: tokens[busy.id] });
    expect(first.body).toEqual({ ok: true, marked: true });
    const again = await callApi(stack, 'POST', `/me/badges/${badges.uncelebrated[0]!.id}/celebrated`, { token: tokens[busy.id] });
    expect(again.body).toEqual({ ok: true, marked: false });
    const after = (await callApi<MyBadgesResponse>(stack, 'GET', '/me/badges', { token: tokens[busy.id] })).body;
    expect(after.uncelebrated.map((badge) => badge.id)).toEqual([badges.uncelebrated[1]!.id]);
  });

  it('lists active people by role, then first name, with their badges', async () => {
    const response = await callApi<{ members: TeamMember[] }>(stack, 'GET', '/team', { token: tokens[idle.id] });
    expect(response.status).toBe(200);
    const members = response.body.members;
    const order = { admin: 1, founder: 2, leadgen: 3 };
    expect(members.map((member) => order[member.role])).toEqual([...members.map((member) => order[member.role])].sort());
    const leadgens = members.filter((member) => member.role === 'leadgen').map((member) => member.firstName);
    expect(leadgens).toEqual([...leadgens].sort((a, b) => a.localeCompare(b)));
    expect(members.find((member) => member.id === busy.id)!.badges.length).toBeGreaterThan(0);
  });
});
