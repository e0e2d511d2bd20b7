/**
 * Link tokens stay out of URLs the servers see: emailed links carry them in the fragment, and a link
 * emailed before (with ?token=) is rewritten by web/public/token-to-fragment.js (on the pages that
 * load their scripts after paint, the start of their loader) before the page reads it. In
 * both cases the page works and no request it makes carries the token in its URL.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HEADER_TITLES } from '@safe-haven/shared/roles';
import { ACCOUNT_SETUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { inviteStaff } from '@safe-haven/testing/onboarding';
import { createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { useBrowser } from './support/browser';
import { answeredStatus, inviteByEmail } from './support/invitations';
import { expectText } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();
let sender: TestUser;
let adminToken: string;

beforeAll(async () => {
  sender = await createStaffUser(stack, { role: 'leadgen', firstName: 'Jamie', lastName: 'Cole' });
  adminToken = await signIn(stack, await createStaffUser(stack, { role: 'admin' }));
});

/** A link as it was emailed before tokens moved to the fragment. */
const oldStyleLink = (link: URL, token: string): string => `${stack.urls.web}${link.pathname}?token=${token}`;

/** Every URL the page asks for after the document itself (scripts, styles, API calls, images). */
const recordRequests = (page: Page): string[] => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (!request.isNavigationRequest()) urls.push(request.url());
  });
  return urls;
};

const expectTokenOnlyInFragment = async (page: Page, token: string) => {
  // The address as the page itself sees it.
  const { search, hash } = (await page.evaluate('({ search: location.search, hash: location.hash })')) as { search: string; hash: string };
  expect(search).not.toContain('token=');
  expect(hash).toBe(`#token=${token}`);
  expect(new URL(page.url()).search).not.toContain('token=');
};

describe('an invitation link', () => {
  it('emailed now carries its token in the fragment, and the page reads it from there', async () => {
    const { link, token } = await inviteByEmail(stack, sender, 'member');
    const url = new URL(link);
    expect(url.search).toBe('');
    expect(url.hash).toBe(`#token=${token}`);
    const { page, consoleErrors } = await browsers.open({ mobile: true });
    const requests = recordRequests(page);
    await page.goto(link);
    await expectText(page, 'Welcome, Quinn');
    await expectTokenOnlyInFragment(page, token);
    expect(requests.some((request) => request.includes('/api/public/invitations/read'))).toBe(true);
    expect(requests.filter((request) => request.includes(token))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('emailed before (?token=) ends with the token in the fragment, and the invitee can answer', async () => {
    const { link, token } = await inviteByEmail(stack, sender, 'investor');
    const { page, consoleErrors } = await browsers.open({ mobile: true });
    const requests = recordRequests(page);
    await page.goto(oldStyleLink(new URL(link), token));
    await expectText(page, 'Welcome, Quinn');
    expect(new URL(page.url()).pathname).toBe('/invitation/investors');
    await expectTokenOnlyInFragment(page, token);
    // Nothing the page loaded, the first script included, had the token in its URL.
    expect(requests.length).toBeGreaterThan(3);
    expect(requests.filter((request) => request.includes(token))).toEqual([]);

    await page.getByRole('button', { name: 'Review the opportunity' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Not a Fit' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm Not a Fit' }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you', { timeout: 10_000 });
    expect(await answeredStatus(stack, token)).toBe(true);
    expect(requests.filter((request) => request.includes(token))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('keeps working after a link on the page replaced the fragment, and after a reload', async () => {
    const { link, token } = await inviteByEmail(stack, sender, 'member');
    const { page } = await browsers.open({ mobile: true });
    await page.goto(link);
    await page.getByRole('button', { name: 'View my invitation' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Respond to your invitation' }).click();
    expect(new URL(page.url()).hash).toBe('#respond');
    await page.reload();
    await page.getByText('Prepared for Quinn Avery').waitFor();
    expect(await page.getByText('Invalid or Expired Invitation').count()).toBe(0);
    expect(await answeredStatus(stack, token)).toBe(false);
  });
});

describe('a staff set-up link', () => {
  const createAccount = async (page: Page) => {
    await page.locator('input[name="password"]').fill('Strong!Pass1');
    await page.locator('input[name="confirmPassword"]').fill('Strong!Pass1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${stack.urls.web}/dashboard`);
    await expectText(page, ACCOUNT_SETUP_MESSAGES.welcomeTitle);
  };

  it('with the token in the fragment opens the set-up form and creates the account', async () => {
    const { email, link, token } = await inviteStaff(stack, adminToken, { role: 'leadgen' });
    expect(link.pathname).toBe('/setup-profile');
    expect(link.search).toBe('');
    expect(link.hash).toBe(`#token=${token}`);
    const { page, consoleErrors } = await browsers.open();
    const requests = recordRequests(page);
    await page.goto(link.toString());
    await page.getByRole('heading', { name: 'Set Up Your Account' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await expectTokenOnlyInFragment(page, token);
    await createAccount(page);
    await expectText(page, HEADER_TITLES.leadgen);
    expect(requests.some((request) => request.includes('/api/public/staff-invitations/accept'))).toBe(true);
    expect(requests.filter((request) => request.includes(token))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('emailed before (?token=) still works, with the token moved to the fragment', async () => {
    const { email, link, token } = await inviteStaff(stack, adminToken, { role: 'leadgen' });
    const { page } = await browsers.open();
    const requests = recordRequests(page);
    await page.goto(oldStyleLink(link, token));
    await page.getByRole('heading', { name: 'Set Up Your Account' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await expectTokenOnlyInFragment(page, token);
    await createAccount(page);
    expect(requests.filter((request) => request.includes(token))).toEqual([]);
  });
});
