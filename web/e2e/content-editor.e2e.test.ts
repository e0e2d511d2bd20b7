/**
 * Edit Content in Chromium: the supplied figures show the investor checks' warnings (equity 9.09%, not
 * 10%); an admin changes the raise amount with the keyboard and saves, and an investor's invitation
 * page then shows the new figure; a double-clicked Save makes one version; a lead generator has no
 * entry and no page; the form is usable at 375 px; a tier an admin renamed shows on a member's
 * invitation page (it comes with the invitation's read: the page's HTML holds no tier); a member's
 * words are added only with their leave, and replace the member page's line that they would come.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CONTENT_EDITOR_TEXT as T, CONTENT_WARNINGS } from '@safe-haven/shared/content/content-editor-text';
import { formatUsd } from '@safe-haven/shared/content/format';
import { INVESTOR_FLOW } from '@safe-haven/shared/content/investor-invitation';
import { MEMBER_FLOW, MEMBER_TESTIMONIALS, MEMBER_TIERS } from '@safe-haven/shared/content/member-invitation';
import { INITIAL_PUBLIC_CONTENT } from '@safe-haven/shared/content/site-content';
import { impliedEquityPercent } from '@safe-haven/shared/content/investor-checks';
import type { SiteContent, SiteContentView } from '@safe-haven/shared/content/site-content';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { CURRENT_RAISE_TERMS } from '@safe-haven/lambdas/company/current-raise-terms';
import { CONTENT_LIMITS } from '@safe-haven/shared/validation/site-content';
import { resetSiteContent } from '@safe-haven/testing/site-content';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { useBrowser } from './support/browser';
import { inviteByEmail } from './support/invitations';
import { seriousA11yViolations } from './support/axe';
import { horizontalOverflow } from './support/layout-checks';
import { signInWithSession } from './support/staff';
import { holdsFocus } from './support/in-page';

const stack = inject('stack');
const browsers = useBrowser();
let admin: TestUser;
let leadgen: TestUser;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Ada', lastName: 'Editor' });
  leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Lee', lastName: 'Sender' });
});
beforeEach(resetSiteContent);
afterAll(resetSiteContent);

/** Through the sidebar's entry on a desktop; a phone's sidebar is a menu, so there by its address. */
const openEditor = async (options: { mobile?: boolean; width?: number } = {}) => {
  const { page, consoleErrors } = await browsers.open(options);
  await signInWithSession(page, stack.urls.web, admin);
  if (options.mobile) await page.goto(`${stack.urls.web}${DASHBOARD_PATHS.editContent}`);
  else await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: T.title }).click();
  await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
  await page.getByLabel(T.fields.amountUsd).waitFor();
  return { page, consoleErrors };
};

/** The texts a control's aria-describedby and aria-errormessage point at: its warning and its error. */
const descriptionOf = (page: Page, label: string, exact = false) =>
  page.getByLabel(label, { exact }).evaluate((element) =>
    [element.getAttribute('aria-describedby'), element.getAttribute('aria-errormessage')].join(' ').split(/\s+/).filter(Boolean).map((id: string) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' '));

const contentVersion = async () => (await callApi<SiteContentView>(stack, 'GET', '/content', { token: await signIn(stack, admin) })).body;

