/**
 * Properties in Review, Membership Options and The Current Raise in Chromium: every figure from the
 * shared content on screen, the tabs and the inert LOI button by keyboard, the chart loaded only by
 * its page, and each page usable at 375 px.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCREDITED_INVESTOR_DEFINITION } from '@safe-haven/shared/content/accredited-investor';
import { CURRENT_RAISE_PAGE } from '@safe-haven/shared/content/current-raise-page';
import { RAISE_TERMS_LAYOUT, allocationUsd, raiseTermRows } from '@safe-haven/shared/content/raise-terms';
import { formatPercent, formatUsd } from '@safe-haven/shared/content/format';
import {
  LOI_BUTTON, MEMBERSHIP_LOCATIONS, MEMBERSHIP_PROPERTIES, tierPrice, type MembershipLocation,
} from '@safe-haven/shared/content/membership-tiers';
import { PROPERTIES_IN_REVIEW } from '@safe-haven/shared/content/properties-in-review';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { CURRENT_RAISE_TERMS } from '@safe-haven/lambdas/company/current-raise-terms';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { focusedElement, isFocused } from './support/in-page';
import { useBrowser, type BrowserSession } from './support/browser';
import { horizontalOverflow, smallTapTargets } from './support/layout-checks';
import { signInWithSession } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();
let session: BrowserSession;
let leadgen: TestUser;

beforeAll(async () => {
  leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Lee', lastName: 'Gray' });
});

const openAs = async (path: string, options: { mobile?: boolean; width?: number } = {}) => {
  session = await browsers.open(options);
  await signInWithSession(session.page, stack.urls.web, leadgen, path);
  await session.page.getByRole('heading', { level: 1 }).waitFor();
  return session.page;
};

const textOf = async (page: Page, selector = 'main') => (await page.locator(selector).innerText()).replace(/\s+/g, ' ');

describe('Properties in Review', () => {
  it('shows the three properties with every detail', async () => {
    const page = await openAs(DASHBOARD_PATHS.propertiesInReview);
    expect(await page.title()).toBe('Properties in Review | Safe Haven');
    const cards = page.getByRole('article');
    // The properties are the brand's content, read after the page shows (Edit Content).
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    for (const property of PROPERTIES_IN_REVIEW) {
      const card = page.getByRole('article', { name: property.name });
      const text = (await card.innerText()).replace(/\s+/g, ' ');
      expect(text).toContain(property.location);
      for (const item of property.groups.flatMap((group) => group.items)) expect(text).toContain(item);
    }
  });
});

describe('Membership Options', () => {
  const expectTiers = async (page: Page, location: MembershipLocation) => {
    const panel = page.getByRole('tabpanel', { name: MEMBERSHIP_PROPERTIES[location].label });
    const property = MEMBERSHIP_PROPERTIES[location];
    for (const tier of property.tiers) {
      const card = panel.getByRole('article', { name: tier.name });
      const text = (await card.innerText()).replace(/\s+/g, ' ');
      for (const expected of [tier.type, tierPrice(tier), 'Initial Investment', tier.description, ...property.sharedBenefits, ...tier.specificBenefits]) {
        expect(text, `${location} ${tier.name}`).toContain(expected);
      }
    }
  };

  it('opens on Colorado, shows every tier figure and switches to Belize by keyboard', async () => {
    const page = await openAs(DASHBOARD_PATHS.membershipOptions);
    expect(await page.title()).toBe('Membership Options | Safe Haven');
    const colorado = page.getByRole('tab', { name: MEMBERSHIP_PROPERTIES.colorado.label });
    expect(await colorado.getAttribute('aria-selected')).toBe('true');
    await expectTiers(page, 'colorado');

    await colorado.focus();
    await page.keyboard.press('ArrowRight');
    const belize = page.getByRole('tab', { name: MEMBERSHIP_PROPERTIES.belize.label });
    await expect.poll(() => belize.getAttribute('aria-selected')).toBe('true');
    expect((await focusedElement(page)).text).toBe(MEMBERSHIP_PROPERTIES.belize.label);
    await expectTiers(page, 'belize');
    expect(MEMBERSHIP_LOCATIONS).toEqual(['colorado', 'belize']);
  });

  it("keeps 'LOI Coming Soon' focusable, says it does nothing, and does nothing", async () => {
    const page = await openAs(DASHBOARD_PATHS.membershipOptions);
    const buttons = page.getByRole('tabpanel').getByRole('button', { name: LOI_BUTTON.label });
    await buttons.first().waitFor();
    expect(await buttons.count()).toBe(3);
    const first = buttons.first();
    expect(await first.getAttribute('aria-disabled')).toBe('true');
    const describedBy = await first.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).innerText()).toBe(LOI_BUTTON.note);
    await first.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    // Playwright will not click an aria-disabled control on its own; a person still can.
    await first.click({ force: true });
    expect(page.url()).toBe(`${stack.urls.web}${DASHBOARD_PATHS.membershipOptions}`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await isFocused(first)).toBe(true);
  });
});

describe('The Current Raise', () => {
  it('shows the terms, the accredited-investor test and the use of funds as a table and a chart', async () => {
    const page = await openAs(DASHBOARD_PATHS.currentRaise);
    expect(await page.title()).toBe('The Current Raise | Safe Haven');
    // The terms are read from the API after the page shows.
    await page.getByRole('table', { name: /Use of funds by category/ }).waitFor();
    const text = await textOf(page);
    for (const term of raiseTermRows(CURRENT_RAISE_TERMS)) expect(text).toContain(`${term.label} ${term.value}`);
    expect(text).toContain('$2,000,000 for 10% equity');
    expect(text).toContain(ACCREDITED_INVESTOR_DEFINITION);

    const table = page.getByRole('table', { name: /Use of funds by category/ });
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      'Category Share Amount',
      ...CURRENT_RAISE_TERMS.useOfFunds.map((use) => `${use.label} ${formatPercent(use.percent)} ${formatUsd(allocationUsd(CURRENT_RAISE_TERMS, use))}`),
      'Total 100% $2,000,000',
    ]);
    const segments = page.getByTestId('use-of-funds-chart').locator('circle');
    await segments.first().waitFor();
    expect(await segments.count()).toBe(CURRENT_RAISE_TERMS.useOfFunds.length);
  });

  it('holds skeletons while the terms load, says when they cannot be read, and reads them again', async () => {
    // Prepare: the terms' read waits, then fails, until the test lets it through.
    session = await browsers.open();
    const { page } = session;
    await signInWithSession(page, stack.urls.web, leadgen);
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let failing = true;
    await page.route('**/api/company/current-raise', async (route) => {
      if (!failing) return route.continue();
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal error' }) });
    });
    // Act and assess: skeletons, then the error (after the hook's one retry), then the terms
    await page.goto(`${stack.urls.web}${DASHBOARD_PATHS.currentRaise}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('raise-skeleton').count()).toBe(RAISE_TERMS_LAYOUT.terms);
    expect(await textOf(page)).not.toContain(raiseTermRows(CURRENT_RAISE_TERMS)[1]!.value);
    release();
    await page.getByText(CURRENT_RAISE_PAGE.loadError).waitFor();
    expect(await page.getByTestId('raise-skeleton').count()).toBe(0);
    failing = false;
    await page.getByRole('button', { name: CURRENT_RAISE_PAGE.retry }).click();
    await page.getByRole('table', { name: /Use of funds by category/ }).waitFor();
    expect(await page.getByText(CURRENT_RAISE_PAGE.loadError).count()).toBe(0);
  });

  it('downloads the chart only when its page is opened', async () => {
    session = await browsers.open();
    const { page } = session;
    const chartRequests: string[] = [];
    page.on('request', (request) => {
      if (/use-of-funds-chart/.test(request.url())) chartRequests.push(request.url());
    });
    await signInWithSession(page, stack.urls.web, leadgen);
    for (const path of [DASHBOARD_PATHS.propertiesInReview, DASHBOARD_PATHS.membershipOptions, DASHBOARD_PATHS.educateMyself]) {
      await page.goto(`${stack.urls.web}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(chartRequests).toEqual([]);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'The Current Raise' }).click();
    await page.getByTestId('use-of-funds-chart').waitFor();
    expect(chartRequests).toHaveLength(1);
  });

  it("opens the investor invitation form from 'Invite an Investor'", async () => {
    const page = await openAs(DASHBOARD_PATHS.currentRaise);
    await page.getByRole('link', { name: 'Invite an Investor' }).click();
    await page.getByRole('dialog', { name: 'Invite a Potential Investor' }).waitFor();
    expect(page.url()).toBe(`${stack.urls.web}/dashboard`);
  });
});

describe('on a 375 px phone', () => {
  it.each([DASHBOARD_PATHS.propertiesInReview, DASHBOARD_PATHS.membershipOptions, DASHBOARD_PATHS.currentRaise])(
    '%s fits the width and every control is a 44 px target',
    async (path) => {
      const page = await openAs(path, { mobile: true, width: 375 });
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await smallTapTargets(page)).toEqual([]);
    },
  );
});
