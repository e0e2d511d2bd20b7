/**
 * Follow-up views over the real due-date index and stream handler: 'Overdue' and 'Due this
 * week' return exactly the leads each role may see whose next step falls in the range, in due order,
 * across pages; the sidebar's counts agree; a date that is not today anywhere is a readable 400.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { InvitationCard, InvitationListResponse } from '@safe-haven/shared/api-types';
import { addDays, isInFollowUpView, type FollowUpCounts, type FollowUpView } from '@safe-haven/shared/follow-up';
import { compareForSort, sortKeysOf } from '@safe-haven/shared/list-sort';
import { MANAGE_INVITATIONS_MESSAGES } from '@safe-haven/shared/messages';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { seedInvitation, waitUntilListed } from '@safe-haven/testing/invitations';
import type { Invitation } from '../data/invitation';
import { getProfile } from '../data/profile';
import { listInvitations } from './list-invitations-service';

const stack = inject('stack');
const today = new Date().toISOString().slice(0, 10);
const tokens: Record<string, string> = {};
let admin: TestUser;
let founder: TestUser;
let leadgen: TestUser;
let otherFounder: TestUser;
let otherLeadgen: TestUser;
const seeded: Record<string, Invitation[]> = {};

const call = async <T>(user: TestUser, path: string) => {
  const response = await callApi<T>(stack, 'GET', path, { token: tokens[user.id]! });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

/** Every page of a view (the app's sort parameter is ignored: a view is the due order). */
const view = async (user: TestUser, due: FollowUpView): Promise<InvitationCard[]> => {
  const cards: InvitationCard[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ due, today, sort: 'updated', ...(cursor ? { cursor } : {}) });
    const page = await call<InvitationListResponse>(user, `/invitations?${query}`);
    cards.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return cards;
};

const expected = (due: FollowUpView, invitations: Invitation[]) =>
  invitations
    .filter((invitation) => isInFollowUpView(due, invitation.nextStepDueAt, today))
    .sort((a, b) => compareForSort('due', sortKeysOf(a), sortKeysOf(b)))
    .map((invitation) => invitation.id);

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin' });
  founder = await createStaffUser(stack, { role: 'founder', firstName: 'Fola', lastName: 'Due' });
  leadgen = await createStaffUser(stack, { role: 'leadgen', addedById: founder.id, firstName: 'Lee', lastName: 'Due' });
  otherFounder = await createStaffUser(stack, { role: 'founder', firstName: 'Gus', lastName: 'Elsewhere' });
  otherLeadgen = await createStaffUser(stack, { role: 'leadgen', addedById: otherFounder.id, firstName: 'Mia', lastName: 'Elsewhere' });
  for (const user of [admin, founder, leadgen, otherFounder, otherLeadgen]) tokens[user.id] = await signIn(stack, user);
  const seed = (sender: TestUser, dues: (number | undefined)[]) =>
    Promise.all(dues.map((days, i) => seedInvitation(sender, { firstName: `Due${i}`, ...(days === undefined ? {} : { nextStepDueAt: addDays(today, days) }) })));
  // Overdue (-3, -1), due this week (0, 6), just after it (7), none; the founder's own; another team's.
  seeded[leadgen.id] = await seed(leadgen, [-3, -1, 0, 6, 7, undefined]);
  seeded[founder.id] = await seed(founder, [-10, 2, 30]);
  seeded[otherLeadgen.id] = await seed(otherLeadgen, [-2, 1]);
  await waitUntilListed(Object.values(seeded).flat().map((invitation) => invitation.id));
});

