/**
 * Follow-up in Chromium: 'Overdue' and 'Due this week' list exactly the right leads and the
 * sidebar counts the overdue ones; an empty view says so in its own words (not 'no match') and
 * leaves Clear Filters off when no filter is set; 'Going cold' appears on a card once its status has outlasted the
 * limit an admin set, with the browser's clock moved forward (Playwright's clock; the session's
 * clock drift moved with it, as Amplify would measure it, so the tokens stay valid). The limits'
 * dialog opens from the page header, moves focus to the first box a refused save names (scrolled
 * into view on a phone) and gives focus back to 'Edit Limits' when it closes.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, FOLLOW_UP_VIEW_LABELS } from '@safe-haven/shared/follow-up';
import { INVITATION_LIST_MESSAGES as LIST } from '@safe-haven/shared/invitation-list-messages';
import { STATUS_LABELS } from '@safe-haven/shared/invitation-status';
import { GOING_COLD_LABEL, GOING_COLD_MESSAGES } from '@safe-haven/shared/going-cold';
import { GOING_COLD_DIALOG_MESSAGES } from '@safe-haven/shared/going-cold-dialog-messages';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { localCalendarDate } from '@safe-haven/shared/validation/manage-invitations';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { seedInvitation, seedListedInvitation, waitUntilListed } from '@safe-haven/testing/invitations';
import { useBrowser } from './support/browser';
import { dismissCelebrations } from './support/pipeline';
import { signInWithSession } from './support/staff';
import { focusedElement } from './support/in-page';
import { describeViolations, seriousA11yViolations } from './support/axe';

const stack = inject('stack');
const browsers = useBrowser();
const DAY_MS = 24 * 60 * 60 * 1000;

const cards = (page: Page) => page.getByRole('list', { name: 'Invitations' }).getByRole('article');
const shownNames = async (page: Page) => (await cards(page).allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
const focusedName = (page: Page) => page.locator(':focus').getAttribute('name');
const limitBox = (page: Page, status: keyof typeof STATUS_LABELS) =>
  page.getByRole('dialog', { name: GOING_COLD_DIALOG_MESSAGES.title }).getByLabel(`${STATUS_LABELS[status]}, days`, { exact: true });
const manageLink = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /Manage Invitations/ });

describe('Overdue and Due this week', () => {
  let leadgen: TestUser;

  beforeAll(async () => {
    const founder = await createStaffUser(stack, { role: 'founder', firstName: 'Fae', lastName: 'Followup' });
    leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Lou', lastName: 'Followup', addedById: founder.id });
    const today = localCalendarDate(new Date());
    const leads: [string, number | undefined][] = [['Olga', -3], ['Omar', -1], ['Wendy', 0], ['Walt', 5], ['Lena', 9], ['Nina', undefined]];
    // Seeded together, then one wait for the stream to list them all (a loaded machine is slow at it).
    const seeded = await Promise.all(
      leads.map(([firstName, days]) => seedInvitation(leadgen, { firstName, lastName: 'Duewell', ...(days === undefined ? {} : { nextStepDueAt: addDays(today, days) }) })),
    );
    await waitUntilListed(seeded.map((invitation) => invitation.id), 110_000);
  });

  it('list exactly the right leads, and the sidebar counts the overdue ones', async () => {
    const { page } = await browsers.open({ width: 1280, height: 900 });
    await dismissCelebrations(page);
    await signInWithSession(page, stack.urls.web, leadgen);
    // The badge beside the unread one: its accessible name is part of the link's.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Manage Invitations\s*2 overdue$/ }).waitFor({ timeout: 15_000 });

    await manageLink(page).click();
    await page.waitForURL(`${stack.urls.web}${DASHBOARD_PATHS.manageInvitations}`);
    await expect.poll(() => shownNames(page), { timeout: 15_000 }).toHaveLength(6);

    const views = page.getByRole('group', { name: 'Follow-up view' });
    await views.getByRole('button', { name: FOLLOW_UP_VIEW_LABELS.overdue }).click();
    await expect.poll(() => shownNames(page), { timeout: 15_000 }).toEqual(['Olga Duewell', 'Omar Duewell']);
    expect(new URL(page.url()).searchParams.get('due')).toBe('overdue');

    await views.getByRole('button', { name: FOLLOW_UP_VIEW_LABELS.week }).click();
    await expect.poll(() => shownNames(page), { timeout: 15_000 }).toEqual(['Wendy Duewell', 'Walt Duewell']);

    // A reload keeps the view (it is in the URL).
    await page.reload();
    await expect.poll(() => shownNames(page), { timeout: 15_000 }).toEqual(['Wendy Duewell', 'Walt Duewell']);
    expect(await views.getByRole('button', { name: FOLLOW_UP_VIEW_LABELS.week }).getAttribute('aria-pressed')).toBe('true');

    await views.getByRole('button', { name: 'All leads' }).click();
    await expect.poll(() => shownNames(page), { timeout: 15_000 }).toHaveLength(6);
  });

  it('say when a view is empty in its own words, with Clear Filters off until a filter is set', async () => {
    // A lead generator whose only lead has no next step: both views are empty.
    const quiet = await createStaffUser(stack, { role: 'leadgen', firstName: 'Quinn', lastName: 'Caughtup' });
    await seedListedInvitation(quiet, { firstName: 'Nell', lastName: 'Nodate' });
    const { page } = await browsers.open({ width: 1280, height: 900 });
    await dismissCelebrations(page);
    await signInWithSession(page, stack.urls.web, quiet, DASHBOARD_PATHS.manageInvitations);
    await expect.poll(() => shownNames(page), { timeout: 15_000 }).toEqual(['Nell Nodate']);
    const views = page.getByRole('group', { name: 'Follow-up view' });
    const clearFilters = page.getByRole('button', { name: 'Clear Filters' });

    await views.getByRole('button', { name: FOLLOW_UP_VIEW_LABELS.overdue }).click();
    await page.getByText(LIST.emptyView.overdue.title).waitFor();
    await page.getByText(LIST.emptyView.overdue.description).waitFor();
    expect(await page.getByText(LIST.noMatch.title).count()).toBe(0);
    expect(await clearFilters.isDisabled()).toBe(true);
    // Sort by is off in a view, and the view says which order it is in.
    expect(await page.getByLabel('Sort by').isDisabled()).toBe(true);
    await page.getByText(LIST.dueOrder).waitFor();

    await views.getByRole('button', { name: FOLLOW_UP_VIEW_LABELS.week }).click();
    await page.getByText(LIST.emptyView.week.title).waitFor();

    // A filter on top of the view: now it is the filters that match nothing, and Clear Filters clears them, not the view.
    await page.getByLabel('Status').selectOption('maybe');
    await page.getByText(LIST.noMatch.title).waitFor();
    expect(await clearFilters.isDisabled()).toBe(false);
    await clearFilters.click();
    await page.getByText(LIST.emptyView.week.title).waitFor();
    expect(new URL(page.url()).searchParams.get('due')).toBe('week');
    expect(new URL(page.url()).searchParams.get('status')).toBeNull();
    expect(await clearFilters.isDisabled()).toBe(true);
  });
});

describe('Going cold', () => {
  let admin: TestUser;
  let leadgen: TestUser;

  beforeAll(async () => {
    admin = await createStaffUser(stack, { role: 'admin', firstName: 'Ada', lastName: 'Coldlimit' });
    leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Cole', lastName: 'Chill' });
    await seedListedInvitation(leadgen, { firstName: 'Sam', lastName: 'Sentwell' });
    await seedListedInvitation(leadgen, { firstName: 'May', lastName: 'Maybewell', status: 'maybe' });
  });

  it("appears once a status has outlasted the limit an admin set (the browser's clock moved)", async () => {
    // The admin lowers Sent to 3 days (Maybe keeps its default of 5).
    const { page: adminPage } = await browsers.open({ width: 1280, height: 900 });
    await dismissCelebrations(adminPage);
    await signInWithSession(adminPage, stack.urls.web, admin, DASHBOARD_PATHS.manageInvitations);
    // In the page header, beside Export CSV.
    const editLimits = adminPage.getByRole('heading', { name: 'Manage Invitations', level: 1 }).locator('xpath=../..').getByRole('button', { name: 'Edit Limits' });
    await editLimits.click();
    const dialog = adminPage.getByRole('dialog', { name: GOING_COLD_DIALOG_MESSAGES.title });
    await dialog.getByText(GOING_COLD_DIALOG_MESSAGES.emptyMeansNever).waitFor();
    const sent = limitBox(adminPage, 'sent');
    // Two refused boxes: focus goes to the first, not to the one typed last, and not left on Save.
    await sent.fill('0');
    await limitBox(adminPage, 'partner_onboarded').fill('0');
    await dialog.getByRole('button', { name: 'Save Limits' }).click();
    await dialog.getByText(GOING_COLD_MESSAGES.tooFew).first().waitFor();
    await expect.poll(() => focusedName(adminPage)).toBe('sent');
    await limitBox(adminPage, 'partner_onboarded').fill('');
    await sent.fill('3');
    await dialog.getByRole('button', { name: 'Save Limits' }).click();
    await adminPage.getByText(GOING_COLD_MESSAGES.saved).first().waitFor();
    // Saved: the dialog closes and focus is back on the button that opened it.
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focusedElement(adminPage)).text).toBe('Edit Limits');

    const { page } = await browsers.open({ width: 1280, height: 900 });
    await dismissCelebrations(page);
    await page.clock.install();
    await signInWithSession(page, stack.urls.web, leadgen, DASHBOARD_PATHS.manageInvitations);
    const sam = cards(page).filter({ hasText: 'Sam Sentwell' });
    const may = cards(page).filter({ hasText: 'May Maybewell' });
    await sam.waitFor({ timeout: 15_000 });
    expect(await sam.getByText(GOING_COLD_LABEL).count()).toBe(0);

    // Four days later: past Sent's 3, within Maybe's 5.
    const offset = 4 * DAY_MS;
    await page.evaluate((drift) => {
      for (const key of Object.keys(localStorage)) if (key.endsWith('.clockDrift')) localStorage.setItem(key, String(drift));
    }, -offset);
    await page.clock.setSystemTime(Date.now() + offset);
    await page.reload();
    await sam.getByText(GOING_COLD_LABEL).waitFor({ timeout: 15_000 });
    expect(await may.getByText(GOING_COLD_LABEL).count()).toBe(0);

    // Two days more: the maybe has gone cold too.
    await page.clock.setSystemTime(Date.now() + offset + 2 * DAY_MS);
    await page.evaluate((drift) => {
      for (const key of Object.keys(localStorage)) if (key.endsWith('.clockDrift')) localStorage.setItem(key, String(drift));
    }, -(offset + 2 * DAY_MS));
    await page.reload();
    await may.getByText(GOING_COLD_LABEL).waitFor({ timeout: 15_000 });
  });

  it('on a phone, moves focus to the refused box below the fold, and Cancel gives focus back to Edit Limits', async () => {
    const { page } = await browsers.open({ mobile: true });
    await dismissCelebrations(page);
    await signInWithSession(page, stack.urls.web, admin, DASHBOARD_PATHS.manageInvitations);
    const editLimits = page.getByRole('button', { name: 'Edit Limits' });
    await editLimits.click();
    const dialog = page.getByRole('dialog', { name: GOING_COLD_DIALOG_MESSAGES.title });
    const last = limitBox(page, 'archived_not_interested');
    await last.fill('0');
    await dialog.getByRole('button', { name: 'Save Limits' }).click();
    await expect.poll(() => focusedName(page)).toBe('archived_not_interested');
    // Scrolled into view: the box is inside the phone's screen.
    await expect.poll(async () => {
      const box = await last.boundingBox();
      return !!box && box.y >= 0 && box.y + box.height <= 844;
    }).toBe(true);
    // The page behind holds 'Next step due today' in the warning colour: readable since it is orange.700.
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focusedElement(page)).text).toBe('Edit Limits');
    expect(await editLimits.isVisible()).toBe(true);
  });
});
