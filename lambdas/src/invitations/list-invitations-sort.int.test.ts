/**
 * Manage Invitations' orders over the real indexes and the real stream handler: last update (newest
 * first), next step due (overdue first, none last) and name (A–Z), each across pages, with filters,
 * search and merged scopes; a change moves a lead; a bad sort is a readable 400; scopes still hold.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { InvitationCard, InvitationListResponse } from '@safe-haven/shared/api-types';
import type { Audience } from '@safe-haven/shared/audiences';
import { ALLOWED_TRANSITIONS, type InvitationStatus } from '@safe-haven/shared/invitation-status';
import { compareForSort, sortKeysOf, type ListSort } from '@safe-haven/shared/list-sort';
import { MANAGE_INVITATIONS_MESSAGES } from '@safe-haven/shared/messages';
import { searchKey, searchTermsOf } from '@safe-haven/shared/search-terms';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { streamSettled } from '@safe-haven/testing/stream';
import { waitFor } from '@safe-haven/testing/wait';
import type { Invitation } from '../data/invitation';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { getListOrderEntry, listOrderKey } from '../data/list-order';
import { backfillListOrder } from '../data/list-order-backfill';
import { getProfile } from '../data/profile';
import { tableName } from '../data/table';
import { listInvitations, SORTED_PAGE_READ_UNITS } from './list-invitations-service';
import type { InvitationListQuery } from '@safe-haven/shared/validation/manage-invitations';

const stack = inject('stack');
let admin: TestUser;
let founder: TestUser;
let leadgen: TestUser;
let stranger: TestUser;
const tokens: Record<string, string> = {};
let mine: Invitation[] = [];
let founderOwn: Invitation[] = [];
let strangers: Invitation[] = [];

const NAMES = [
  ['Zoé', 'Adams'], ['amir', 'Baker'], ['Émile', 'Zola'], ['Bea', 'Young'], ['Carl', 'Xu'], ['dana', 'White'], ['Eli', 'Vance'],
  ['Fay', 'Underwood'], ['Gus', 'Tate'], ['Hal', 'Stone'], ['Ivy', 'Reed'], ['Jon', 'Quinn'], ['Kai', 'Park'], ['Lia', 'Owens'],
] as const;
const AUDIENCES: Audience[] = ['member', 'land_owner', 'investor'];
const STATUSES: InvitationStatus[] = ['sent', 'yes', 'maybe', 'pitch_sent'];
// Overdue, due later, and none (undefined) mixed, two sharing a date.
const DUE = ['2026-01-10', undefined, '2030-05-01', '2026-01-10', undefined, '2029-12-31', '2027-03-03', undefined, '2026-06-15', '2031-01-01', undefined, '2028-08-08', undefined, '2025-02-02'];
const base = Date.parse('2026-07-01T09:00:00.000Z');

const list = async (token: string, query: string) => {
  const response = await callApi<InvitationListResponse>(stack, 'GET', `/invitations?${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

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

const ordered = (sort: ListSort, invitations: Invitation[]) =>
  [...invitations].sort((a, b) => compareForSort(sort, sortKeysOf(a), sortKeysOf(b))).map((invitation) => invitation.id);

const matchesSearch = (typed: string) => (i: Invitation) =>
  searchTermsOf({ firstName: i.recipientFirstName, lastName: i.recipientLastName, email: i.recipientEmail }).some(({ term }) => term.startsWith(searchKey(typed)));

const ids = (pages: InvitationCard[][]) => pages.flat().map((card) => card.id);

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin' });
  founder = await createStaffUser(stack, { role: 'founder', firstName: 'Sol', lastName: 'Founder' });
  leadgen = await createStaffUser(stack, { role: 'leadgen', addedById: founder.id, firstName: 'Ray', lastName: 'Gen' });
  stranger = await createStaffUser(stack, { role: 'leadgen', firstName: 'Other', lastName: 'Gen' });
  for (const user of [admin, founder, leadgen, stranger]) tokens[user.id] = await signIn(stack, user);
  mine = await Promise.all(
    NAMES.map(([firstName, lastName], i) =>
      seedInvitation(leadgen, {
        firstName, lastName, email: `sorted${i}@example.com`, audience: AUDIENCES[i % 3], status: STATUSES[i % 4],
        // Sent in an order unlike both the names and the dates.
        createdAt: new Date(base + ((i * 5) % 14) * 60_000).toISOString(), ...(DUE[i] ? { nextStepDueAt: DUE[i] } : {}),
      }),
    ),
  );
  founderOwn = await Promise.all(
    [['Mo', 'Nash', '2026-03-03'], ['Ada', 'Moss', undefined]].map(([firstName, lastName, due], i) =>
      seedInvitation(founder, { firstName, lastName, createdAt: new Date(base + (i * 7 + 3) * 60_000 + 30_000).toISOString(), ...(due ? { nextStepDueAt: due } : {}) }),
    ),
  );
  strangers = await Promise.all([seedInvitation(stranger, { firstName: 'Aaron', lastName: 'Aardvark', nextStepDueAt: '2020-01-01' })]);
  // The stream handler writes the list-order entries a moment after each invitation.
  await waitFor(async () => ids(await listAll(tokens[admin.id]!, 'sort=name')), (found) => [...mine, ...founderOwn, ...strangers].every((i) => found.includes(i.id)), 'list-order entries');
});

describe('searches in a sorted list', () => {
  it('sorts a narrow search (found by the search index) across pages, within a small read', async () => {
    const viewer = (await getProfile(leadgen.id))!;
    for (const sort of ['updated', 'due', 'name'] as const) {
      const first = await listInvitations(viewer, { search: 'sorted', sort, team: false });
      expect(first.items).toHaveLength(10);
      // One Query of the per-term entries (with their sort keys), one BatchGet of 10 invitations.
      expect(first.stats).toMatchObject({ queries: 1, batchGets: 1 });
      expect(first.stats.readUnits).toBeLessThanOrEqual(10);
      const second = await listInvitations(viewer, { search: 'sorted', sort, team: false, cursor: first.nextCursor });
      expect(second.nextCursor).toBeUndefined();
      expect([...first.items, ...second.items].map((card) => card.id)).toEqual(ordered(sort, mine));
    }
  });

  it('reads the sorted index with the terms tested when a search is broad, in the same order', async () => {
    const viewer = (await getProfile(leadgen.id))!;
    for (const sort of ['updated', 'due', 'name'] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < 5; i++) {
        const page = await listInvitations(viewer, { search: 'sorted', sort, team: false, ...(cursor ? { cursor } : {}) }, { narrowSearchLimit: 5 });
        seen.push(...page.items.map((card) => card.id));
        cursor = page.nextCursor;
        if (!cursor) break;
      }
      expect(seen).toEqual(ordered(sort, mine));
    }
  });

  it('refuses a narrow search cursor used for another search', async () => {
    const first = await list(tokens[leadgen.id]!, 'sort=name&search=sorted');
    const response = await callApi(stack, 'GET', `/invitations?sort=name&search=sorte&cursor=${encodeURIComponent(first.nextCursor!)}`, { token: tokens[leadgen.id] });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MANAGE_INVITATIONS_MESSAGES.invalidCursor);
  });
});

describe('orders', () => {
  it.each(['updated', 'due', 'name'] as const)('sort=%s pages 14 leads as 10 and 4 in that order, without gaps or repeats', async (sort) => {
    const pages = await listAll(tokens[leadgen.id]!, `sort=${sort}`);
    expect(pages.map((page) => page.length)).toEqual([10, 4]);
    expect(ids(pages)).toEqual(ordered(sort, mine));
  });

  it('puts overdue leads first, then the soonest, and leads without a next step last', async () => {
    const cards = (await listAll(tokens[leadgen.id]!, 'sort=due')).flat();
    const dates = cards.map((card) => card.nextStepDueAt ?? 'none');
    expect(dates.slice(0, 4)).toEqual(['2025-02-02', '2026-01-10', '2026-01-10', '2026-06-15']);
    expect(dates.slice(-5)).toEqual(['none', 'none', 'none', 'none', 'none']);
  });

  it('sorts names by letters, ignoring case and accents', async () => {
    const names = (await listAll(tokens[leadgen.id]!, 'sort=name')).flat().map((card) => card.recipientName);
    expect(names.slice(0, 4)).toEqual(['amir Baker', 'Bea Young', 'Carl Xu', 'dana White']);
    expect(names.indexOf('Émile Zola')).toBe(names.indexOf('Eli Vance') + 1);
    expect(names.at(-1)).toBe('Zoé Adams');
  });

  it("merges a founder's own leads with their team's in each order", async () => {
    for (const sort of ['updated', 'due', 'name'] as const) {
      expect(ids(await listAll(tokens[founder.id]!, `sort=${sort}`))).toEqual(ordered(sort, [...mine, ...founderOwn]));
      expect(ids(await listAll(tokens[founder.id]!, `sort=${sort}&team=true`))).toEqual(ordered(sort, mine));
    }
  });

  it('keeps the order with every filter and with search', async () => {
    const cases: [string, (i: Invitation) => boolean][] = [
      ['status=maybe', (i) => i.status === 'maybe'],
      ['audience=investor', (i) => i.audience === 'investor'],
      ['pipeline=landowner', (i) => i.audience === 'land_owner'],
      ['status=sent&audience=member', (i) => i.status === 'sent' && i.audience === 'member'],
      ['search=sorted1', (i) => i.recipientEmail.startsWith('sorted1')],
      ['search=sorted', () => true],
      ['search=%C3%89', matchesSearch('É')],
      ['search=sorted&status=yes', (i) => i.status === 'yes'],
    ];
    for (const sort of ['updated', 'due', 'name'] as const) {
      for (const [query, keep] of cases) {
        expect(ids(await listAll(tokens[leadgen.id]!, `sort=${sort}&${query}`)), `${sort} ${query}`).toEqual(ordered(sort, mine.filter(keep)));
      }
    }
    expect(await list(tokens[leadgen.id]!, 'sort=name&audience=member&pipeline=investor')).toEqual({ items: [] });
  });

  it('moves a lead to the top of Last update when its status changes', async () => {
    const oldest = mine.find((i) => ordered('updated', mine).at(-1) === i.id)!;
    const to = ALLOWED_TRANSITIONS[oldest.status][0]!;
    const changed = await callApi(stack, 'POST', `/invitations/${oldest.id}/status`, { token: tokens[leadgen.id], body: { from: oldest.status, to } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const first = await waitFor(async () => (await list(tokens[leadgen.id]!, 'sort=updated')).items[0]?.id, (id) => id === oldest.id, 'the changed lead on top');
    expect(first).toBe(oldest.id);
    // The status filter follows the change too, once the stream has written all of the change's
    // entries (the one Last update reads may be written before the others).
    await streamSettled(stack);
    expect(ids(await listAll(tokens[leadgen.id]!, `sort=due&status=${to}`))).toEqual(ordered('due', [...mine.filter((i) => i.id !== oldest.id && i.status === to), oldest]));
  });
});

describe('backfill', () => {
  it('lists an invitation that has no entries yet, and leaves the stream\'s entries as they are', async () => {
    const lead = mine[3]!;
    const before = await getListOrderEntry(mine[4]!.id);
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: listOrderKey(lead.id, 'ALL') }));
    expect(await getListOrderEntry(lead.id)).toBeUndefined();
    const result = await backfillListOrder();
    expect(result.written).toBeGreaterThanOrEqual(1);
    expect(await getListOrderEntry(lead.id)).toMatchObject({ invitationId: lead.id, nameKey: 'bea young' });
    expect(await getListOrderEntry(mine[4]!.id)).toEqual(before);
  });
});

describe('read units', () => {
  it('holds every combination the app offers to SORTED_PAGE_READ_UNITS a page, the worst (a broad search with audience and status) included', async () => {
    const viewer = (await getProfile(admin.id))!;
    const combinations: [Partial<InvitationListQuery>, { narrowSearchLimit?: number }][] = [
      [{}, {}], [{ audience: 'investor' }, {}], [{ pipeline: 'landowner' }, {}], [{ status: 'pitch_sent' }, {}],
      [{ audience: 'investor', status: 'maybe' }, {}], [{ search: 'sorted' }, {}], [{ search: 'sorted', status: 'yes' }, {}],
      [{ search: 'sorted', audience: 'land_owner' }, {}], [{ search: 'sorted', audience: 'land_owner', status: 'maybe' }, {}],
      // A search broader than the narrow path takes: the sorted index with the terms tested.
      [{ search: 's', audience: 'member', status: 'sent' }, { narrowSearchLimit: 2 }],
      [{ search: 'sorted', audience: 'land_owner', status: 'maybe' }, { narrowSearchLimit: 2 }],
    ];
    let worst = 0;
    for (const sort of ['updated', 'due', 'name'] as const) {
      for (const [filters, options] of combinations) {
        let cursor: string | undefined;
        for (let page = 0; page < 3; page++) {
          const result = await listInvitations(viewer, { search: undefined, team: false, ...filters, sort, ...(cursor ? { cursor } : {}) }, options);
          expect(result.stats.readUnits, `${sort} ${JSON.stringify(filters)} page ${page + 1}`).toBeLessThanOrEqual(SORTED_PAGE_READ_UNITS);
          worst = Math.max(worst, result.stats.readUnits);
          cursor = result.nextCursor;
          if (!cursor) break;
        }
      }
    }
    expect(worst).toBeGreaterThan(0);
  });
});

describe('impossible combinations', () => {
  it('answers a status the audience\'s pipeline cannot reach, in every order and with a search, without reading', async () => {
    const viewer = (await getProfile(leadgen.id))!;
    for (const sort of ['updated', 'due', 'name'] as const) {
      for (const filters of [
        { audience: 'member' as const, status: 'investor_deck_sent' as const },
        { pipeline: 'landowner' as const, status: 'wiring_instructions_sent' as const },
        { audience: 'investor' as const, status: 'land_pitch_deck_sent' as const, search: 'sorted' },
      ]) {
        const page = await listInvitations(viewer, { search: undefined, ...filters, sort, team: false });
        expect(page.items).toEqual([]);
        expect(page.stats).toEqual({ queries: 0, batchGets: 0, itemsRead: 0, readUnits: 0 });
      }
    }
  });
});

describe('validation and scope', () => {
  it('refuses an unknown sort with a readable 400', async () => {
    const response = await callApi(stack, 'GET', '/invitations?sort=newest', { token: tokens[leadgen.id] });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('sort must be one of: updated, due, name');
  });

  it('refuses a cursor made for another order', async () => {
    const first = await list(tokens[leadgen.id]!, 'sort=name');
    const response = await callApi(stack, 'GET', `/invitations?sort=due&cursor=${encodeURIComponent(first.nextCursor!)}`, { token: tokens[leadgen.id] });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MANAGE_INVITATIONS_MESSAGES.invalidCursor);
  });

  it("never shows a lead generator or a founder someone else's leads, whatever the order", async () => {
    for (const sort of ['updated', 'due', 'name'] as const) {
      const leadgenSees = ids(await listAll(tokens[leadgen.id]!, `sort=${sort}`));
      expect(leadgenSees).not.toContain(strangers[0]!.id);
      expect(leadgenSees).not.toContain(founderOwn[0]!.id);
      expect(ids(await listAll(tokens[founder.id]!, `sort=${sort}`))).not.toContain(strangers[0]!.id);
      expect(await list(tokens[founder.id]!, `sort=${sort}&sender=${stranger.id}`)).toEqual({ items: [] });
      expect(await list(tokens[leadgen.id]!, `sort=${sort}&sender=${founder.id}`)).toEqual({ items: [] });
    }
  });

  it('shows an admin every lead, the earliest due date of all first', async () => {
    const first = await list(tokens[admin.id]!, 'sort=due');
    expect(first.items).toHaveLength(10);
    const dates = first.items.map((card) => card.nextStepDueAt ?? '~');
    expect(dates).toEqual([...dates].sort());
    expect(ids(await listAll(tokens[admin.id]!, `sort=name&sender=${stranger.id}`))).toEqual([strangers[0]!.id]);
  });
});
