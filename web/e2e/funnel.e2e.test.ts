/**
 * The Funnel page: a founder's seeded pipeline shows at each stage, and every chart's bars say what
 * the table below it says (both read from the page); a lead who opened a sent document counts in
 * "Opened a document". Each section is an h2; on a wide screen every
 * chart sits above its table and no table runs past its card; on a phone the chart's text is at
 * least 12 px and inside the picture, the Stages table fits, and a table that scrolls says so.
 * An audience with no stay shows a sentence, not a table row. A lead generator has no Funnel entry.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { waitFor } from '@safe-haven/testing/wait';
import { invitationEntity } from '@safe-haven/lambdas/data/invitation';
import { recordDocumentViewOnCard } from '@safe-haven/lambdas/data/invitation-opens';
import { itemAt } from '@safe-haven/lambdas/data/item-operations';
import { getProfile } from '@safe-haven/lambdas/data/profile';
import { funnelFor } from '@safe-haven/lambdas/funnel/funnel-service';
import { FUNNEL_MESSAGES } from '@safe-haven/shared/funnel-messages';
import { changeInvitationStatus } from '@safe-haven/lambdas/invitations/change-status-service';
import { useBrowser } from './support/browser';
import { describeViolations, seriousA11yViolations } from './support/axe';
import { dismissCelebrations } from './support/pipeline';
import { signInWithSession } from './support/staff';

const stack = inject('stack');
const SECTIONS = ['Stages', 'Median time in each status', 'By sender', 'By month'];
const FIGURES = ['funnel-stages', 'funnel-times', 'funnel-senders', 'funnel-months'];
const browsers = useBrowser();

/** A figure's bars (label -> value shown) and its table's rows (first cell -> the other cells), from the DOM. */
const readFigure = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((figure) => ({
    bars: [...figure.querySelectorAll('[data-bar]')].map((bar) => [bar.getAttribute('data-label') ?? '', bar.getAttribute('data-value') ?? ''] as const),
    rows: [...figure.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    caption: figure.querySelector('figcaption')?.textContent ?? '',
    labelled: figure.querySelector('svg[role="img"]')?.getAttribute('aria-labelledby') === figure.querySelector('figcaption')?.id,
  }));

interface Box { left: number; right: number; top: number; bottom: number }
/** The little of an element the layout reading uses (the test code has no DOM types). */
interface InPageNode {
  scrollWidth: number;
  clientWidth: number;
  parentElement: InPageNode | null;
  viewBox: { baseVal: { width: number } };
  getBoundingClientRect(): Box;
  querySelector(selector: string): InPageNode | null;
  querySelectorAll(selector: string): ArrayLike<InPageNode>;
}

/** Where a figure's chart, table and scroll box are drawn, and how large the chart's text is on screen. */
const figureLayout = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((node) => {
    const figure = node as unknown as InPageNode;
    const box = (element: InPageNode | null | undefined) => {
      const rect = element?.getBoundingClientRect();
      return rect ? { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom } : null;
    };
    const svg = figure.querySelector('svg[data-chart]');
    const scroller = figure.querySelector('table')?.parentElement;
    return {
      figure: box(figure),
      chart: box(svg),
      table: box(figure.querySelector('table')),
      scrollBox: box(scroller),
      scrolls: scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : false,
      /** The text's size on screen: the viewBox is drawn at the SVG's width. */
      textPx: svg ? (svg.getBoundingClientRect().right - svg.getBoundingClientRect().left) / svg.viewBox.baseVal.width * 13 : 0,
      texts: Array.from(svg?.querySelectorAll('text') ?? []).map((text) => box(text)!),
      cellsClipped: Array.from(figure.querySelectorAll('td, th')).filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length,
      hint: !!figure.querySelector('[data-scroll-hint]'),
    };
  });

const openFunnel = async (page: Page, user: TestUser) => {
  await dismissCelebrations(page);
  await signInWithSession(page, stack.urls.web, user, DASHBOARD_PATHS.funnel);
  await page.getByTestId('funnel-stages').waitFor();
};

describe('Funnel page', () => {
  let founder: TestUser;
  let leadgen: TestUser;

  beforeAll(async () => {
    // A long name: its label in the By sender chart has to wrap on a phone.
    founder = await createStaffUser(stack, { role: 'founder', firstName: 'Fiona', lastName: 'Funnel Archibald-Montgomery' });
    leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Leo', lastName: 'Leads', addedById: founder.id });
    const invitations = await Promise.all([seedInvitation(leadgen), seedInvitation(leadgen), seedInvitation(leadgen), seedInvitation(founder)]);
    // An investor invitation still in Sent: that audience has stages but no time spent in a status.
    await seedInvitation(founder, { audience: 'investor' });
    const actor = (await getProfile(founder.id))!;
    await itemAt(invitationEntity.key(invitations[0]!.id)).update().set({ openedAt: new Date().toISOString() }).go();
    await changeInvitationStatus(actor, invitations[0]!.id, { from: 'sent', to: 'yes' });
    await changeInvitationStatus(actor, invitations[0]!.id, { from: 'yes', to: 'interested_yes' });
    await changeInvitationStatus(actor, invitations[1]!.id, { from: 'sent', to: 'yes' });
    await changeInvitationStatus(actor, invitations[3]!.id, { from: 'sent', to: 'no' });
    // The interested lead opened the pitch deck sent to them (a counted view of its personal link).
    await recordDocumentViewOnCard({ id: invitations[0]!.id }, 'member-pitch-deck', { count: 1, lastAt: new Date().toISOString() });
    await waitFor(
      () => funnelFor({ id: founder.id, role: 'founder' }),
      (funnel) => funnel?.totals.member?.counts.no === 1 && funnel.totals.member.counts.interested_yes === 1 && funnel.totals.investor?.counts.sent === 1
        && funnel.totals.member.counts.document_opened === 1,
      'the funnel counted', 60_000,
    );
  });

  it("shows a founder's pipeline at each stage, and each table matches its chart", async () => {
    const { page } = await browsers.open();
    await dismissCelebrations(page);
    await signInWithSession(page, stack.urls.web, founder);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Funnel' }).click();
    await page.waitForURL(`**${DASHBOARD_PATHS.funnel}`);
    await page.getByRole('heading', { name: 'Funnel', level: 1 }).waitFor();
    await page.getByTestId('funnel-stages').waitFor();

    const stages = await readFigure(page, 'funnel-stages');
    const counts = Object.fromEntries(stages.rows.map(([stage, count]) => [stage, count]));
    expect(counts).toMatchObject({ Sent: '4', Opened: '1', 'Answered Yes': '2', 'Answered Maybe': '0', 'Answered No': '1', 'Interested (Yes)': '1' });
    expect(stages.rows.find(([stage]) => stage === 'Interested (Yes)')?.[2]).toBe('50% of Answered Yes');
    expect(stages.rows.find(([stage]) => stage === 'Opened')?.[2]).toBe('25% of Sent');
    // After the pipeline's statuses, before archiving.
    expect(stages.rows.slice(-2).map((row) => row.slice(0, 3))).toEqual([['Opened a document', '1', '25% of Sent'], ['Archived (Not Interested)', '0', '0% of Sent']]);
    expect(stages.caption).toContain('Member invitations');
    expect(stages.labelled).toBe(true);

    for (const testId of ['funnel-stages', 'funnel-times', 'funnel-senders', 'funnel-months']) {
      const figure = await readFigure(page, testId);
      // Every bar is a row of the table with the same label and value (the value is the table's second column).
      expect(figure.bars.length, testId).toBeGreaterThan(0);
      expect(figure.bars.map(([label, value]) => [label, value]), testId).toEqual(figure.rows.map((row) => [row[0], row[1]]));
      expect(figure.labelled, testId).toBe(true);
    }
    const senders = await readFigure(page, 'funnel-senders');
    expect(senders.rows.map((row) => [row[0], row[1]])).toEqual([['Fiona Funnel Archibald-Montgomery', '1'], ['Leo Leads', '3']]);
    const times = await readFigure(page, 'funnel-times');
    expect(times.rows.map((row) => [row[0], row[3]])).toEqual(expect.arrayContaining([['Sent', '3'], ['Yes', '1']]));

    // Each section is a heading screen-reader users can jump to.
    for (const name of SECTIONS) await page.getByRole('heading', { name, level: 2 }).waitFor();
  });

  it('on a wide screen puts each chart above its table, and no table runs past its card', async () => {
    const { page } = await browsers.open({ width: 1440, height: 900 });
    await openFunnel(page, founder);
    for (const testId of FIGURES) {
      const layout = await figureLayout(page, testId);
      expect(layout.chart!.bottom, testId).toBeLessThanOrEqual(layout.table!.top);
      expect(layout.table!.right, testId).toBeLessThanOrEqual(layout.figure!.right);
      // The table has the card's width, not half of it.
      expect(layout.scrollBox!.right - layout.scrollBox!.left, testId).toBeGreaterThan((layout.figure!.right - layout.figure!.left) * 0.9);
      expect(layout.scrolls, testId).toBe(false);
      expect(layout.hint, testId).toBe(false);
    }
  });

  it('on a phone draws readable chart text inside the chart, fits the Stages table, and says when a table scrolls', async () => {
    const { page } = await browsers.open({ mobile: true });
    await openFunnel(page, founder);
    for (const testId of FIGURES) {
      const layout = await figureLayout(page, testId);
      expect(layout.textPx, testId).toBeGreaterThanOrEqual(12);
      // No label is cut at the chart's left edge (the long sender's name wraps), no value at its right.
      for (const text of layout.texts) {
        expect(text.left, testId).toBeGreaterThanOrEqual(layout.chart!.left - 0.5);
        expect(text.right, testId).toBeLessThanOrEqual(layout.chart!.right + 0.5);
      }
    }
    const stages = await figureLayout(page, 'funnel-stages');
    expect(stages.scrolls).toBe(false);
    expect(stages.cellsClipped).toBe(0);
    expect(stages.table!.right).toBeLessThanOrEqual(stages.figure!.right);

    // Eight columns do not fit 390 px: the table scrolls, and says so.
    const senders = await figureLayout(page, 'funnel-senders');
    expect(senders.scrolls).toBe(true);
    expect(senders.hint).toBe(true);
    await page.getByTestId('funnel-senders').getByRole('region', { name: /By sender/ }).waitFor();
    // The scroll boxes take focus, the headings are in order: no serious WCAG violation.
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('says in a sentence when no invitation has left a status, with no table row standing in for it', async () => {
    const { page } = await browsers.open({ width: 1440, height: 900 });
    await openFunnel(page, founder);
    await page.getByLabel('Audience').selectOption('investor');
    const times = page.getByTestId('funnel-times');
    await times.getByText(FUNNEL_MESSAGES.noStays).waitFor();
    expect(await times.locator('table').count()).toBe(0);
    expect(await times.locator('svg').count()).toBe(0);
    await page.getByRole('heading', { name: 'Median time in each status', level: 2 }).waitFor();
    expect((await readFigure(page, 'funnel-stages')).rows.find(([stage]) => stage === 'Sent')?.[1]).toBe('1');
  });

  it('has no Funnel entry for a lead generator', async () => {
    const { page } = await browsers.open();
    await dismissCelebrations(page);
    await signInWithSession(page, stack.urls.web, leadgen);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: /^Manage Invitations/ }).waitFor();
    expect(await nav.getByRole('link', { name: 'Funnel' }).count()).toBe(0);
  });
});
