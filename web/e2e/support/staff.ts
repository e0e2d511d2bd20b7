import { randomUUID } from 'node:crypto';
import { authenticator } from 'otplib';
import type { Page, Request } from 'playwright-core';
import { expect, inject } from 'vitest';
import { callApi, signInForTokens } from '@safe-haven/testing/staff-users';
import type { MyBadgesResponse } from '@safe-haven/shared/api-types';
import { amplifySessionEntries } from '@safe-haven/testing/amplify-session';

/** Signs in through the login screen (with the app's code when the user has one) and waits for the dashboard. */
export const signInThroughUi = async (page: Page, baseUrl: string, user: { email: string; password: string; totpSecret?: string }) => {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(user.email);
  // Exact: the show-password toggle's name also contains 'password'.
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  if (user.totpSecret) {
    await page.getByLabel('Authentication code').fill(authenticator.generate(user.totpSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL(`${baseUrl}/dashboard`);
};

type Tokens = Awaited<ReturnType<typeof signInForTokens>>;

/** One API sign-in per person per test file, reused while the server still accepts it. */
const sessions = new Map<string, Promise<Tokens>>();

const sessionOf = async (user: { email: string; password: string; totpSecret?: string }): Promise<Tokens> => {
  const stack = inject('stack');
  const key = `${user.email}\n${user.password}`;
  const known = sessions.get(key);
  // Signed out, suspended or demoted since: that session is over, and so is its reuse.
  if (known && (await callApi(stack, 'GET', '/me', { token: (await known).accessToken })).status === 200) return known;
  const fresh = signInForTokens(stack, user);
  sessions.set(key, fresh);
  fresh.catch(() => sessions.delete(key));
  return fresh;
};

/**
 * Signs in through the API (password, and the app's code when the user has one) and puts the session
 * in the page's storage as Amplify keeps it, then opens the dashboard: what a person who signed in
 * before finds. The login screen itself is tested through the UI in auth.e2e.test.ts; elsewhere a
 * sign-in is only the way in, and the screen's two steps and its 1-second redirect cost a few
 * seconds each. The page lands where signInThroughUi lands (/dashboard), so the two are interchangeable;
 * or on `path`, another signed-in page, opened straight away instead of after the dashboard (one
 * page load fewer, as a bookmark does).
 */
export const signInWithSession = async (page: Page, baseUrl: string, user: { email: string; password: string; totpSecret?: string }, path = '/dashboard') => {
  const stack = inject('stack');
  const tokens = await sessionOf(user);
  // The session is written by a script that runs before the page's own, once in this tab (a later
  // sign-out and reload stays signed out): no page load just to reach the site's storage, and no
  // request routing, which would turn off the browser's cache for the page.
  await page.addInitScript(({ origin, entries, placed }) => {
    const here = (globalThis as unknown as { location: { origin: string } }).location.origin;
    if (here !== origin || sessionStorage.getItem(placed)) return;
    sessionStorage.setItem(placed, '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, { origin: new URL(baseUrl).origin, entries: amplifySessionEntries(stack.pool.userPoolClientId, user.email, tokens), placed: `e2e:session-placed:${randomUUID()}` });
  // Signed in once the server has accepted the session, as the login screen waits for /me too.
  const me = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/me' && response.request().method() === 'GET');
  await page.goto(`${baseUrl}${path}`);
  expect((await me).status(), `the session of ${user.email}`).toBe(200);
  const landed = new URL(path, baseUrl).pathname;
  await page.waitForURL((url) => url.pathname === landed);
};

/**
 * The text comes on screen within a locator's wait (15 s), however briefly (a toast). One wait, no
 * second read: a page that re-renders (a live message, a refetch) may replace the element in between.
 */
export const expectText = async (page: Page, text: string | RegExp) => {
  await page.getByText(text).first().waitFor({ state: 'visible' });
};

/**
 * On /two-factor-setup (where a new admin or founder lands): adds an authenticator app through the
 * page, as a person with a phone would, then waits for the dashboard. Answers the app's key.
 */
export const enrolOnSetupPage = async (page: Page, baseUrl: string): Promise<string> => {
  await page.waitForURL(`${baseUrl}/two-factor-setup`);
  await page.getByRole('button', { name: 'Start' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  await page.getByLabel('2. Enter the 6-digit code from the app').fill(authenticator.generate(secret));
  await page.getByRole('button', { name: 'Verify and Turn On' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  return secret;
};

/**
 * Runs `action` and answers the page's first read of the person's badges (GET /api/me/badges) that
 * the action started: a read begun before it (the page being left) does not count. The celebration
 * shows only badges this read calls uncelebrated: an empty list is the positive sign that no
 * celebration is coming, where a fixed wait could only hope so.
 */
export const badgesReadDuring = async (page: Page, action: () => Promise<unknown>): Promise<MyBadgesResponse> => {
  const started = new Set<Request>();
  const track = (request: Request) => started.add(request);
  page.on('request', track);
  try {
    let body: MyBadgesResponse | undefined;
    const read = page.waitForResponse(async (response) => {
      if (!started.has(response.request()) || new URL(response.url()).pathname !== '/api/me/badges' || response.request().method() !== 'GET' || !response.ok()) return false;
      // Read at once: the body is gone once the page navigates again.
      body = (await response.json()) as MyBadgesResponse;
      return true;
    });
    await action();
    await read;
    return body!;
  } finally {
    page.off('request', track);
  }
};
