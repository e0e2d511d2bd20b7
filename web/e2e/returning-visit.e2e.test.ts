/**
 * A returning visit shows the last counts at once (the persisted cache of
 * web/src/lib/persisted-dashboard-cache.ts), and never one person's data to the next person who signs
 * in on the same browser. The dashboard's data requests are held with page routes, so what shows
 * while they are held can only have come from the browser's copy.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { seedListedInvitation } from '@safe-haven/testing/invitations';
import { useBrowser } from './support/browser';
import { answerAsInvitee, dismissCelebrations } from './support/pipeline';
import { signInWithSession } from './support/staff';
import { AUTH_MESSAGES, DASHBOARD_HOME_INTRO } from '@safe-haven/shared/messages';
import { DASHBOARD_PATHS } from '@safe-haven/shared/paths';
import { PLACEHOLDER_ATTRIBUTE, SIDEBAR_COOKIE } from '@safe-haven/shared/site-pages';
import { EDIT_PROFILE_HEADER } from '../src/features/profile/utils/edit-profile-header';
import { MANAGE_INVITATIONS_INTRO } from '../src/features/manage-invitations/utils/manage-invitations-intro';

const stack = inject('stack');
const browsers = useBrowser();

/** The dashboard's data: the sidebar's unread counts, the home's statistics and team directory. */
const DASHBOARD_DATA = ['/api/unread-counts', '/api/dashboard/invite-stats', '/api/team'];

