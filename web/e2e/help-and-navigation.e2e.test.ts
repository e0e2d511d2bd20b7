/**
 * The sidebar as each role sees it, Page Previews, the 'How to Use This Site' dialog and its links,
 * page titles, and the collapsed rail's icons and tooltips, in Chromium.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  HELP_AFTER_RESPONSE, HELP_GUIDE_TITLE, HELP_PREVIEW_LINKS, HELP_QUICK_START, HELP_TIPS,
} from '@safe-haven/shared/content/help-guide';
import { INVESTOR_FLOW } from '@safe-haven/shared/content/investor-invitation';
import { LAND_OWNER_FLOW } from '@safe-haven/shared/content/land-owner-invitation';
import { MEMBER_FLOW } from '@safe-haven/shared/content/member-invitation';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import type { StaffRole } from '@safe-haven/shared/roles';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { focusedElement } from './support/in-page';
import { useBrowser } from './support/browser';
import { signInWithSession } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();
const users = {} as Record<StaffRole, TestUser>;

beforeAll(async () => {
  [users.admin, users.founder, users.leadgen] = await Promise.all([
    createStaffUser(stack, { role: 'admin', firstName: 'Ada', lastName: 'Stone' }),
    createStaffUser(stack, { role: 'founder', firstName: 'Finn', lastName: 'Harper' }),
    createStaffUser(stack, { role: 'leadgen', firstName: 'Lena', lastName: 'Ortiz' }),
  ]);
});

const signedIn = async (role: StaffRole, options: { mobile?: boolean; width?: number } = {}) => {
  const { page } = await browsers.open(options);
  await signInWithSession(page, stack.urls.web, users[role]);
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
  return page;
};

/** The sidebar as [group, entries] pairs, read from the screen: the nav's sections, then the Sign Out foot. */
const sidebarGroups = async (page: Page): Promise<[string, string[]][]> => {
  const groups: [string, string[]][] = [];
  for (const section of await page.getByRole('navigation', { name: 'Dashboard' }).locator('section').all()) {
    const heading = ((await section.locator('[id^=sidebar-group-]').textContent()) ?? '').trim();
    // An entry's label without its badges (unread, overdue), which depend on what the stack holds.
    const entries = (await section.locator('li').allInnerTexts()).map((text) => text.replace(/\s+\d[\s\S]*$/, '').trim());
    groups.push([heading, entries]);
  }
  const footer = await page.locator('aside').getByRole('button', { name: 'Sign Out' }).count();
  if (footer === 1) groups.push(['Sign Out', ['Sign Out']]);
  return groups;
};

const WELCOME_ACTIONS: Record<string, string> = {
  '/invitation': MEMBER_FLOW.welcome.action,
  '/invitation/land-owners': LAND_OWNER_FLOW.welcome.action,
  '/invitation/investors': INVESTOR_FLOW.welcome.action,
};

/** On a preview: the banner, the welcome dialog (closed), then 'Close Preview' back to the dashboard. */
const expectPreviewAndClose = async (page: Page, path: string) => {
  await page.waitForURL(`${stack.urls.web}${path}?admin_preview=true`);
  await page.getByText(INVITEE_MESSAGES.previewBanner).waitFor();
  await page.getByRole('button', { name: WELCOME_ACTIONS[path] }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: INVITEE_MESSAGES.closePreview }).first().click();
  await page.waitForURL(`${stack.urls.web}/dashboard`);
};

const COMPANY: [string, string[]] = ['Company Information', ['Properties in Review', 'Membership Options', 'The Current Raise']];
const ADDITIONAL: [string, string[]] = ['Additional Tools', ['Educate Myself', 'Edit Profile']];
const PREVIEWS: [string, string[]] = ['Page Previews', ['Member Preview', 'Land Owner Preview', 'Investor Preview']];
const HELP: [string, string[]] = ['Help & Support', ['How to Use This Site']];
const SIGN_OUT: [string, string[]] = ['Sign Out', ['Sign Out']];

