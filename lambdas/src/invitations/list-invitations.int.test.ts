/**
 * Manage Invitations over the real indexes: pages of 10 without gaps or repeats, every filter, search
 * by what people type, scopes per role, merged partitions, the cursor's guard and the read budget.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { InvitationCard, InvitationListResponse } from '@safe-haven/shared/api-types';
import type { Audience } from '@safe-haven/shared/audiences';
import type { InvitationStatus } from '@safe-haven/shared/invitation-status';
import { MANAGE_INVITATIONS_MESSAGES } from '@safe-haven/shared/messages';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { seedInvitation } from '@safe-haven/testing/invitations';
import type { Invitation } from '../data/invitation';
import { getProfile } from '../data/profile';
import { listInvitations } from './list-invitations-service';

const stack = inject('stack');
let founder: TestUser;
let leadgen: TestUser;
let admin: TestUser;
const tokens: Record<string, string> = {};
let leadgenInvitations: Invitation[] = [];
let founderInvitations: Invitation[] = [];

const PEOPLE = [
  ['José', 'Álvarez'], ['Josephine', 'Baker'], ['Mary Ann', 'Evans'], ['Liam', 'Ortiz'], ['Noah', 'Smith'],
  ['Olivia', 'Jones'], ['Emma', 'Brown'], ['Ava', 'Davis'], ['Mia', 'Miller'], ['Lucas', 'Wilson'],
] as const;
const AUDIENCE_CYCLE: Audience[] = ['member', 'member', 'land_owner', 'investor', 'member'];
const STATUS_CYCLE: InvitationStatus[] = ['sent', 'yes', 'maybe', 'no', 'sent'];
const base = Date.parse('2026-06-01T12:00:00.000Z');

const list = async (token: string, query: string) => {
  const response = await callApi<InvitationListResponse>(stack, 'GET', `/invitations${query ? `?${query}` : ''}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

/** Every page of a listing, following the cursor. */
const listAll = async (token: string, query: string) => {
  const pages: InvitationCard[][] = [];
  let cursor: string | undefined;
  do {
    const page = await list(token, [query, cursor ? `cursor=${encodeURIComponent(cursor)}` : ''].filter(Boolean).join('&'));
    pages.push(page.items);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
};

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin' });
  founder = await createStaffUser(stack, { role: 'founder', firstName: 'Fran', lastName: 'Founder' });
  leadgen = await createStaffUser(stack, { role: 'leadgen', addedById: founder.id, firstName: 'Lee', lastName: 'Gen' });
  for (const user of [admin, founder, leadgen]) tokens[user.id] = await signIn(stack, user);
  // 25 for the lead generator, one a minute; 3 for the founder, interleaved in time.
  leadgenInvitations = await Promise.all(
    Array.from({ length: 25 }, (_, i) =>
      seedInvitation(leadgen, {
        firstName: PEOPLE[i % 10]![0], lastName: PEOPLE[i % 10]![1], email: `person${i}@Example.com`,
        audience: AUDIENCE_CYCLE[i % 5], status: STATUS_CYCLE[i % 5], createdAt: new Date(base + i * 60_000).toISOString(),
      }),
    ),
  );
  founderInvitations = await Promise.all(
    [3, 12, 30].map((minute, i) =>
      seedInvitation(founder, { firstName: 'Frida', lastName: `Own${i}`, createdAt: new Date(base + minute * 60_000 + 30_000).toISOString() }),
    ),
  );
});

const newestFirst = (invitations: Invitation[]) => [...invitations].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((i) => i.id);