/** Holds every dashboard data request of the context until release() lets them through. */
const holdDashboardData = async (context: BrowserContext) => {
  const held: Route[] = [];
  const matcher = (url: URL) => DASHBOARD_DATA.includes(url.pathname);
  await context.route(matcher, (route) => void held.push(route));
  return {
    held: () => held.map((route) => new URL(route.request().url()).pathname),
    release: async () => {
      await context.unroute(matcher);
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
};

/** Holds the dashboard layout's chunk for the context until release(): the app waits for it meanwhile. */
const holdLayoutChunk = async (context: BrowserContext) => {
  const layoutChunk = (url: URL) => /\/assets\/dashboard-layout-[\w-]+\.js$/.test(url.pathname);
  const held: Route[] = [];
  await context.route(layoutChunk, (route) => void held.push(route));
  return {
    held: () => held.length,
    release: async () => {
      await context.unroute(layoutChunk);
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
};

const statsRegion = (page: Page) => page.getByRole('region', { name: 'Invitation statistics' });
const unreadLink = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Manage Invitations \d+ unread$/ });
const keptEntries = (page: Page): Promise<string[]> =>
  page.evaluate(`Object.keys(localStorage).filter((key) => key.startsWith('safe-haven.dashboard-cache.')).map((key) => localStorage.getItem(key))`);

/** Signs in and waits for the person's own figures, then until the browser has kept them. */
const firstVisit = async (page: Page, person: TestUser) => {
  await dismissCelebrations(page);
  await signInWithSession(page, stack.urls.web, person);
  await expect.poll(() => statsRegion(page).innerText(), { timeout: 20_000 }).toMatch(/Invitations I've Sent\s+2\b/);
  const unread = await unreadLink(page).textContent({ timeout: 20_000 });
  await page.getByText(`${person.firstName} ${person.lastName}`).first().waitFor();
  // The persister writes within a second of the last change.
  await expect.poll(async () => (await keptEntries(page)).join(''), { timeout: 5_000 }).toContain(person.lastName);
  return { stats: await statsRegion(page).innerText(), unread };
};

/**
 * The person's first visit in a new tab, then a second tab of the same browser with the dashboard
 * layout's chunk held: the app waits for it (with the placeholder on screen) until release().
 */
const revisitWithLayoutHeld = async (person: TestUser) => {
  const { context, page } = await browsers.open();
  await firstVisit(page, person);
  const layout = await holdLayoutChunk(context);
  const again = await context.newPage();
  await dismissCelebrations(again);
  return { layout, again };
};

describe('a returning visit', () => {
  let founder: TestUser;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    founder = await createStaffUser(stack, { role: 'founder', firstName: 'Fern', lastName: 'Keeper' });
    alice = await createStaffUser(stack, { role: 'leadgen', firstName: 'Alma', lastName: 'Persistova', addedById: founder.id });
    bob = await createStaffUser(stack, { role: 'leadgen', firstName: 'Boris', lastName: 'Nextperson', addedById: founder.id });
    // Alice: two invitations sent, one answered (an unread change in Manage Invitations).
    const [answered] = await Promise.all([seedListedInvitation(alice), seedListedInvitation(alice)]);
    await answerAsInvitee(stack, answered!, 'interested');
  });

  it('shows the last unread count, statistics and team before the network answers', async () => {
    const { context, page } = await browsers.open();
    const seen = await firstVisit(page, alice);

    // Alice opens the dashboard again, in a new tab of the same browser, with the data requests held.
    const hold = await holdDashboardData(context);
    const again = await context.newPage();
    await dismissCelebrations(again);
    await again.goto(`${stack.urls.web}/dashboard`);
    await unreadLink(again).waitFor();
    expect(await unreadLink(again).textContent()).toBe(seen.unread);
    expect(await statsRegion(again).innerText()).toBe(seen.stats);
    await again.getByText(`${alice.firstName} ${alice.lastName}`).first().waitFor();
    // Fresh data was asked for and is still unanswered: all of the above came from the kept copy.
    await expect.poll(() => hold.held().sort()).toEqual([...DASHBOARD_DATA].sort());

    await hold.release();
    await expect.poll(() => statsRegion(again).getAttribute('aria-busy')).toBe('false');
    expect(await statsRegion(again).innerText()).toMatch(/Invitations I've Sent\s+2\b/);
  });

  it("asks for the profile once, as the app starts, while the page's own code is still on its way", async () => {
    // The dashboard's layout chunk is held: the app renders nothing of the page until it arrives, so
    // a profile request seen meanwhile was asked for by the app's start (lib/profile-head-start.ts).
    const { layout, again } = await revisitWithLayoutHeld(alice);
    const profileRequests: string[] = [];
    again.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/me' && request.method() === 'GET') profileRequests.push(request.url());
    });
    const answered = again.waitForResponse((response) => new URL(response.url()).pathname === '/api/me');
    await again.goto(`${stack.urls.web}/dashboard`, { waitUntil: 'commit' });
    expect((await answered).status()).toBe(200);
    await expect.poll(() => layout.held()).toBeGreaterThan(0);
    expect(await again.getByRole('heading', { name: `Welcome, ${alice.firstName}` }).count()).toBe(0);

    await layout.release();
    await again.getByRole('heading', { name: `Welcome, ${alice.firstName}` }).waitFor();
    // The guard took the answer over: one request for the whole load.
    expect(profileRequests).toHaveLength(1);
  });

  it("paints the home's, Manage Invitations' and Edit Profile's frames from their HTML, before any script; the app takes the home's over without a blank frame", async () => {
    // The HTML alone: the heading and the words under it, and a status for a screen reader.
    const { page: htmlOnly } = await browsers.open({ javaScript: false });
    for (const [path, heading, intro] of [
      [DASHBOARD_PATHS.home, 'Welcome', DASHBOARD_HOME_INTRO],
      [DASHBOARD_PATHS.manageInvitations, 'Manage Invitations', MANAGE_INVITATIONS_INTRO],
      [DASHBOARD_PATHS.editProfile, EDIT_PROFILE_HEADER.title, EDIT_PROFILE_HEADER.intro],
    ] as const) {
      await htmlOnly.goto(`${stack.urls.web}${path}`);
      await htmlOnly.getByRole('heading', { name: heading, exact: true }).waitFor();
      await htmlOnly.getByText(intro).waitFor();
      expect(await htmlOnly.getByRole('status').innerText()).toBe(AUTH_MESSAGES.checkingAuthentication);
    }

    // The layout's chunk is held, so the app waits with the placeholder on screen.
    const { layout, again } = await revisitWithLayoutHeld(alice);
    const errors: string[] = [];
    again.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    again.on('pageerror', (error) => void errors.push(error.message));
    // From the first paint on, whether the words under the greeting were ever off the screen.
    await again.addInitScript(`addEventListener('DOMContentLoaded', () => {
      window.introLeft = false;
      new MutationObserver(() => {
        if (!document.body.textContent.includes(${JSON.stringify(DASHBOARD_HOME_INTRO)})) window.introLeft = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    })`);
    await again.goto(`${stack.urls.web}/dashboard`);
    await again.getByText(DASHBOARD_HOME_INTRO).waitFor();
    await expect.poll(() => layout.held()).toBeGreaterThan(0);
    expect(await again.getByRole('heading', { name: `Welcome, ${alice.firstName}` }).count()).toBe(0);

    await layout.release();
    await again.getByRole('heading', { name: `Welcome, ${alice.firstName}` }).waitFor();
    await statsRegion(again).waitFor();
    expect(await again.evaluate('window.introLeft')).toBe(false);
    expect(errors).toEqual([]);
  });

  it.each([['a phone', { mobile: true }], ['a desktop', {}]] as const)(
    "draws Edit Profile's placeholder with the page's own heading row and photo card on %s, so they do not move when the page takes over",
    async (_device, device) => {
      const where = async (page: Page) => {
        const [heading, photoCard] = await Promise.all([
          page.getByRole('heading', { name: EDIT_PROFILE_HEADER.title, exact: true }).boundingBox(),
          page.getByRole('region', { name: 'Profile photo' }).boundingBox(),
        ]);
        return { heading, photoCard };
      };
      const { page: htmlOnly } = await browsers.open({ ...device, javaScript: false });
      await htmlOnly.goto(`${stack.urls.web}${DASHBOARD_PATHS.editProfile}`);
      await htmlOnly.getByRole('region', { name: 'Profile photo' }).waitFor();
      const { page } = await browsers.open(device);
      await signInWithSession(page, stack.urls.web, alice, DASHBOARD_PATHS.editProfile);
      // The heading row comes in the same render as the card.
      await page.getByRole('region', { name: 'Profile photo' }).getByRole('button', { name: /Upload Photo|Change Photo/ }).waitFor();
      expect(await where(htmlOnly)).toEqual(await where(page));
    },
  );

  it.each([['a phone', { mobile: true }], ['a desktop', {}]] as const)(
    "draws Manage Invitations' heading and the line under it in its placeholder where the page puts them, on %s",
    async (_device, device) => {
      const where = (page: Page) => Promise.all([
        page.getByRole('heading', { name: 'Manage Invitations', exact: true }).boundingBox(),
        page.getByText(MANAGE_INVITATIONS_INTRO).boundingBox(),
      ]);
      const { page: htmlOnly } = await browsers.open({ ...device, javaScript: false });
      await htmlOnly.goto(`${stack.urls.web}${DASHBOARD_PATHS.manageInvitations}`);
      await htmlOnly.getByText(MANAGE_INVITATIONS_INTRO).waitFor();
      const { page } = await browsers.open(device);
      await signInWithSession(page, stack.urls.web, alice, DASHBOARD_PATHS.manageInvitations);
      await page.getByRole('group', { name: 'Follow-up view' }).waitFor();
      expect(await where(htmlOnly)).toEqual(await where(page));
    },
  );

  it('draws the sidebar folded to its rail in the placeholder for someone who left it folded, so the page does not move sideways', async () => {
    const headingX = async (page: Page, name: string) => (await page.getByRole('heading', { name, exact: true }).boundingBox())!.x;
    const placeholderSidebar = async (page: Page) => (await page.locator(`[${PLACEHOLDER_ATTRIBUTE}] > div`).first().boundingBox())!.width;
    const { context: unfolded, page: asMostLeaveIt } = await browsers.open({ javaScript: false });
    await asMostLeaveIt.goto(`${stack.urls.web}${DASHBOARD_PATHS.home}`);
    expect(await placeholderSidebar(asMostLeaveIt)).toBe(256);
    await unfolded.close();

    const folded = [{ name: SIDEBAR_COOKIE, value: 'false', url: stack.urls.web }];
    const { context: htmlContext, page: htmlOnly } = await browsers.open({ javaScript: false });
    await htmlContext.addCookies(folded);
    await htmlOnly.goto(`${stack.urls.web}${DASHBOARD_PATHS.home}`);
    expect(await placeholderSidebar(htmlOnly)).toBe(48);

    const { context, page } = await browsers.open();
    await context.addCookies(folded);
    await dismissCelebrations(page);
    await signInWithSession(page, stack.urls.web, alice);
    await page.getByRole('heading', { name: `Welcome, ${alice.firstName}` }).waitFor();
    expect((await page.locator('#dashboard-sidebar').boundingBox())!.width).toBe(48);
    expect(await headingX(page, `Welcome, ${alice.firstName}`)).toBe(await headingX(htmlOnly, 'Welcome'));
  });

  it("never shows the person before's data to the next one who signs in on the same browser", async () => {
    const { context, page } = await browsers.open();
    await firstVisit(page, alice);
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.waitForURL(`${stack.urls.web}/`);
    // Signing out left nothing of Alice in the browser.
    expect(await keptEntries(page)).toEqual([]);

    // From here on, anything of Alice's that ever reaches the page is recorded.
    // (Page functions as strings: the tests compile without the DOM's types.)
    await page.evaluate(`new MutationObserver(() => {
      if (document.body.textContent.includes(${JSON.stringify(alice.lastName)})) window.sawAlice = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true })`);
    const hold = await holdDashboardData(context);
    // Bob signs in on the same page, without a reload: memory could still hold Alice's queries too.
    await page.getByLabel('Email').fill(bob.email);
    await page.getByLabel('Password', { exact: true }).fill(bob.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${stack.urls.web}/dashboard`);
    await page.getByRole('heading', { name: `Welcome, ${bob.firstName}` }).waitFor();
    await expect.poll(() => hold.held().sort()).toEqual([...DASHBOARD_DATA].sort());
    // While Bob's data is held: no figure, no unread badge, no name of Alice's.
    expect(await statsRegion(page).getAttribute('aria-busy')).toBe('true');
    expect(await statsRegion(page).innerText()).not.toMatch(/\d/);
    expect(await unreadLink(page).count()).toBe(0);
    expect(await page.getByRole('status', { name: 'Loading the team' }).count()).toBe(1);
    expect(await page.evaluate('window.sawAlice === true')).toBe(false);
    // Bob's own copy starts empty of Alice too.
    expect((await keptEntries(page)).join('')).not.toContain(alice.lastName);
    await hold.release();
    await expect.poll(() => statsRegion(page).getAttribute('aria-busy')).toBe('false');
  });
});
