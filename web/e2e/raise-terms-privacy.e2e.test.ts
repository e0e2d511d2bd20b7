/**
 * The raise's terms are offering terms of a private placement: the investor page's HTML and every
 * script of the built site hold none of them; they fill in, into places held at their size, only
 * for the holder of an investor invitation, and for staff in a preview.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INVITATION_PATHS } from '@safe-haven/shared/audiences';
import { formatPercent, formatUsd } from '@safe-haven/shared/content/format';
import { INVESTOR_FLOW } from '@safe-haven/shared/content/investor-invitation';
import { raiseHeadlines, raiseTermRows } from '@safe-haven/shared/content/raise-terms';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import { CURRENT_RAISE_TERMS } from '@safe-haven/lambdas/company/current-raise-terms';
import { ROOT_DIR } from '@safe-haven/testing/local-engines';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { useBrowser } from './support/browser';
import { inviteByEmail } from './support/invitations';
import { signInWithSession } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();
let sender: TestUser;

beforeAll(async () => {
  sender = await createStaffUser(stack, { role: 'leadgen', firstName: 'Morgan', lastName: 'Reyes' });
});

const INVESTOR_PAGE = INVITATION_PATHS.investor;
const { amountUsd, preMoneyValuationUsd, equityPercent, instrument, useOfFunds, targetReturns } = CURRENT_RAISE_TERMS;

/** A number as built code may hold it: 2000000 or, minified, 2e6. */
const numberForms = (value: number): string[] => {
  const zeros = /0+$/.exec(String(value))?.[0].length ?? 0;
  return [String(value), `${String(value).slice(0, -zeros)}e${zeros}`];
};

/** The amount and the valuation in every form, and the other terms as the pages would write them. */
const FIGURES = [
  formatUsd(amountUsd), formatUsd(preMoneyValuationUsd), ...numberForms(amountUsd), ...numberForms(preMoneyValuationUsd),
  `${formatPercent(equityPercent)} equity`, instrument, ...useOfFunds.map((use) => use.label), ...targetReturns.map((target) => target.value),
];

/** The figures a text holds; bare numbers only as whole tokens ("2e6" is not "2e60"). */
const figuresIn = (text: string): string[] =>
  FIGURES.filter((figure) => (/^[\de]+$/.test(figure) ? new RegExp(`(?<![\\w.$])${figure}(?![\\w])`).test(text) : text.includes(figure)));

const fetchText = async (url: string) => {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.text();
};

/** Opens the investor page and lists every script the browser loads for it. */
const scriptsLoadedBy = async (path: string): Promise<string[]> => {
  const { page } = await browsers.open({ mobile: true });
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto(`${stack.urls.web}${path}`);
  await page.getByText(INVITEE_MESSAGES.invalidTitle).first().waitFor();
  await page.waitForLoadState('networkidle');
  return [...scripts];
};

describe('without an investor token', () => {
  it('the investor page and every script it loads hold none of the terms', async () => {
    // Act: the page as the web serves it (no token, and a well-formed but unknown one), and its scripts
    const html = await fetchText(`${stack.urls.web}${INVESTOR_PAGE}`);
    const scripts = [...new Set([
      ...await scriptsLoadedBy(INVESTOR_PAGE),
      ...await scriptsLoadedBy(`${INVESTOR_PAGE}?token=${'a'.repeat(43)}`),
    ])];
    // Assess
    expect(scripts.length).toBeGreaterThan(5);
    expect(figuresIn(html)).toEqual([]);
    for (const script of scripts) expect(figuresIn(await fetchText(script)), script).toEqual([]);
  });

  it('no file the site publishes holds them either (every chunk, loaded or not)', () => {
    const dist = join(ROOT_DIR, 'web/dist');
    // Source maps and the chunk graph are not published (infra/lib/constructs/site.ts).
    const published = readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.map') && entry.name !== 'chunk-graph.json')
      .map((entry) => join(entry.parentPath, entry.name));
    expect(published.length).toBeGreaterThan(20);
    const found = published.flatMap((file) => figuresIn(readFileSync(file, 'utf8')).map((figure) => `${relative(dist, file)}: ${figure}`));
    expect(found).toEqual([]);
  });
});

/** Sums layout shifts as CLS counts them (as in public-pages.e2e.test.ts). Runs in the page. */
/** Every layout shift with its time, so a test can count those its own step caused. */
const LAYOUT_SHIFT_RECORDER = `
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShifts.push({ value: entry.value, at: entry.startTime });
  }).observe({ type: 'layout-shift', buffered: true });
`;
const layoutShiftSince = async (page: Page, since: number) =>
  Number(await page.evaluate(`window.__layoutShifts.filter((shift) => shift.at >= ${since}).reduce((sum, shift) => sum + shift.value, 0)`));

