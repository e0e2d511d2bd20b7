/**
 * The Funnel page: a founder's seeded pipeline shows at each stage, and every chart's bars say what
 * the table beside it says (both read from the page). A lead generator has no Funnel entry.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { waitFor } from '@safe-haven/testing/wait';
import { invitationEntity } from '@safe-haven/lambdas/data/invitation';
import { itemAt } from '@safe-haven/lambdas/data/item-operations';
import { getProfile } from '@safe-haven/lambdas/data/profile';
import { funnelFor } from '@safe-haven/lambdas/funnel/funnel-service';
import { changeInvitationStatus } from '@safe-haven/lambdas/invitations/change-status-service';
import { useBrowser } from './support/browser';
import { dismissCelebrations } from './support/pipeline';
import { signInWithSession } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();

/** A figure's bars (label -> value shown) and its table's rows (first cell -> the other cells), from the DOM. */
const readFigure = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((figure) => ({
    bars: [...figure.querySelectorAll('[data-bar]')].map((bar) => [bar.getAttribute('data-label') ?? '', bar.getAttribute('data-value') ?? ''] as const),
    rows: [...figure.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    caption: figure.querySelector('figcaption')?.textContent ?? '',
    labelled: figure.querySelector('svg[role="img"]')?.getAttribute('aria-labelledby') === figure.querySelector('figcaption')?.id,
  }));

describe('Funnel page', () => {
  let founder: TestUser;
  let leadgen: TestUser;

  beforeAll(async () => {
    founder = await createStaffUser(stack, { role: 'founder', firstName: 'Fiona', lastName: 'Funnel' });
    leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Leo', lastName: 'Leads', addedById: founder.id });
    const invitations = await Promise.all([seedInvitation(leadgen), seedInvitation(leadgen), seedInvitation(leadgen), seedInvitation(founder)]);
    const actor = (await getProfile(founder.id))!;
    await itemAt(invitationEntity.key(invitations[0]!.id)).update().set({ openedAt: new Date().toISOString() }).go();
    await changeInvitationStatus(actor, invitations[0]!.id, { from: 'sent', to: 'yes' });
    await changeInvitationStatus(actor, invitations[0]!.id, { from: 'yes', to: 'interested_yes' });
    await changeInvitationStatus(actor, invitations[1]!.id, { from: 'sent', to: 'yes' });
    await changeInvitationStatus(actor, invitations[3]!.id, { from: 'sent', to: 'no' });
    await waitFor(() => funnelFor({ id: founder.id, role: 'founder' }), (funnel) => funnel?.totals.member?.counts.no === 1 && funnel.totals.member.counts.interested_yes === 1, 'the funnel counted', 60_000);
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
    expect(senders.rows.map((row) => [row[0], row[1]])).toEqual([['Fiona Funnel', '1'], ['Leo Leads', '3']]);
    const times = await readFigure(page, 'funnel-times');
    expect(times.rows.map((row) => [row[0], row[3]])).toEqual(expect.arrayContaining([['Sent', '3'], ['Yes', '1']]));
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
