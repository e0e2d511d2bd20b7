/**
 * Manage Invitations in Chromium: Load More over 25 invitations, filters (two quick changes both
 * stick), search and Clear Filters;
 * a lead generator sees only their own invitations and no delete button; delete asks first; resend.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Audience } from '@safe-haven/shared/audiences';
import type { InvitationStatus } from '@safe-haven/shared/invitation-status';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { seedListedInvitation as seedInvitation } from '@safe-haven/testing/invitations';
import { useBrowser } from './support/browser';
import { dismissCelebrations } from './support/pipeline';
import { smallTapTargets } from './support/layout-checks';
import { signInWithSession } from './support/staff';
import { holdsFocus } from './support/in-page';

const stack = inject('stack');
const browsers = useBrowser();
let founder: TestUser;
let leadgen: TestUser;
let otherLeadgen: TestUser;

const FIRST_NAMES = ['Abel', 'Bianca', 'Carmen', 'Dmitri', 'Esme'];
const AUDIENCES: Audience[] = ['member', 'member', 'investor', 'land_owner', 'member'];
const STATUSES: InvitationStatus[] = ['sent', 'maybe', 'sent', 'yes', 'no'];
const base = Date.parse('2026-03-01T09:00:00.000Z');

beforeAll(async () => {
  founder = await createStaffUser(stack, { role: 'founder', firstName: 'Flo', lastName: 'Filters' });
  leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Lars', lastName: 'Own', addedById: founder.id });
  otherLeadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Olga', lastName: 'Other' });
  // 25 for the lead generator: 5 first names x 5, numbered so every card is told apart.
  await Promise.all(
    Array.from({ length: 25 }, (_, i) =>
      seedInvitation(leadgen, {
        firstName: FIRST_NAMES[i % 5]!, lastName: `Guest${String(i).padStart(2, '0')}`, email: `guest${i}@list.test`,
        audience: AUDIENCES[i % 5], status: STATUSES[i % 5], createdAt: new Date(base + i * 60_000).toISOString(),
      }),
    ),
  );
  await seedInvitation(otherLeadgen, { firstName: 'Zara', lastName: 'Elsewhere' });
  await seedInvitation(founder, { firstName: 'Pia', lastName: 'Pitched', status: 'pitch_sent', nextStepDueAt: '2026-01-15' });
});

const cards = (page: Page) => page.getByRole('list', { name: 'Invitations' }).getByRole('article');
const cardCount = (page: Page) => cards(page).count();

const openList = async (user: TestUser, query = '', options?: Parameters<typeof browsers.open>[0]) => {
  const { page } = await browsers.open(options);
  await dismissCelebrations(page);
  await signInWithSession(page, stack.urls.web, user, `${DASHBOARD_PATHS.manageInvitations}${query}`);
  await cards(page).first().waitFor();
  return page;
};

const waitForCount = async (page: Page, count: number) => {
  await expect.poll(() => cardCount(page), { timeout: 10_000 }).toBe(count);
};

describe('paging, filters and search', () => {
  it('shows 10, then 20, then all 25 with Load More, newest first', async () => {
    const page = await openList(leadgen);
    await waitForCount(page, 10);
    expect(await cards(page).first().innerText()).toContain('Guest24');
    await page.getByRole('button', { name: 'Load More' }).click();
    await waitForCount(page, 20);
    await page.getByRole('button', { name: 'Load More' }).click();
    await waitForCount(page, 25);
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    expect(await cards(page).last().innerText()).toContain('Guest00');
  });

  it('offers compact rows on a desktop, 20 leads in one full-HD screen, remembered after a reload', async () => {
    const page = await openList(leadgen, '', { width: 1920, height: 1080 });
    await page.getByRole('group', { name: 'Show invitations as' }).getByRole('button', { name: 'Rows' }).click();
    const rows = page.getByRole('table', { name: 'Invitations' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    // A name or address cut to its column is there in full on hover.
    expect(await rows.first().getByText('Esme Guest24', { exact: true }).getAttribute('title')).toBe('Esme Guest24');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => rows.count()).toBe(20);
    // All twenty on the first screen, under the heading and the filters, without scrolling.
    const last = (await rows.nth(19).boundingBox())!;
    expect(await page.evaluate('window.scrollY')).toBe(0);
    expect(last.y + last.height).toBeLessThanOrEqual(1080);
    // The same actions, by the same names, as on a card.
    await page.getByRole('button', { name: 'Details for Esme Guest24' }).click();
    await page.getByRole('dialog').getByTestId('current-status').waitFor();
    // Escape reaches the dialog once it holds focus (a key pressed before is the page's).
    await expect.poll(() => holdsFocus(page.getByRole('dialog'))).toBe(true);
    await page.keyboard.press('Escape');
    // Closing took the dialog's history entry back off (a traversal of its own): let it land first.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate('history.state?.safeHavenDialog ?? null')).toBeNull();
    // A click on the row itself opens its details too.
    await rows.filter({ hasText: 'Esme Guest19' }).getByRole('cell').first().click();
    // The dialog opens on the next render; on a busy machine that is after the click returns.
    await page.getByRole('dialog').getByRole('heading', { name: 'Esme Guest19' }).waitFor();
    await expect.poll(() => holdsFocus(page.getByRole('dialog'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.reload();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(10);
    expect(await page.getByRole('button', { name: 'Rows' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('filters by status, audience and pipeline, searches as people type, and clears', async () => {
    const page = await openList(leadgen);
    await page.getByLabel('Status').selectOption('maybe');
    await waitForCount(page, 5);
    expect(await page.url()).toContain('status=maybe');
    await page.getByLabel('Status').selectOption('sent');
    await waitForCount(page, 10);

    await page.getByLabel('Audience').selectOption('investor');
    await waitForCount(page, 5);
    await page.getByLabel('Audience').selectOption('');
    // The two filters name their choices differently: who was invited, and which pipeline the lead is in.
    expect(await page.getByLabel('Pipeline').locator('option').allInnerTexts()).toEqual(['All pipelines', 'Member pipeline', 'Investor pipeline', 'Land owner pipeline']);
    await page.getByLabel('Pipeline').selectOption('landowner');
    await waitForCount(page, 0);
    await page.getByText('No invitations match these filters').waitFor();

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await waitForCount(page, 10);
    await page.getByLabel('Search').fill('bianca guest01');
    await waitForCount(page, 1);
    expect(await cards(page).first().innerText()).toContain('Bianca Guest01');
    // Last names Guest10-19 and the email guest1@: 11 invitations, 10 on the first page.
    await page.getByLabel('Search').fill('GUEST1');
    await waitForCount(page, 10);
    await page.getByRole('button', { name: 'Load More' }).click();
    await waitForCount(page, 11);
    await page.getByLabel('Search').fill('guest2@list');
    await waitForCount(page, 1);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await waitForCount(page, 10);
    expect(await page.getByLabel('Search').inputValue()).toBe('');
  });

  it('keeps both of two filter changes made at the same moment, before the page re-renders', async () => {
    const page = await openList(leadgen);
    await waitForCount(page, 10);
    const audience = await page.getByLabel('Audience').elementHandle();
    const status = await page.getByLabel('Status').elementHandle();
    // Both selects change in one task, as a quick hand or a slow render lets happen.
    await page.evaluate(([first, second]) => {
      for (const [element, value] of [[first, 'investor'], [second, 'maybe']] as const) {
        const select = element as unknown as { value: string; dispatchEvent(event: Event): boolean };
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }, [audience, status] as const);
    // Investors here are all 'sent': both filters together match nothing; either alone matches 5.
    await expect.poll(() => new URL(page.url()).searchParams.toString()).toBe('audience=investor&status=maybe');
    await page.getByText('No invitations match these filters').waitFor();
    expect(await page.getByLabel('Audience').inputValue()).toBe('investor');
    expect(await page.getByLabel('Status').inputValue()).toBe('maybe');
  });

  it('filters by every status, grouped by pipeline: a lead in Pitch Sent is findable', async () => {
    const page = await openList(founder);
    const status = page.getByLabel('Status');
    expect(await status.locator('optgroup[label="Member pipeline"] option[value="pitch_sent"]').count()).toBe(1);
    expect(await status.locator('optgroup[label="Investor pipeline"] option[value="docs_sent"]').count()).toBe(1);
    await status.selectOption('pitch_sent');
    await waitForCount(page, 1);
    expect(await cards(page).first().innerText()).toContain('Pia Pitched');
    // Its next step's date is on the card, marked overdue.
    expect(await cards(page).first().innerText()).toContain('Overdue: Jan 15, 2026');
  });

  it("opens a lead generator's invitations from the sender parameter for their founder", async () => {
    const page = await openList(founder, `?sender=${leadgen.id}`);
    await waitForCount(page, 10);
    expect(await cards(page).first().innerText()).toContain('Sent by Lars Own');
    expect(await page.getByText('One sender selected').isVisible()).toBe(true);
  });
});

describe('what a lead generator sees', () => {
  it('only their own invitations, no delete button and no team filter', async () => {
    const page = await openList(otherLeadgen);
    await waitForCount(page, 1);
    expect(await cards(page).first().innerText()).toContain('Zara Elsewhere');
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await page.getByText('Filter My LeadGens').count()).toBe(0);
    // Naming another sender in the URL shows nothing of theirs.
    await page.goto(`${stack.urls.web}${DASHBOARD_PATHS.manageInvitations}?sender=${leadgen.id}`);
    await page.getByText('No invitations match these filters').waitFor();
  });
});

describe('resend and delete', () => {
  it('resends an invitation waiting for an answer', async () => {
    const invitation = await seedInvitation(founder, { firstName: 'Rhea', lastName: 'Resend' });
    const page = await openList(founder, '?search=rhea');
    await page.getByRole('button', { name: 'Resend invitation to Rhea Resend' }).click();
    await page.getByText('Invitation resent').first().waitFor();
    const { getInvitation } = await import('@safe-haven/lambdas/data/invitation');
    expect((await getInvitation(invitation.id))!.expiresAt > invitation.expiresAt).toBe(true);
  });

  it('asks before deleting; Keep Invitation keeps it, Delete removes the card', async () => {
    await seedInvitation(founder, { firstName: 'Dora', lastName: 'Delete' });
    const page = await openList(founder, '?search=dora');
    await waitForCount(page, 1);
    await page.getByRole('button', { name: 'Delete invitation to Dora Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Delete invitation?').waitFor();
    await confirm.getByRole('button', { name: 'Keep Invitation' }).click();
    await waitForCount(page, 1);
    await page.getByRole('button', { name: 'Delete invitation to Dora Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Invitation deleted').first().waitFor();
    await waitForCount(page, 0);
  });
});

describe('on a phone', () => {
  it('gives the filters, the cards and the details dialog 44 px targets at 390 px', async () => {
    const page = await openList(founder, '', { mobile: true });
    expect(await smallTapTargets(page)).toEqual([]);
    await page.getByRole('button', { name: 'Details for Pia Pitched' }).tap();
    await page.getByRole('dialog').getByTestId('current-status').waitFor();
    expect(await smallTapTargets(page)).toEqual([]);
  });

  it('folds the selects under Filters, so the first lead is in the first screen, and counts those in use', async () => {
    const page = await openList(founder, '', { mobile: true });
    const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
    expect(await filtersButton.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Status').isVisible()).toBe(false);
    const firstCard = await cards(page).first().boundingBox();
    expect(firstCard!.y).toBeLessThan(844);
    // Nothing to clear: Clear Filters takes no row of its own until a filter is set.
    const clearFilters = page.getByRole('button', { name: 'Clear Filters' });
    expect(await clearFilters.isVisible()).toBe(false);

    await filtersButton.tap();
    expect(await filtersButton.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Status').selectOption('maybe');
    await expect.poll(() => page.url()).toContain('status=maybe');
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    expect(await clearFilters.isVisible()).toBe(true);
    // A link that arrives with a select set shows the selects at once.
    await page.reload();
    await page.getByLabel('Status').waitFor({ timeout: 10_000 });
    // Desktop: no Filters button, the selects in their row.
    const desktop = await openList(founder);
    expect(await desktop.getByRole('button', { name: 'Filters', exact: true }).isVisible()).toBe(false);
    expect(await desktop.getByLabel('Status').isVisible()).toBe(true);
  });
});