/** What the page shows of the terms once they are there, as a reader sees it. */
const expectTermsShown = async (page: Page) => {
  await page.getByText(formatUsd(preMoneyValuationUsd)).first().waitFor();
  const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  for (const term of raiseTermRows(CURRENT_RAISE_TERMS)) expect(text).toContain(`${term.label} ${term.value}`);
  for (const headline of raiseHeadlines(CURRENT_RAISE_TERMS)) expect(text).toContain(headline.value);
  for (const use of useOfFunds) expect(text).toContain(`${use.label} ${formatPercent(use.percent)}`);
  for (const target of targetReturns) expect(text).toContain(target.value);
  expect(await page.locator('main [data-placeholder]').count()).toBe(0);
};

describe('with a valid investor token', () => {
  it('shows the terms', async () => {
    const { link } = await inviteByEmail(stack, sender, 'investor');
    const { page, consoleErrors } = await browsers.open({ mobile: true });
    await page.goto(link);
    await page.getByRole('button', { name: INVESTOR_FLOW.welcome.action }).click();
    await expectTermsShown(page);
    expect(consoleErrors).toEqual([]);
  });

  /** Heights of the parts that hold the terms, and of the whole page. */
  const measure = (page: Page) => page.evaluate<{ hero: number; opportunity: number; highlights: number; page: number }>(`(() => {
    const height = (element) => Math.round(element.getBoundingClientRect().height * 10) / 10;
    const section = (title) => Array.from(document.querySelectorAll('section')).find((s) => s.querySelector('h2')?.textContent === title);
    return {
      hero: height(document.querySelector('section[aria-labelledby="invitation-title"]')),
      opportunity: height(document.getElementById('opportunity')),
      highlights: height(section('Target returns')),
      page: document.documentElement.scrollHeight,
    };
  })()`);

  it.each([
    ...[320, 375, 390, 414, 600].map((width) => ({ width, mobile: true })),
    ...[800, 1024, 1440].map((width) => ({ width, mobile: false })),
  ])('keeps the page\'s layout while the terms fill in at $width px', async ({ width, mobile }) => {
    // Prepare: the invitation's read waits until the page has been measured; the welcome was seen already.
    const { link, token } = await inviteByEmail(stack, sender, 'investor');
    const { page } = await browsers.open({ mobile, width });
    await page.addInitScript(`sessionStorage.setItem('safe-haven:welcomed:${token}', '1')`);
    await page.addInitScript(LAYOUT_SHIFT_RECORDER);
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    let readAsked!: () => void;
    const asked = new Promise<void>((resolve) => { readAsked = resolve; });
    await page.route('**/api/public/invitations/**', async (route) => {
      readAsked();
      await released;
      await route.continue();
    });
    await page.goto(link);
    await asked;
    expect(await page.locator('main [data-placeholder]').count()).toBeGreaterThan(10);
    const before = await measure(page);
    // Act (the shifts counted are those after this moment: what the terms arriving moves, not the
    // page's first paint, which a busy machine may settle later; Lighthouse measures that).
    const releasedAt = Number(await page.evaluate('performance.now()'));
    release();
    await page.getByText('Prepared for Quinn Avery').first().waitFor({ state: 'attached' });
    await page.getByText(formatUsd(preMoneyValuationUsd)).first().waitFor();
    // Assess: nothing in view moved, and nothing anywhere on the page, except at 320 px, where a term
    // and two uses of funds wrap onto a second line far below the first screen (the places held for
    // them cannot know how long they are; CLS counts only what moves in view).
    const after = await measure(page);
    if (width > 320) expect(after).toEqual(before);
    else expect({ hero: after.hero, change: after.page - before.page }).toEqual({ hero: before.hero, change: expect.any(Number) });
    expect(after.page - before.page).toBeLessThanOrEqual(width > 320 ? 0 : 100);
    expect(await layoutShiftSince(page, releasedAt)).toBeLessThan(0.001);
  });
});

describe('a staff preview', () => {
  it('shows the terms, read with the staff session', async () => {
    const { page, consoleErrors } = await browsers.open();
    const terms: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/company/current-raise')) terms.push(response.status());
    });
    await signInWithSession(page, stack.urls.web, sender);
    await page.goto(`${stack.urls.web}${INVESTOR_PAGE}?admin_preview=true`);
    await page.getByText(INVITEE_MESSAGES.previewBanner).first().waitFor();
    await page.getByRole('button', { name: INVESTOR_FLOW.welcome.action }).click();
    await expectTermsShown(page);
    expect(terms).toEqual([200]);
    expect(consoleErrors).toEqual([]);
  });
});