describe('the sidebar table', () => {
  it.each([
    ['admin', [
      // Documents (the brand's PDFs) and Edit Content (the brand's content) are for admins only.
      ['Growth Tools', ['Dashboard', 'Add Users', 'Manage Users', 'Manage Invitations', 'My Lead Generators', 'Funnel', 'Signup Codes', 'Documents']],
      ['Company Information', [...COMPANY[1], 'Edit Content']], ADDITIONAL, PREVIEWS, SIGN_OUT,
    ]],
    // Manage Users is admin-only as a screen, so founders do not get a link that ends in Access Denied.
    ['founder', [['Growth Tools', ['Dashboard', 'Add Users', 'Manage Invitations', 'My Lead Generators', 'Funnel']], COMPANY, ADDITIONAL, PREVIEWS, HELP, SIGN_OUT]],
    ['leadgen', [['Growth Tools', ['Dashboard', 'Manage Invitations']], COMPANY, ADDITIONAL, PREVIEWS, HELP, SIGN_OUT]],
  ] as const)('gives %s exactly its groups and entries', async (role, expected) => {
    const page = await signedIn(role);
    expect(await sidebarGroups(page)).toEqual(expected);
  });

  it('names the lead generator role the same way in the header, the badge and the sidebar', async () => {
    const page = await signedIn('leadgen');
    expect(await page.locator('header').innerText()).toContain('Safe Haven Lead Generator');
    expect(await page.locator('header').getByText('Lead Generator', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('aside').getByText('Lead Generator Dashboard').isVisible()).toBe(true);
    expect(await page.locator('body').innerText()).not.toMatch(/LeadGen\b/);
  });
});

describe('Page Previews', () => {
  it.each([
    ['Member Preview', '/invitation'],
    ['Land Owner Preview', '/invitation/land-owners'],
    ['Investor Preview', '/invitation/investors'],
  ])('%s opens %s in preview mode', async (entry, path) => {
    const page = await signedIn('leadgen');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: entry }).click();
    await expectPreviewAndClose(page, path);
  });
});