describe('Overdue and Due this week', () => {
  it("give a lead generator exactly their own leads in range, in due order", async () => {
    for (const due of ['overdue', 'week'] as const) {
      const ids = (await view(leadgen, due)).map((card) => card.id);
      expect(ids).toEqual(expected(due, seeded[leadgen.id]!));
      expect(ids).toHaveLength(2);
    }
  });

  it("give a founder their own and their team's leads, never another team's", async () => {
    for (const due of ['overdue', 'week'] as const) {
      expect((await view(founder, due)).map((card) => card.id)).toEqual(expected(due, [...seeded[leadgen.id]!, ...seeded[founder.id]!]));
      expect((await view(otherFounder, due)).map((card) => card.id)).toEqual(expected(due, seeded[otherLeadgen.id]!));
    }
  });

  it('give an admin every lead in range, and nothing outside it', async () => {
    const everyone = Object.values(seeded).flat();
    for (const due of ['overdue', 'week'] as const) {
      const cards = await view(admin, due);
      // Other tests' invitations share the stack: this test's leads are all there, in order, and every card is in range.
      const mine = new Set(everyone.map((invitation) => invitation.id));
      expect(cards.map((card) => card.id).filter((id) => mine.has(id))).toEqual(expected(due, everyone));
      expect(cards.every((card) => isInFollowUpView(due, card.nextStepDueAt, today))).toBe(true);
    }
  });

  it('pages through a view with the cursor, one card a page', async () => {
    const viewer = (await getProfile(founder.id))!;
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listInvitations(viewer, { search: undefined, team: false, due: 'overdue', today, ...(cursor ? { cursor } : {}) }, { pageSize: 1 });
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.items.map((card) => card.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected('overdue', [...seeded[leadgen.id]!, ...seeded[founder.id]!]));
  });

  it('keeps the filters within a view (a status is a key of the same order)', async () => {
    const query = new URLSearchParams({ due: 'week', today, status: 'sent', audience: 'member', sort: 'due' });
    const cards = (await call<InvitationListResponse>(leadgen, `/invitations?${query}`)).items;
    expect(cards.map((card) => card.id)).toEqual(expected('week', seeded[leadgen.id]!));
    const none = new URLSearchParams({ due: 'week', today, status: 'maybe', sort: 'due' });
    expect((await call<InvitationListResponse>(leadgen, `/invitations?${none}`)).items).toEqual([]);
  });

  it('refuses a today that is not today anywhere, with a message a person can act on', async () => {
    for (const path of [`/invitations?due=overdue&today=${addDays(today, -3)}`, `/follow-up-counts?today=2026-02-31`]) {
      const response = await callApi<{ message: string }>(stack, 'GET', path, { token: tokens[leadgen.id]! });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(MANAGE_INVITATIONS_MESSAGES.todayNotCurrent);
    }
  });
});

describe("the sidebar's follow-up counts", () => {
  it('count what each view lists, per role', async () => {
    expect(await call<FollowUpCounts>(leadgen, `/follow-up-counts?today=${today}`)).toEqual({ overdue: 2, dueThisWeek: 2 });
    expect(await call<FollowUpCounts>(founder, `/follow-up-counts?today=${today}`)).toEqual({ overdue: 3, dueThisWeek: 3 });
    expect(await call<FollowUpCounts>(otherFounder, `/follow-up-counts?today=${today}`)).toEqual({ overdue: 1, dueThisWeek: 1 });
    const everyone = await call<FollowUpCounts>(admin, `/follow-up-counts?today=${today}`);
    expect(everyone.overdue).toBe(Math.min(100, (await view(admin, 'overdue')).length));
    expect(everyone.dueThisWeek).toBe(Math.min(100, (await view(admin, 'week')).length));
  });

  it("follows a next step moved by the API (the stream rewrites the lead's due key)", async () => {
    const lead = seeded[leadgen.id]!.find((invitation) => invitation.nextStepDueAt === addDays(today, -1))!;
    const response = await callApi(stack, 'PATCH', `/invitations/${lead.id}`, { token: tokens[leadgen.id]!, body: { nextStepDueAt: addDays(today, 3) } });
    expect(response.status).toBe(200);
    await expect.poll(async () => call<FollowUpCounts>(leadgen, `/follow-up-counts?today=${today}`), { timeout: 20_000 }).toEqual({ overdue: 1, dueThisWeek: 3 });
    expect((await view(leadgen, 'week')).map((card) => card.id)).toContain(lead.id);
  });

  it('drops a lead that was declined: it keeps its date, but nothing is due on a closed lead', async () => {
    const lead = seeded[leadgen.id]!.find((invitation) => invitation.nextStepDueAt === addDays(today, -3))!;
    const response = await callApi(stack, 'POST', `/invitations/${lead.id}/status`, { token: tokens[leadgen.id]!, body: { from: 'sent', to: 'no' } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    await expect.poll(async () => call<FollowUpCounts>(leadgen, `/follow-up-counts?today=${today}`), { timeout: 20_000 }).toEqual({ overdue: 0, dueThisWeek: 3 });
    expect((await view(leadgen, 'overdue')).map((card) => card.id)).not.toContain(lead.id);
    const details = await call<{ nextStepDueAt?: string; status: string }>(leadgen, `/invitations/${lead.id}`);
    expect(details).toMatchObject({ status: 'no', nextStepDueAt: addDays(today, -3) });
  });
});