describe('Edit Content', () => {
  it('shows the equity, instrument and timeline warnings on the supplied figures, beside their fields', async () => {
    const { page, consoleErrors } = await openEditor();
    const equity = CONTENT_WARNINGS.equity(
      CURRENT_RAISE_TERMS.amountUsd, CURRENT_RAISE_TERMS.preMoneyValuationUsd,
      impliedEquityPercent(CURRENT_RAISE_TERMS.amountUsd, CURRENT_RAISE_TERMS.preMoneyValuationUsd), CURRENT_RAISE_TERMS.equityPercent,
    );
    expect(equity).toContain('9.09%');
    const summary = page.getByTestId('content-warnings');
    await summary.waitFor();
    const listed = (await summary.innerText()).replace(/\s+/g, ' ');
    expect(listed).toContain(equity);
    expect(listed).toContain(CONTENT_WARNINGS.instrument(CURRENT_RAISE_TERMS.instrument));
    expect(listed).toContain(CONTENT_WARNINGS.pastMilestone(CURRENT_RAISE_TERMS.timeline[0]!.period, CURRENT_RAISE_TERMS.timeline[0]!.startsOn));
    expect(await descriptionOf(page, T.fields.equityPercent)).toContain(equity);
    expect(consoleErrors).toEqual([]);
  });

  it('saves a new raise amount typed with the keyboard, and the investor page shows it', async () => {
    const { page } = await openEditor();
    const amount = page.getByLabel(T.fields.amountUsd);
    await amount.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2,500,000');
    // The warning follows what is typed, before any save.
    await page.getByText(/\$2,500,000 at a \$20,000,000 pre-money valuation buys 11\.11%/).first().waitFor();
    await page.getByText(T.unsaved).waitFor();
    // Enter in a box submits the form.
    await page.keyboard.press('Enter');
    await page.getByText(T.saved(1)).waitFor();
    await page.getByText(T.version(1, 'Ada Editor')).waitFor();
    const saved = await contentVersion();
    expect(saved).toMatchObject({ version: 1, content: { raise: { amountUsd: 2_500_000 } } });
    expect(saved.history?.[0]?.changes).toEqual(['The Current Raise: Raise amount (USD)']);

    const { link } = await inviteByEmail(stack, leadgen, 'investor');
    const investor = await browsers.open({ mobile: true });
    await investor.page.goto(link);
    await investor.page.getByRole('button', { name: INVESTOR_FLOW.welcome.action }).click();
    await investor.page.getByText(formatUsd(2_500_000)).first().waitFor();
    const text = (await investor.page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('$2,500,000 for 10% equity');
    expect(text).not.toContain(formatUsd(CURRENT_RAISE_TERMS.amountUsd));
    // The timeline came with the terms.
    expect(text).toContain(CURRENT_RAISE_TERMS.timeline[2]!.title);
  });

  it("shows a renamed tier on a member's invitation page, and the page's HTML holds no tier", async () => {
    const current = await contentVersion();
    const edited: SiteContent = structuredClone(current.content);
    edited.membership.belize.tiers[1] = { ...edited.membership.belize.tiers[1]!, name: 'Safe Haven Reef Keeper', priceUsd: 155_000 };
    const saved = await callApi(stack, 'PUT', '/admin/content', {
      token: await signIn(stack, admin), body: { baseVersion: current.version, content: edited }, headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(saved.status).toBe(200);

    const { link } = await inviteByEmail(stack, leadgen, 'member');
    const html = await (await fetch(link.split('#')[0]!)).text();
    expect(html).toContain(MEMBER_TIERS.title);
    expect(html).not.toContain(INITIAL_PUBLIC_CONTENT.membership.colorado.tiers[0]!.type);
    const member = await browsers.open({ mobile: true });
    await member.page.goto(link);
    await member.page.getByRole('button', { name: MEMBER_FLOW.welcome.action }).click();
    await member.page.getByText('Safe Haven Reef Keeper').waitFor();
    const section = member.page.getByRole('region', { name: MEMBER_TIERS.title });
    const text = (await section.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(formatUsd(155_000));
    expect(text).toContain(INITIAL_PUBLIC_CONTENT.membership.colorado.tiers[0]!.name);
    expect(await member.page.locator('main [data-placeholder]').count()).toBe(0);
    expect(member.consoleErrors).toEqual([]);
  });

  it("adds a member's words only with their leave, and the member page shows them where it said they would come", async () => {
    const { link } = await inviteByEmail(stack, leadgen, 'member');
    const openMemberPage = async () => {
      const member = await browsers.open({ mobile: true });
      await member.page.goto(link);
      await member.page.getByRole('button', { name: MEMBER_FLOW.welcome.action }).click();
      return { member, section: member.page.getByRole('region', { name: MEMBER_TESTIMONIALS.title }) };
    };
    const before = await openMemberPage();
    await before.section.getByText(MEMBER_TESTIMONIALS.none).waitFor();
    expect(await before.section.locator('figure').count()).toBe(0);

    const { page, consoleErrors } = await openEditor();
    const quotes = page.getByRole('region', { name: T.sections.testimonials });
    await quotes.getByRole('button', { name: T.addQuote }).click();
    // The new quote's first box takes focus, so typing goes straight in.
    const words = quotes.getByLabel(T.fields.quote(CONTENT_LIMITS.quote));
    await expect.poll(() => words.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.type('The quietest week our family has had in years.');
    await quotes.getByLabel(T.fields.quoteAuthor).fill('Dana R.');
    await quotes.getByLabel(T.fields.quoteDetail).fill('Founding member, Denver');
    await page.getByRole('button', { name: T.save }).click();
    // Not without the member's leave: the refusal is on the box, and focus is brought there.
    const permission = quotes.getByRole('checkbox', { name: T.fields.quotePermission });
    await quotes.getByText(T.permission).waitFor();
    await expect.poll(() => permission.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    expect((await contentVersion()).version).toBe(0);
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: T.save }).click();
    await page.getByText(T.saved(1)).waitFor();
    expect((await contentVersion()).content.testimonials).toEqual([{ quote: 'The quietest week our family has had in years.', author: 'Dana R.', detail: 'Founding member, Denver', permission: true }]);
    // Two at most: Add a Quote leaves once the second is there.
    await quotes.getByRole('button', { name: T.addQuote }).click();
    expect(await quotes.getByRole('button', { name: T.addQuote }).count()).toBe(0);

    const after = await openMemberPage();
    const figure = after.section.locator('figure');
    await figure.getByText('The quietest week our family has had in years.').waitFor();
    expect(await figure.count()).toBe(1);
    expect((await figure.innerText()).replace(/\s+/g, ' ')).toContain('Dana R. Founding member, Denver');
    expect(await after.section.getByText(MEMBER_TESTIMONIALS.none).count()).toBe(0);
    expect([...consoleErrors, ...before.member.consoleErrors, ...after.member.consoleErrors]).toEqual([]);
  });

  it("keeps a phone's toast off the pinned Save bar", async () => {
    const { page } = await openEditor({ mobile: true, width: 390 });
    await page.getByLabel(T.fields.minimumInvestmentUsd).fill('60000');
    const save = page.getByRole('button', { name: T.save });
    await save.click();
    const toast = page.getByTestId('toast').filter({ hasText: T.saved(1) });
    await toast.waitFor();
    // The toast's entry animation ends where it stays.
    await page.waitForTimeout(500);
    const [toastBox, saveBox] = [await toast.boundingBox(), await save.boundingBox()];
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(saveBox!.y);
  });

  it('makes one version of a double-clicked Save', async () => {
    const { page } = await openEditor();
    await page.getByLabel(T.fields.minimumInvestmentUsd).fill('60000');
    await page.getByRole('button', { name: T.save }).dblclick();
    await page.getByText(T.saved(1)).waitFor();
    await page.waitForLoadState('networkidle');
    const saved = await contentVersion();
    expect(saved.version).toBe(1);
    expect(saved.history).toHaveLength(1);
  });

  it('refuses an empty amount on its field, with focus there, and saves nothing', async () => {
    const { page } = await openEditor();
    await page.getByLabel(T.fields.amountUsd).fill('');
    await page.getByRole('button', { name: T.save }).click();
    await expect.poll(() => descriptionOf(page, T.fields.amountUsd)).toContain(T.wholeUsd);
    expect(await page.getByLabel(T.fields.amountUsd).evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    expect((await contentVersion()).version).toBe(0);
  });

  it('asks before discarding changes, and keeps them when the admin goes back', async () => {
    const { page } = await openEditor();
    await page.getByLabel(T.fields.instrument, { exact: true }).fill('Preferred shares');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Membership Options' }).click();
    const dialog = page.getByRole('alertdialog', { name: T.discardTitle });
    await dialog.waitFor();
    // Escape reaches the question once it holds focus (a key pressed before is the page's).
    await expect.poll(() => holdsFocus(dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${stack.urls.web}${DASHBOARD_PATHS.editContent}`);
    expect(await page.getByLabel(T.fields.instrument, { exact: true }).inputValue()).toBe('Preferred shares');
    // The instrument is no longer a convertible one: its warning is gone.
    expect(await descriptionOf(page, T.fields.instrument, true)).not.toContain('Check:');
  });

  it('fits a 375 px phone, with no serious accessibility violation', async () => {
    const { page } = await openEditor({ mobile: true, width: 375 });
    expect(await horizontalOverflow(page)).toBe(0);
    await page.getByRole('button', { name: T.save }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('is not offered to a lead generator, whose visit is denied', async () => {
    const { page } = await browsers.open();
    await signInWithSession(page, stack.urls.web, leadgen);
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: T.title }).count()).toBe(0);
    await page.goto(`${stack.urls.web}${DASHBOARD_PATHS.editContent}`);
    await page.getByRole('heading', { name: AUTH_MESSAGES.accessDenied }).waitFor();
  });
});
