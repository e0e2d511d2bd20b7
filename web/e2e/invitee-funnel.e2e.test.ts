/**
 * The invitee's side in Chromium: from the link in the local mailbox, through each page's answers,
 * to the thank-you page (a member's decline too: / is the staff sign-in), after each page's delay.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MAX_NOTES_LENGTH } from '@safe-haven/shared/constants';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { thankYouContent } from '@safe-haven/shared/content/thank-you';
import { thankYouPath } from '@safe-haven/shared/content/thank-you-path';
import { FIELD_MESSAGES } from '@safe-haven/shared/messages';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { useBrowser, type BrowserSession } from './support/browser';
import { answeredStatus, inviteByEmail } from './support/invitations';
import { openDetails } from './support/pipeline';
import { expectText, signInWithSession } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();
let session: BrowserSession;
let sender: TestUser;

beforeAll(async () => {
  sender = await createStaffUser(stack, { role: 'leadgen', firstName: 'Jamie', lastName: 'Cole' });
});

/** The thank-you page, whatever answer its link names. */
const onThankYouPage = (url: URL) => url.pathname === '/thank-you';

/** Opens the emailed link on a phone and dismisses the welcome dialog. */
const openInvitation = async (link: string, welcomeAction: string): Promise<Page> => {
  session = await browsers.open({ mobile: true });
  const { page } = session;
  await page.goto(link);
  await expectText(page, 'Welcome, Quinn');
  await page.getByRole('button', { name: welcomeAction }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return page;
};

/** Measures from just before the click until the page reaches the next URL: never less than the delay. */
const clickAndTimeRedirect = async (page: Page, click: () => Promise<void>, url: string | ((url: URL) => boolean)): Promise<number> => {
  const started = Date.now();
  await click();
  await page.waitForURL(url, { timeout: 10_000 });
  return Date.now() - started;
};

const confirmAndReachThankYou = async (page: Page, title: string) => {
  await expectText(page, title);
  const elapsed = await clickAndTimeRedirect(page, () => page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click(), onThankYouPage);
  expect(elapsed).toBeGreaterThanOrEqual(1000);
  await expectText(page, 'Thank You!');
};

describe('member page', () => {
  const welcome = 'View my invitation';

  it('interested: pre-filled form, confirmation, /thank-you after 1 s, status yes', async () => {
    const { link, token, email } = await inviteByEmail(stack, sender, 'member');
    const page = await openInvitation(link, welcome);
    expect(await page.title()).toBe('Your Private Membership Invitation | Safe Haven');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await page.getByRole('button', { name: "I'm Interested" }).click();
    const form = page.getByRole('dialog');
    expect(await form.getByLabel('Full Name').inputValue()).toBe('Quinn Avery');
    expect(await form.getByLabel('Email').inputValue()).toBe(email);
    await form.getByLabel('Notes').fill('Evenings are best.');
    await form.getByRole('button', { name: 'Send my answer' }).click();
    await confirmAndReachThankYou(page, 'Thank You for Your Interest!');
    expect(await answeredStatus(stack, token)).toBe(true);
    // The stage names no public site: 'Return to Home' becomes the way back to the invitation, not the staff sign-in.
    await page.getByRole('button', { name: 'Back to your invitation' }).click();
    await page.waitForURL((url) => url.pathname === '/invitation');
    await page.getByText(/We already have your answer|your answer has been received/).first().waitFor();
  });

  it('maybe: a call with a phone number, then /thank-you', async () => {
    const { link, token } = await inviteByEmail(stack, sender, 'member');
    const page = await openInvitation(link, welcome);
    await page.getByRole('button', { name: 'Maybe, Tell Me More' }).click();
    await page.getByRole('dialog').getByText('Schedule a call').click();
    await page.getByRole('dialog').getByLabel(/^Phone/).fill('(303) 555-0104');
    await page.getByRole('dialog').getByRole('button', { name: 'Send my answer' }).click();
    await confirmAndReachThankYou(page, 'Thank You for Your Response!');
    expect(await answeredStatus(stack, token)).toBe(true);
  });

  it('not interested: asks once, then a toast and the thank-you page after 2 s, not the staff sign-in', async () => {
    const { link, token, email } = await inviteByEmail(stack, sender, 'member');
    const page = await openInvitation(link, welcome);
    await page.getByRole('button', { name: 'Not Interested' }).tap();
    await expectText(page, 'Not interested?');
    const started = Date.now();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm Not Interested' }).click();
    await expectText(page, INVITEE_MESSAGES.declineToast);
    await page.waitForURL(`${stack.urls.web}${thankYouPath('member', 'decline')}`, { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    await expectText(page, thankYouContent('member', 'decline').nextSteps[0]!.title);
    expect(await page.getByLabel('Password').count()).toBe(0);
    expect(await answeredStatus(stack, token)).toBe(true);

    // The sender's Details says a decline kept nothing, not "Name: Declined".
    const staff = await browsers.open();
    await signInWithSession(staff.page, stack.urls.web, sender, `${DASHBOARD_PATHS.manageInvitations}?search=${encodeURIComponent(email)}`);
    await openDetails(staff.page, 'Quinn Avery');
    const response = staff.page.getByRole('dialog').getByRole('region', { name: 'Response' });
    await response.getByText('None kept: a decline leaves no name or contact').waitFor();
    expect(await response.getByText('Declined', { exact: true }).count()).toBe(0);
  });

  it('counts the notes as they near the limit, and still says how far over when refused', async () => {
    const { link } = await inviteByEmail(stack, sender, 'member');
    const page = await openInvitation(link, welcome);
    await page.getByRole('button', { name: "I'm Interested" }).click();
    const notes = page.getByRole('dialog').getByLabel('Notes');
    await notes.fill('a'.repeat(1000));
    // Quiet for a few lines.
    expect(await page.getByRole('dialog').getByText(/ \/ 4,000 characters$/).count()).toBe(0);
    await notes.fill('a'.repeat(MAX_NOTES_LENGTH + 100));
    await page.getByRole('dialog').getByText('4,100 / 4,000 characters').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Send my answer' }).click();
    await expect.poll(() => notes.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('dialog').getByText('4,100 / 4,000 characters').count()).toBe(1);
  });

  it('names the missing fields and keeps what was typed', async () => {
    const { link } = await inviteByEmail(stack, sender, 'member');
    const page = await openInvitation(link, welcome);
    await page.getByRole('button', { name: "I'm Interested" }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Full Name').fill('');
    await form.getByLabel('Email').fill('');
    await form.getByRole('button', { name: 'Send my answer' }).click();
    await expectText(page, INVITEE_MESSAGES.fullNameRequired);
    await expectText(page, INVITEE_MESSAGES.emailRequired);
  });
});

describe('land owner page', () => {
  const welcome = 'See the partnership';

  it.each([
    ["I'm Interested", 'Thank You for Your Interest!'],
    ['Maybe, Tell Me More', 'Thank You for Your Response!'],
  ])('%s: read-only name and email, required property facts, then /thank-you', async (button, title) => {
    const { link, token, email } = await inviteByEmail(stack, sender, 'land_owner');
    const page = await openInvitation(link, welcome);
    await page.getByRole('button', { name: button }).click();
    const form = page.getByRole('dialog');
    expect(await form.getByLabel('Email').inputValue()).toBe(email);
    expect(await form.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await form.getByRole('button', { name: 'Send my answer' }).click();
    await expectText(page, 'Phone is required');
    await expectText(page, 'Acreage is required');
    await form.getByLabel(/^Phone/).fill('(303) 555-0101');
    await form.getByLabel(/^Property Address/).fill('12 Canyon Rd, Salida, CO');
    await form.getByLabel(/^Acreage/).fill('lots');
    await form.getByRole('button', { name: 'Send my answer' }).click();
    await expectText(page, INVITEE_MESSAGES.acreageInvalid);
    await form.getByLabel(/^Acreage/).fill('100-200');
    await form.getByRole('button', { name: 'Send my answer' }).click();
    await confirmAndReachThankYou(page, title);
    expect(await answeredStatus(stack, token)).toBe(true);
  });

  it('not a fit: asks once, thanks for the honesty, /thank-you after 2 s', async () => {
    const { link, token } = await inviteByEmail(stack, sender, 'land_owner');
    const page = await openInvitation(link, welcome);
    await page.getByRole('button', { name: 'Not a Fit' }).click();
    const started = Date.now();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm Not a Fit' }).click();
    await expectText(page, INVITEE_MESSAGES.landownerDeclineToast);
    await page.waitForURL(onThankYouPage, { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    await expectText(page, 'Nothing more is needed');
    expect(await answeredStatus(stack, token)).toBe(true);
  });
});

describe('investor page', () => {
  const welcome = 'Review the opportunity';

  it('interested: the allocation range is required, then /thank-you', async () => {
    const { link, token } = await inviteByEmail(stack, sender, 'investor');
    const page = await openInvitation(link, welcome);
    await expectText(page, '18-22%');
    await page.getByRole('button', { name: "I'm Interested" }).click();
    const form = page.getByRole('dialog');
    // "abc" is not a phone number: every problem is named at once, the API is not called.
    await form.getByLabel(/^Telephone/).fill('abc');
    await form.getByLabel(/^Mailing Address/).fill('4 Pine St, Denver, CO');
    await form.getByRole('button', { name: 'Send my answer' }).click();
    await expectText(page, FIELD_MESSAGES.invalidPhone('Telephone'));
    await expectText(page, INVITEE_MESSAGES.allocationRequired);
    expect(await answeredStatus(stack, token)).toBe(false);
    await form.getByLabel(/^Telephone/).fill('(303) 555-0102');
    await form.getByLabel(/^Allocation Range/).selectOption('100k-250k');
    await form.getByRole('button', { name: 'Send my answer' }).click();
    await confirmAndReachThankYou(page, 'Thank You for Your Interest!');
    expect(await answeredStatus(stack, token)).toBe(true);
  });

  it('maybe: no allocation needed, then /thank-you', async () => {
    const { link, token } = await inviteByEmail(stack, sender, 'investor');
    const page = await openInvitation(link, welcome);
    await page.getByRole('button', { name: 'Maybe, Send Information' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(/^Telephone/).fill('(303) 555-0103');
    await form.getByLabel(/^Mailing Address/).fill('4 Pine St, Denver, CO');
    await form.getByRole('button', { name: 'Send my answer' }).click();
    await confirmAndReachThankYou(page, 'Thank You for Your Response!');
    expect(await answeredStatus(stack, token)).toBe(true);
  });

  it('not a fit: a dialog with no fields, a toast, /thank-you after 3 s', async () => {
    const { link, token } = await inviteByEmail(stack, sender, 'investor');
    const page = await openInvitation(link, welcome);
    await page.getByRole('button', { name: 'Not a Fit' }).click();
    expect(await page.getByRole('alertdialog').getByRole('textbox').count()).toBe(0);
    const elapsed = await clickAndTimeRedirect(page, () => page.getByRole('alertdialog').getByRole('button', { name: 'Confirm Not a Fit' }).click(), onThankYouPage);
    expect(elapsed).toBeGreaterThanOrEqual(3000);
    expect(await answeredStatus(stack, token)).toBe(true);
  });
});

describe('unusable links', () => {
  it.each([
    ['/invitation', 'a missing token'],
    ['/invitation/investors#token=<script>', 'a malformed token'],
    [`/invitation/land-owners#token=${'z'.repeat(43)}`, 'an unknown token'],
    // Links emailed before carried the token in the query string.
    ['/invitation/investors?token=<script>', 'a malformed token in an old link'],
    [`/invitation/land-owners?token=${'z'.repeat(43)}`, 'an unknown token in an old link'],
  ])('%s shows Invalid or Expired Invitation for %s', async (path) => {
    session = await browsers.open();
    await session.page.goto(`${stack.urls.web}${path}`);
    await expectText(session.page, 'Invalid or Expired Invitation');
    expect(await session.page.title()).toBe('Invalid or Expired Invitation | Safe Haven');
  });

  it('shows Invalid or Expired Invitation for an expired token', async () => {
    Object.assign(process.env, stack.env);
    const { sendInvitation } = await import('@safe-haven/lambdas/invitations/send-invitation-service');
    const { getProfile } = await import('@safe-haven/lambdas/data/profile');
    const { linkToken } = await import('@safe-haven/lambdas/core/link-tokens');
    const profile = (await getProfile(sender.id))!;
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    const result = await sendInvitation(profile, {
      firstName: 'Old', lastName: 'Link', email: `expired-${randomUUID().slice(0, 8)}@invitee.test`, personalMessage: 'Hi', audience: 'member', idempotencyKey: randomUUID(),
    }, longAgo);
    const token = await linkToken('invitation', result.invitationId!);
    session = await browsers.open();
    await session.page.goto(`${stack.urls.web}/invitation#token=${token}`);
    await expectText(session.page, 'Invalid or Expired Invitation');
  });

  it('sends a link opened on the wrong page to its own page', async () => {
    const { token } = await inviteByEmail(stack, sender, 'investor');
    session = await browsers.open();
    await session.page.goto(`${stack.urls.web}/invitation#token=${token}`);
    // The token stays in the fragment on the way.
    await session.page.waitForURL((url) => url.pathname === '/invitation/investors' && url.search === '' && url.hash === `#token=${token}`);
    await expectText(session.page, 'Welcome, Quinn');
  });
});

describe('admin preview', () => {
  it('shows staff the page with the banner, disabled answers and Close Preview', async () => {
    session = await browsers.open();
    const { page } = session;
    await signInWithSession(page, stack.urls.web, sender);
    await page.goto(`${stack.urls.web}/invitation/investors?admin_preview=true`);
    await expectText(page, INVITEE_MESSAGES.previewBanner);
    const welcomeButton = page.getByRole('button', { name: 'Review the opportunity' });
    if (await welcomeButton.isVisible()) await welcomeButton.click();
    for (const button of await page.getByRole('button', { name: /Interested|Maybe|Not a Fit/ }).all()) {
      expect(await button.isDisabled()).toBe(true);
    }
    await page.getByRole('button', { name: 'Close Preview' }).first().click();
    await page.waitForURL(`${stack.urls.web}/dashboard`);
  });

  it('refuses a preview to an anonymous visitor', async () => {
    session = await browsers.open();
    await session.page.goto(`${stack.urls.web}/invitation?admin_preview=true`);
    await expectText(session.page, INVITEE_MESSAGES.previewNotAllowed);
  });
});
