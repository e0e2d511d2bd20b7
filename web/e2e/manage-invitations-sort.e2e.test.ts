/**
 * Sorting Manage Invitations in Chromium: Last update by default, Next step due (overdue first, none
 * last) and Name (A–Z), each continued by Load More in the same order, and the choice remembered
 * for the person after a reload.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { compareForSort, sortKeysOf, type ListSort } from '@safe-haven/shared/list-sort';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { seedListedInvitation as seedInvitation } from '@safe-haven/testing/invitations';
import type { Invitation } from '@safe-haven/lambdas/data/invitation';
import { useBrowser } from './support/browser';
import { dismissCelebrations } from './support/pipeline';
import { signInWithSession } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();
let leadgen: TestUser;
let leads: Invitation[] = [];

// Sent, due and named in three different orders; two without a next step, one overdue.
const LEADS = [
  ['Quincy', 'Sortwell', '2026-12-01'], ['Aurora', 'Sortwell', undefined], ['Maeve', 'Sortwell', '2025-03-01'], ['Hugo', 'Sortwell', '2031-07-07'],
  ['Béla', 'Sortwell', '2027-02-02'], ['Yara', 'Sortwell', '2028-04-04'], ['Dario', 'Sortwell', '2029-09-09'], ['Nell', 'Sortwell', undefined],
  ['Kofi', 'Sortwell', '2030-01-01'], ['Tess', 'Sortwell', '2026-12-02'], ['Greta', 'Sortwell', '2032-03-03'], ['Otto', 'Sortwell', '2033-05-05'],
] as const;
const base = Date.parse('2026-04-01T09:00:00.000Z');

beforeAll(async () => {
  leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Sara', lastName: 'Sorter' });
  leads = await Promise.all(
    LEADS.map(([firstName, lastName, due], i) =>
      seedInvitation(leadgen, { firstName, lastName, email: `sortwell${i}@sort.test`, createdAt: new Date(base + ((i * 7) % 12) * 60_000).toISOString(), ...(due ? { nextStepDueAt: due } : {}) }),
    ),
  );
});

const cards = (page: Page) => page.getByRole('list', { name: 'Invitations' }).getByRole('article');
const sortSelect = (page: Page) => page.getByLabel('Sort by');

/** The first names on the cards, top to bottom. */
const shownNames = async (page: Page) =>
  (await cards(page).allInnerTexts()).map((text) => LEADS.find(([firstName]) => text.includes(`${firstName} Sortwell`))?.[0] ?? text);

const expectedNames = (sort: ListSort) =>
  [...leads].sort((a, b) => compareForSort(sort, sortKeysOf(a), sortKeysOf(b))).map((lead) => lead.recipientFirstName);

/** The first page, then Load More: all twelve, and the order must hold across the pages. */
const expectOrderAcrossPages = async (page: Page, sort: ListSort) => {
  await expect.poll(() => shownNames(page), { timeout: 15_000 }).toEqual(expectedNames(sort).slice(0, 10));
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect.poll(() => shownNames(page)).toEqual(expectedNames(sort));
};

describe('sorting the lead list', () => {
  it('sorts by last update, due date and name across Load More, and remembers the choice after a reload', async () => {
    const { page } = await browsers.open({ width: 1280, height: 900 });
    await dismissCelebrations(page);
    await signInWithSession(page, stack.urls.web, leadgen, DASHBOARD_PATHS.manageInvitations);

    // Last update is the default: the most recently sent comes first.
    expect(await sortSelect(page).inputValue()).toBe('updated');
    await expectOrderAcrossPages(page, 'updated');

    await sortSelect(page).selectOption({ label: 'Next step due' });
    await expectOrderAcrossPages(page, 'due');
    expect((await shownNames(page)).slice(0, 2)).toEqual(['Maeve', 'Quincy']);
    expect((await shownNames(page)).slice(-2).sort()).toEqual(['Aurora', 'Nell']);
    await expect.poll(() => cards(page).first().innerText()).toMatch(/overdue/i);

    await sortSelect(page).selectOption({ label: 'Name (A–Z)' });
    await expectOrderAcrossPages(page, 'name');
    expect((await shownNames(page)).slice(0, 3)).toEqual(['Aurora', 'Béla', 'Dario']);

    // A filter keeps the order; Clear Filters keeps the order too (it is a preference, not a filter).
    await page.getByLabel('Search').fill('sortwell1');
    await expect.poll(() => shownNames(page)).toEqual(['Aurora', 'Greta', 'Otto']);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    expect(await sortSelect(page).inputValue()).toBe('name');

    await page.reload();
    await cards(page).first().waitFor();
    expect(await sortSelect(page).inputValue()).toBe('name');
    await expectOrderAcrossPages(page, 'name');
  });
});
