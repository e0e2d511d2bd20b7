/** The dashboard shell in Chromium: sidebar per role, Ctrl/Cmd+B with its cookie, mobile drawer, guards, 404. */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { API_MESSAGES } from '@safe-haven/shared/messages';
import { callApi, createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { seedListedInvitation } from '@safe-haven/testing/invitations';
import { waitFor } from '@safe-haven/testing/wait';
import { liveConnectionsOf } from '@safe-haven/lambdas/data/live-connection';
import { useBrowser, type BrowserSession } from './support/browser';
import { smallTapTargets } from './support/layout-checks';
import { answerAsInvitee, dismissCelebrations } from './support/pipeline';
import { expectText, signInWithSession } from './support/staff';
import { holdsFocus, type InPageElement } from './support/in-page';

const stack = inject('stack');
const browsers = useBrowser();
let session: BrowserSession;
let admin: TestUser;
let founder: TestUser;
let leadgen: TestUser;

const navLinks = async (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').allInnerTexts();
const sidebarCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'sidebar_state');

beforeAll(async () => {
  [admin, founder, leadgen] = await Promise.all([
    createStaffUser(stack, { role: 'admin', firstName: 'Ada' }),
    createStaffUser(stack, { role: 'founder', firstName: 'Finn' }),
    createStaffUser(stack, { role: 'leadgen', firstName: 'Lena' }),
  ]);
});

describe('sidebar per role', () => {
  it.each([
    ['admin', () => admin, 'Safe Haven Admin', ['Add Users', 'Manage Users', 'Signup Codes']],
    ['founder', () => founder, 'Safe Haven Founder', ['Add Users', 'My Lead Generators']],
    ['leadgen', () => leadgen, 'Safe Haven Lead Generator', ['Manage Invitations']],
  ] as const)('shows the %s header title and entries', async (role, user, title, mustHave) => {
    session = await browsers.open();
    await signInWithSession(session.page, stack.urls.web, user());
    await expectText(session.page, title);
    const links = (await navLinks(session.page)).join('|');
    for (const entry of mustHave) expect(links).toContain(entry);
    if (role === 'leadgen') for (const hidden of ['Add Users', 'Manage Users', 'My Lead Generators', 'Signup Codes']) expect(links).not.toContain(hidden);
    if (role === 'founder') expect(links).not.toContain('Signup Codes');
    if (role !== 'admin') await expect(session.page.getByRole('button', { name: 'How to Use This Site' }).isVisible()).resolves.toBe(true);
  });
});

describe('the desktop rail', () => {
  it("fits an admin's every entry on a 1440 x 900 laptop without scrolling", async () => {
    session = await browsers.open({ width: 1440, height: 900 });
    await signInWithSession(session.page, stack.urls.web, admin);
    const nav = session.page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link').first().waitFor();
    // The rail's middle part scrolls when its entries do not fit; at this size they must.
    const overflow = await nav.evaluate((element) => {
      const scroller = (element as unknown as InPageElement).parentElement as unknown as { scrollHeight: number; clientHeight: number };
      return scroller.scrollHeight - scroller.clientHeight;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('collapsing', () => {
  it('toggles with Ctrl+B and Meta+B and keeps the state in a 7-day cookie across reloads', async () => {
    session = await browsers.open();
    const { page, context } = session;
    await signInWithSession(page, stack.urls.web, admin);
    await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
    await page.keyboard.press('Control+b');
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    const cookie = await sidebarCookie(context);
    expect(cookie?.value).toBe('false');
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await page.reload();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await page.keyboard.press('Meta+b');
    await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
    expect((await sidebarCookie(context))?.value).toBe('true');
  });

  it('uses a drawer below 768px', async () => {
    session = await browsers.open({ mobile: true });
    const { page } = session;
    await signInWithSession(page, stack.urls.web, leadgen);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Manage Invitations' }).waitFor();
    // Escape reaches the drawer once it holds focus (a key pressed before is the page's).
    await expect.poll(() => holdsFocus(drawer)).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  it('tells a phone user on the closed menu button that something is unread', async () => {
    // Its own founder and lead generator: their unread counts are this test's alone.
    const boss = await createStaffUser(stack, { role: 'founder', firstName: 'Mona', lastName: 'Menu' });
    const seller = await createStaffUser(stack, { role: 'leadgen', firstName: 'Dot', lastName: 'Seller', addedById: boss.id });
    const invitation = await seedListedInvitation(seller, { firstName: 'Una', lastName: 'Unread' });
    session = await browsers.open({ mobile: true, width: 375 });
    const { page } = session;
    await dismissCelebrations(page);
    await signInWithSession(page, stack.urls.web, boss);
    const menu = page.getByRole('button', { name: /^Open navigation menu/ });
    await menu.waitFor();
    expect(await menu.getAttribute('aria-label')).toBe('Open navigation menu');
    expect(await page.getByTestId('menu-unread-dot').count()).toBe(0);

    await answerAsInvitee(stack, invitation, 'interested');
    // One answer counts in Manage Invitations and in My Lead Generators: the button says 1, not 2.
    await page.getByRole('button', { name: 'Open navigation menu, 1 unread', exact: true }).waitFor({ timeout: 15_000 });
    await page.getByTestId('menu-unread-dot').waitFor();
    expect(await smallTapTargets(page)).toEqual([]);

    await menu.tap();
    await page.getByRole('dialog').getByRole('link', { name: 'Manage Invitations 1 unread' }).waitFor();
  });
});

describe('moving between screens', () => {
  it('opens each screen at its top, wherever the last one was scrolled to', async () => {
    session = await browsers.open();
    const { page } = session;
    const scrollY = () => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
    await page.setViewportSize({ width: 1280, height: 500 });
    await signInWithSession(page, stack.urls.web, admin);
    await expectText(page, 'Meet the Team');
    await page.mouse.move(900, 300);
    await page.mouse.wheel(0, 3000);
    await expect.poll(scrollY).toBeGreaterThan(100);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /Manage Invitations/ }).click();
    await page.getByRole('heading', { name: 'Manage Invitations', level: 1 }).waitFor();
    await expect.poll(scrollY).toBe(0);
  });
});

describe('guards and leaving', () => {
  it('refuses a leadgen an admin page with Access Denied and returns to the dashboard', async () => {
    session = await browsers.open();
    const { page } = session;
    await signInWithSession(page, stack.urls.web, leadgen);
    await page.goto(`${stack.urls.web}/dashboard/admin/signup-codes`);
    // Read in the page before the redirect, not only in a passing toast.
    const refusal = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Access Denied' }) });
    await refusal.getByText("You don't have permission to access this page.").waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/admin/signup-codes');
    await page.waitForURL(`${stack.urls.web}/dashboard`);
  });

  it('signs out everywhere: the session is cleared and its token is refused by the API', async () => {
    session = await browsers.open();
    const { page } = session;
    await signInWithSession(page, stack.urls.web, founder);
    const token = await page.evaluate(() =>
      Object.entries(localStorage).find(([key]) => key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.accessToken'))?.[1],
    );
    expect((await callApi(stack, 'GET', '/me', { token })).status).toBe(200);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${stack.urls.web}/`);
    await expectText(page, 'Signed out successfully');
    // This browser keeps no token, and nothing failed on the way (no redundant Cognito call refused).
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('Token')))).toEqual([]);
    expect(session.consoleErrors).toEqual([]);
    // A copy of the token (another tab, another device, a thief) no longer works either.
    const refused = await callApi(stack, 'GET', '/me', { token });
    expect(refused).toMatchObject({ status: 401, body: { message: API_MESSAGES.sessionEnded } });
    await page.goto(`${stack.urls.web}/dashboard`);
    await page.waitForURL(`${stack.urls.web}/`);
  });

  it('sends no other call with the session while its sign-out is answered, so nothing reloads the page on the way', async () => {
    const user = await createStaffUser(stack, { role: 'leadgen', firstName: 'Sol' });
    session = await browsers.open();
    const { page } = session;
    const liveClosed = new Promise<void>((resolve) => page.on('websocket', (socket) => socket.on('close', () => resolve())));
    await signInWithSession(page, stack.urls.web, user);
    await waitFor(() => liveConnectionsOf(user.id), (connections) => connections.length > 0, `the live connection of ${user.email}`, 15_000);
    // The server has revoked the session when it answers; the answer is held until the stream has
    // closed the tab's live connection and the tab had a second to react (it reads its profile
    // again when its connection is closed, and reconnects). Any call or handshake in that time
    // would go with a revoked token.
    await page.route('**/api/me/sign-out', async (route) => {
      const answer = await route.fetch();
      await liveClosed;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.fulfill({ response: answer });
    });
    const sentMeanwhile: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/') && path !== '/api/me/sign-out') sentMeanwhile.push(`${request.method()} ${path}`);
    });
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${stack.urls.web}/`);
    await expectText(page, 'Signed out successfully');
    expect(sentMeanwhile).toEqual([]);
    expect(session.consoleErrors).toEqual([]);
  });
});

describe('404', () => {
  it('shows Return to Home, logs the missing path and resets the title when leaving', async () => {
    session = await browsers.open();
    const { page, consoleErrors } = session;
    await page.goto(`${stack.urls.web}/no/such/page`);
    await page.getByRole('link', { name: 'Return to Home' }).waitFor();
    expect(await page.title()).toBe('Page Not Found | Safe Haven');
    expect(consoleErrors.some((line) => line.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByLabel('Email').waitFor();
    expect(await page.title()).toBe('Staff Login | Safe Haven');
  });
});
