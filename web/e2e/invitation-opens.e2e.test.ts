/**
 * Opens in the browser: an invitee's first visit shows 'Opened' to the signed-in sender
 * on Manage Invitations within the poll interval and without a reload, with the time and the view
 * count in the details; a staff preview of the page (even one given the link's token) does not.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { seedListedInvitation } from '@safe-haven/testing/invitations';
import { streamSettled } from '@safe-haven/testing/stream';
import { linkToken } from '@safe-haven/lambdas/core/link-tokens';
import { getInvitation } from '@safe-haven/lambdas/data/invitation';
import { seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { dismissCelebrations, openDetails } from './support/pipeline';
import { signInWithSession } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();
/** A person's browser (headless Chromium's own User-Agent is, rightly, not counted). */
const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** What the list's poll (10 s) and the stream handler (about a second) allow, as for unread badges. */
const WITHIN_A_POLL_MS = 15_000;

let sender: TestUser;

beforeAll(async () => {
  sender = await createStaffUser(stack, { role: 'leadgen', firstName: 'Orla', lastName: 'Opens' });
});

/** An invitation sent a minute ago (past the grace in which a mail scanner's read is not counted). */
const sentAMinuteAgo = (lastName: string) =>
  seedListedInvitation(sender, { firstName: 'Ivy', lastName, createdAt: new Date(Date.now() - 60_000).toISOString() });

const openManageInvitations = async (search: string) => {
  const { page } = await browsers.open({ userAgent: DESKTOP_CHROME });
  await dismissCelebrations(page);
  await signInWithSession(page, stack.urls.web, sender, `${DASHBOARD_PATHS.manageInvitations}?search=${search}`);
  return page;
};

describe('opens', () => {
  it("shows 'Opened' to the sender within the poll interval of the invitee's first visit, without a reload", async () => {
    const invitation = await sentAMinuteAgo('Firstlook');
    const page = await openManageInvitations('firstlook');
    const card = page.getByRole('article', { name: 'Ivy Firstlook' });
    await card.getByText('Sent', { exact: true }).waitFor();
    expect(await card.getByTestId('opened').count()).toBe(0);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

    const invitee = await browsers.open({ mobile: true, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1' });
    const visitedAt = Date.now();
    await invitee.page.goto(`${stack.urls.web}/invitation#token=${await linkToken('invitation', invitation.id)}`);
    await invitee.page.getByText('Ivy', { exact: false }).first().waitFor();

    const opened = card.getByTestId('opened');
    await opened.waitFor({ timeout: WITHIN_A_POLL_MS });
    expect(Date.now() - visitedAt).toBeLessThanOrEqual(WITHIN_A_POLL_MS);
    expect(navigations).toEqual([]);
    const onCard = await opened.innerText();
    expect(onCard).toMatch(/^Opened (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}:\d\d\s(AM|PM)$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The open dialog hides the list from the accessibility tree: the card was read before.
    await openDetails(page, 'Ivy Firstlook');
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('opened').innerText()).toBe(onCard);
    expect(await dialog.getByTestId('opened-detail').innerText()).toMatch(/^Opened .+ · 1 view$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("does not count a staff preview, even one given the link's token", async () => {
    const invitation = await sentAMinuteAgo('Previewonly');
    const page = await openManageInvitations('previewonly');
    const card = page.getByRole('article', { name: 'Ivy Previewonly' });
    await card.getByText('Sent', { exact: true }).waitFor();

    const token = await linkToken('invitation', invitation.id);
    await page.goto(`${stack.urls.web}/invitation?admin_preview=true#token=${token}`);
    await page.getByText(INVITEE_MESSAGES.previewBanner).first().waitFor();
    await streamSettled(stack);
    expect((await getInvitation(invitation.id))?.openedAt).toBeUndefined();

    await page.goto(`${stack.urls.web}${DASHBOARD_PATHS.manageInvitations}?search=previewonly`);
    await card.getByText('Sent', { exact: true }).waitFor();
    expect(await card.getByTestId('opened').count()).toBe(0);
    await openDetails(page, 'Ivy Previewonly');
    expect(await page.getByRole('dialog').getByTestId('opened-detail').innerText()).toBe('Not opened yet');
  });
});