describe("'How to Use This Site'", () => {
  const openHelp = async (page: Page) => {
    await page.getByRole('button', { name: HELP_GUIDE_TITLE }).click();
    const dialog = page.getByRole('dialog', { name: HELP_GUIDE_TITLE });
    await dialog.waitFor();
    return dialog;
  };

  it('gives the five quick-start steps, the three answers, the tips and the stage contact address', async () => {
    const page = await signedIn('founder');
    const dialog = await openHelp(page);
    const steps = await dialog.locator('ol > li').allInnerTexts();
    expect(steps).toHaveLength(5);
    steps.forEach((text, index) => expect(text).toContain(HELP_QUICK_START[index]!.title));

    await dialog.getByRole('button', { name: 'What happens after a response' }).click();
    const answers = dialog.getByRole('region', { name: 'What happens after a response' });
    await answers.waitFor();
    for (const path of HELP_AFTER_RESPONSE) expect(await answers.innerText()).toContain(path.body);

    await dialog.getByRole('button', { name: 'Tips' }).click();
    const tips = dialog.getByRole('region', { name: 'Tips' });
    await expect.poll(() => tips.locator('li').allInnerTexts()).toEqual([...HELP_TIPS]);

    await dialog.getByRole('button', { name: 'Need help?' }).click();
    const contact = dialog.getByRole('link', { name: 'support@safehaven.local' });
    await contact.waitFor();
    expect(await contact.getAttribute('href')).toBe('mailto:support@safehaven.local');
  });

  it("leads to Manage Invitations and gives focus back to the sidebar entry on Escape", async () => {
    const page = await signedIn('leadgen');
    await openHelp(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(async () => (await focusedElement(page)).text).toBe(HELP_GUIDE_TITLE);

    const dialog = await openHelp(page);
    await dialog.getByRole('link', { name: 'Open Manage Invitations' }).click();
    await page.waitForURL(`${stack.urls.web}/dashboard/admin/manage-invitations`);
    await page.getByRole('heading', { name: 'Manage Invitations', level: 1 }).waitFor();
  });

  it('opens each audience from the Preview Invitation Pages menu', async () => {
    const page = await signedIn('founder');
    for (const link of HELP_PREVIEW_LINKS) {
      const dialog = await openHelp(page);
      await dialog.getByRole('button', { name: 'Preview Invitation Pages' }).click();
      await page.getByRole('menuitem', { name: link.label }).click();
      await expectPreviewAndClose(page, link.path.split('?')[0]!);
    }
  });

  it('on a phone, opens from the drawer and gives focus back to the menu button', async () => {
    const page = await signedIn('leadgen', { mobile: true, width: 375 });
    await page.getByRole('button', { name: 'Open navigation menu' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: HELP_GUIDE_TITLE }).tap();
    const dialog = page.getByRole('dialog', { name: HELP_GUIDE_TITLE });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close help' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focusedElement(page)).label).toBe('Open navigation menu');
  });
});

describe('page titles', () => {
  it('gives every dashboard page its own title', async () => {
    const page = await signedIn('admin');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    const titles = new Map<string, string>();
    let previous = await page.title();
    titles.set('/dashboard', previous);
    for (const link of await nav.getByRole('link').all()) {
      const href = (await link.getAttribute('href'))!;
      if (href.includes('admin_preview') || href === '/dashboard') continue;
      await link.click();
      await page.waitForURL(`${stack.urls.web}${href}`);
      // Each page sets its title once it renders; a page that kept the last one would time out here.
      await expect.poll(() => page.title()).not.toBe(previous);
      previous = await page.title();
      titles.set(href, previous);
    }
    // Twelve pages, and Edit Content and Documents (admins).
    expect([...titles.keys()]).toHaveLength(14);
    const values = [...titles.values()];
    expect(new Set(values).size).toBe(values.length);
    for (const title of values) expect(title).toMatch(/^.+ \| Safe Haven$/);
    expect(titles.get('/dashboard')).toBe('Dashboard | Safe Haven');
    expect(titles.get('/dashboard/admin/signup-codes')).toBe('Signup Codes | Safe Haven');
  });
});

describe("the sidebar's toggle", () => {
  it('names itself and its shortcut on hover, and lets go when the pointer leaves or it is used', async () => {
    const page = await signedIn('founder');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const toggle = page.getByRole('button', { name: 'Collapse sidebar' });
    await toggle.hover();
    const tip = page.getByRole('tooltip').filter({ hasText: 'Toggle sidebar' });
    await tip.waitFor();
    expect(await toggle.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    // Beside the toggle, below it and inside the window.
    const [button, label] = await Promise.all([toggle.boundingBox(), tip.boundingBox()]);
    expect(label!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
    expect(label!.x + label!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.mouse.move(600, 600);
    await tip.waitFor({ state: 'detached' });
    // Used, it puts its label away, though the pointer stays on it.
    await toggle.hover();
    await tip.waitFor();
    await toggle.click();
    await tip.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

describe('the collapsed rail', () => {
  it('draws a different icon for every entry and names each in a tooltip', async () => {
    const page = await signedIn('founder');
    await page.keyboard.press('Control+b');
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    const entries = page.locator('aside').locator('a, button');
    const icons = await entries.evaluateAll((elements) => elements.map((element) => element.querySelector('svg')?.innerHTML ?? ''));
    expect(icons.every((icon) => icon !== '')).toBe(true);
    expect(new Set(icons).size).toBe(icons.length);

    // Walked with Tab from the skip link, the control just before the rail: every entry names itself in a tooltip.
    const labels = (await entries.allInnerTexts()).map((text) => text.trim());
    await page.getByRole('link', { name: 'Skip to main content' }).focus();
    for (const label of labels) {
      await page.keyboard.press('Tab');
      await page.getByRole('tooltip').filter({ hasText: label }).waitFor({ timeout: 3000 });
    }
  });
});