describe('paging', () => {
  it('pages 25 invitations as 10, 10 and 5, newest first, without gaps or repeats', async () => {
    const pages = await listAll(tokens[leadgen.id]!, '');
    expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
    expect(pages.flat().map((card) => card.id)).toEqual(newestFirst(leadgenInvitations));
  });

  it("merges a founder's own invitations with their team's, in one order", async () => {
    const pages = await listAll(tokens[founder.id]!, '');
    expect(pages.flat().map((card) => card.id)).toEqual(newestFirst([...leadgenInvitations, ...founderInvitations]));
    const teamCard = pages.flat().find((card) => card.senderId === leadgen.id)!;
    expect(teamCard.senderName).toBe('Lee Gen');
    expect(pages.flat().find((card) => card.senderId === founder.id)!.senderName).toBeUndefined();
  });

  it("limits a founder to their lead generators' invitations with 'Filter My LeadGens'", async () => {
    const pages = await listAll(tokens[founder.id]!, 'team=true');
    expect(pages.flat().map((card) => card.id)).toEqual(newestFirst(leadgenInvitations));
  });

  it('refuses a tampered cursor, or one made for other filters, with 400', async () => {
    const first = await list(tokens[leadgen.id]!, '');
    const tampered = await callApi(stack, 'GET', `/invitations?cursor=${encodeURIComponent(`${first.nextCursor!.slice(0, -4)}AAAA`)}`, { token: tokens[leadgen.id] });
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toBe(MANAGE_INVITATIONS_MESSAGES.invalidCursor);
    const otherFilters = await callApi(stack, 'GET', `/invitations?status=sent&cursor=${encodeURIComponent(first.nextCursor!)}`, { token: tokens[leadgen.id] });
    expect(otherFilters.status).toBe(400);
  });

  it('stops at the read budget with a cursor, and the next pages carry on without loss', async () => {
    const viewer = (await getProfile(leadgen.id))!;
    // A search that matches every invitation, narrowed by a status no key covers here.
    const query = { search: 'person', status: 'maybe' as const, team: false };
    const seen: string[] = [];
    let cursor: string | undefined;
    let partialPages = 0;
    for (let i = 0; i < 30; i++) {
      const page = await listInvitations(viewer, { ...query, ...(cursor ? { cursor } : {}) }, { readBudgetUnits: 1 });
      seen.push(...page.items.map((card) => card.id));
      if (page.items.length < 10 && page.nextCursor) partialPages++;
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    expect(partialPages).toBeGreaterThan(0);
    expect(seen.sort()).toEqual(leadgenInvitations.filter((i) => i.status === 'maybe').map((i) => i.id).sort());
  });
});

describe('filters', () => {
  const ids = (pages: InvitationCard[][]) => pages.flat().map((card) => card.id);
  const expected = (keep: (invitation: Invitation) => boolean) => newestFirst(leadgenInvitations.filter(keep));

  it.each([
    ['audience=land_owner', (i: Invitation) => i.audience === 'land_owner'],
    ['pipeline=investor', (i: Invitation) => i.pipeline === 'investor'],
    ['status=sent', (i: Invitation) => i.status === 'sent'],
    ['status=sent&audience=member', (i: Invitation) => i.status === 'sent' && i.audience === 'member'],
    ['status=yes&pipeline=member', (i: Invitation) => i.status === 'yes' && i.pipeline === 'member'],
    [`sender=${'LEADGEN'}&audience=member`, (i: Invitation) => i.audience === 'member'],
  ])('%s', async (query, keep) => {
    expect(ids(await listAll(tokens[leadgen.id]!, query.replace('LEADGEN', leadgen.id)))).toEqual(expected(keep));
  });

  it('answers an audience and a pipeline that exclude each other with an empty list', async () => {
    expect(await list(tokens[leadgen.id]!, 'audience=member&pipeline=investor')).toEqual({ items: [] });
  });

  it.each([
    ['jos', 6],
    ['JOSÉ A', 3],
    ['álv', 3],
    ['mary ann e', 3],
    ['ortiz', 3],
    ['person1@', 1],
    ['PERSON2', 6],
  ])('search "%s" matches first name, last name, full name or email prefixes, each invitation once', async (term, count) => {
    const cards = (await listAll(tokens[leadgen.id]!, `search=${encodeURIComponent(term)}`)).flat();
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
    const query = term.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
    const matches = leadgenInvitations.filter((i) =>
      [`${i.recipientFirstName} ${i.recipientLastName}`, i.recipientLastName, i.recipientEmail].some((text) =>
        text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').startsWith(query),
      ),
    );
    expect(cards.map((card) => card.id).sort()).toEqual(matches.map((i) => i.id).sort());
    expect(cards).toHaveLength(count);
  });

  it('combines search with audience and status', async () => {
    const cards = (await listAll(tokens[leadgen.id]!, 'search=person&audience=member&status=sent')).flat();
    expect(cards.map((card) => card.id).sort()).toEqual(leadgenInvitations.filter((i) => i.audience === 'member' && i.status === 'sent').map((i) => i.id).sort());
  });

  it('lets an admin filter by a comma list of senders', async () => {
    const cards = (await listAll(tokens[admin.id]!, `sender=${leadgen.id},${founder.id}&status=sent`)).flat();
    expect(cards.map((card) => card.id)).toEqual(newestFirst([...leadgenInvitations, ...founderInvitations].filter((i) => i.status === 'sent')));
    expect(cards.every((card) => card.senderName)).toBe(true);
  });

  it("shows an admin every invitation, newest first, with the sender's name", async () => {
    // Other files share the stack and may have invited a 'Person1' too: this file's cards are checked.
    const mine = new Set(leadgenInvitations.map((invitation) => invitation.id));
    const found = (await listAll(tokens[admin.id]!, 'search=person1')).flat().filter((card) => mine.has(card.id));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((card) => card.senderName === 'Lee Gen')).toBe(true);
    const all = await list(tokens[admin.id]!, '');
    const dates = all.items.map((card) => card.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses an unknown status or audience with a readable 400', async () => {
    const response = await callApi(stack, 'GET', '/invitations?status=bogus', { token: tokens[leadgen.id] });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('status is not a known invitation status');
  });
});
