/**
 * GET /api/funnel through the API: figures from the stream's funnel counters, who sees which
 * (admins everything, founders their own and their team's, lead generators refused), and the reads;
 * a lead who opens documents sent to them counts once in "Opened a document".
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { FunnelResponse } from '@safe-haven/shared/funnel-api-types';
import { FORBIDDEN_ROLE } from '@safe-haven/shared/error-codes';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { waitFor } from '@safe-haven/testing/wait';
import { invitationEntity } from '../data/invitation';
import { recordDocumentViewOnCard } from '../data/invitation-opens';
import { itemAt } from '../data/item-operations';
import { getProfile } from '../data/profile';
import { changeInvitationStatus } from '../invitations/change-status-service';
import { funnelFor, type FunnelReads } from './funnel-service';

const stack = inject('stack');
let admin: TestUser;
let founder: TestUser;
let teamLeadgen: TestUser;
let otherFounder: TestUser;
let otherLeadgen: TestUser;
const tokens: Record<string, string> = {};

const funnel = async (user: TestUser) => {
  const response = await callApi<FunnelResponse>(stack, 'GET', '/funnel', { token: tokens[user.id]! });
  expect(response.status).toBe(200);
  return response.body;
};

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Ada' });
  founder = await createStaffUser(stack, { role: 'founder', firstName: 'Fern' });
  teamLeadgen = await createStaffUser(stack, { role: 'leadgen', addedById: founder.id, firstName: 'Lou' });
  otherFounder = await createStaffUser(stack, { role: 'founder', firstName: 'Gus' });
  otherLeadgen = await createStaffUser(stack, { role: 'leadgen', addedById: otherFounder.id, firstName: 'Max' });
  for (const user of [admin, founder, teamLeadgen, otherFounder, otherLeadgen]) tokens[user.id] = await signIn(stack, user);

  const own = await seedInvitation(founder, { audience: 'member' });
  const team = await Promise.all([seedInvitation(teamLeadgen, { audience: 'member' }), seedInvitation(teamLeadgen, { audience: 'member' }), seedInvitation(teamLeadgen, { audience: 'investor' })]);
  await Promise.all([seedInvitation(otherFounder, { audience: 'member' }), seedInvitation(otherLeadgen, { audience: 'land_owner' })]);

  // One of the team's is opened, answered yes and moved on; the founder's own is answered no.
  await itemAt(invitationEntity.key(team[0]!.id)).update().set({ openedAt: new Date().toISOString() }).go();
  const actor = (await getProfile(founder.id))!;
  await changeInvitationStatus(actor, team[0]!.id, { from: 'sent', to: 'yes' });
  await changeInvitationStatus(actor, team[0]!.id, { from: 'yes', to: 'interested_yes' });
  await changeInvitationStatus(actor, own.id, { from: 'sent', to: 'no' });
  // The team's investor opens the deck twice and then the summary (as a counted view of a personal
  // link writes them on the card): one lead who opened a document.
  const investor = { id: team[2]!.id };
  await recordDocumentViewOnCard(investor, 'investor-deck', { count: 1, lastAt: new Date().toISOString() });
  await recordDocumentViewOnCard({ ...investor, documentViews: {} }, 'investor-deck', { count: 2, lastAt: new Date().toISOString() });
  await recordDocumentViewOnCard({ ...investor, documentViews: {} }, 'investment-summary', { count: 1, lastAt: new Date().toISOString() });
});

describe('Funnel', () => {
  it("shows a founder their own and their team's invitations only, by stage, sender and month", async () => {
    const body = await waitFor(
      () => funnel(founder),
      (b) => b.totals.member?.counts.interested_yes === 1 && b.totals.member.counts.no === 1 && b.totals.investor?.counts.document_opened === 1,
      'the funnel counts', 30_000,
    );
    expect(body.scope).toBe('own_and_team');
    expect(body.totals.member?.counts).toEqual({ sent: 3, opened: 1, yes: 1, no: 1, interested_yes: 1 });
    expect(body.totals.investor?.counts).toEqual({ sent: 1, document_opened: 1 });
    expect(body.totals.land_owner).toBeUndefined();
    // Time in 'sent' and in 'yes': one stay each for the team's, one in 'sent' for the founder's own.
    expect(body.totals.member?.stays.sent?.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(body.totals.member?.stays.yes?.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(body.senders.map((sender) => [sender.senderId, sender.name])).toEqual([[founder.id, 'Fern Tester'], [teamLeadgen.id, 'Lou Tester']]);
    expect(body.senders[1]!.counters.member?.counts).toEqual({ sent: 2, opened: 1, yes: 1, interested_yes: 1 });
    expect(body.months).toEqual([{ month: new Date().toISOString().slice(0, 7), counters: body.totals }]);
  });

  it('shows the other founder nothing of the first team, and an admin every sender', async () => {
    const other = await waitFor(() => funnel(otherFounder), (b) => b.totals.land_owner?.counts.sent === 1, 'the other team counted');
    expect(other.senders.map((sender) => sender.senderId).sort()).toEqual([otherFounder.id, otherLeadgen.id].sort());
    expect(other.totals.member?.counts).toEqual({ sent: 1 });

    const all = await funnel(admin);
    expect(all.scope).toBe('all');
    const senders = new Map(all.senders.map((sender) => [sender.senderId, sender]));
    for (const user of [founder, teamLeadgen, otherFounder, otherLeadgen]) expect(senders.has(user.id)).toBe(true);
    expect(senders.get(teamLeadgen.id)!.counters.member?.counts.interested_yes).toBe(1);
    expect(all.totals.member!.counts.sent!).toBeGreaterThanOrEqual(4);
  });

  it('refuses a lead generator', async () => {
    const response = await callApi(stack, 'GET', '/funnel', { token: tokens[teamLeadgen.id]! });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: FORBIDDEN_ROLE });
    expect(await funnelFor({ id: teamLeadgen.id, role: 'leadgen' })).toBeUndefined();
  });

  it('reads one Query and one BatchGet, whatever the number of invitations', async () => {
    let reads: FunnelReads | undefined;
    await funnelFor({ id: founder.id, role: 'founder' }, (counted) => (reads = counted));
    expect(reads?.requests).toBe(2);
  });
});
