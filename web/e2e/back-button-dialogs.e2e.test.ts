/**
 * The browser's Back with a dialog open: it closes the dialog and the person stays on the page (in
 * the dashboard, and on an invitation with the answer form open, whose draft is kept for the
 * session); a dialog closed normally leaves no stray history entry behind.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { INVITATION_FORM_MESSAGES } from '@safe-haven/shared/messages';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { seedListedInvitation as seedInvitation } from '@safe-haven/testing/invitations';
import { useBrowser } from './support/browser';
import { answeredStatus, inviteByEmail } from './support/invitations';
import { dismissCelebrations, openDetails } from './support/pipeline';
import { expectText, signInWithSession } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();
let leadgen: TestUser;

beforeAll(async () => {
  leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Bo', lastName: 'Back' });
  await seedInvitation(leadgen, { firstName: 'Hana', lastName: 'Historia' });
});

/** Back as the browser's button does it (a same-document traversal here). */
const pressBack = (page: Page) => page.evaluate('history.back()');
/** The answer drafts this tab keeps (evaluated in the page). */
const DRAFT_KEYS = "Object.keys(sessionStorage).filter((key) => key.startsWith('safe-haven.answer-draft.'))";
const path = (page: Page) => new URL(page.url()).pathname;

describe('Back in the dashboard', () => {
  it('closes the open dialog and stays; a dialog closed normally leaves no extra history entry', async () => {
    const { page } = await browsers.open({ width: 1280, height: 900 });
    await dismissCelebrations(page);
    await signInWithSession(page, stack.urls.web, leadgen);
    await page.getByRole('link', { name: /Manage Invitations/ }).first().click();
    await page.waitForURL((url) => url.pathname === DASHBOARD_PATHS.manageInvitations);

    // Back with the details open: the dialog closes, the list stays.
    await openDetails(page, 'Hana Historia');
    await pressBack(page);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(path(page)).toBe(DASHBOARD_PATHS.manageInvitations);
    await page.getByRole('button', { name: 'Details for Hana Historia' }).waitFor();

    // Opened and closed with its own button: Back then leaves the page, as if it had never opened.
    await openDetails(page, 'Hana Historia');
    await page.getByRole('dialog').getByRole('button', { name: /^Close/ }).first().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(path(page)).toBe(DASHBOARD_PATHS.manageInvitations);
    await pressBack(page);
    await page.waitForURL((url) => url.pathname !== DASHBOARD_PATHS.manageInvitations);
    expect(path(page)).toBe(DASHBOARD_PATHS.home);
  });

  it('asks before Back throws away a typed invitation, and Keep Editing keeps it open', async () => {
    const { page } = await browsers.open({ width: 1280, height: 900 });
    await dismissCelebrations(page);
    await signInWithSession(page, stack.urls.web, leadgen);
    await page.getByRole('article').filter({ hasText: 'Invite Potential Members' }).getByRole('button', { name: 'Invite Now' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(/^First Name/).fill('Halfway');
    await pressBack(page);
    await expectText(page, INVITATION_FORM_MESSAGES.discardTitle);
    await page.getByRole('button', { name: INVITATION_FORM_MESSAGES.keepEditing }).click();
    expect(await page.getByRole('dialog').getByLabel(/^First Name/).inputValue()).toBe('Halfway');
    expect(path(page)).toBe(DASHBOARD_PATHS.home);
    // Back again asks again (the form took a new entry); Discard closes it and the dashboard stays.
    await pressBack(page);
    await page.getByRole('button', { name: INVITATION_FORM_MESSAGES.discard, exact: true }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(path(page)).toBe(DASHBOARD_PATHS.home);
  });
});

describe('Back on an invitation with the answer form open', () => {
  it('keeps the person on the page with their draft, after a reload too, and forgets it once they answered', async () => {
    const { link, token } = await inviteByEmail(stack, leadgen, 'member');
    const { page } = await browsers.open({ mobile: true });
    await page.goto(link);
    await expectText(page, 'Welcome, Quinn');
    await page.getByRole('button', { name: 'View my invitation' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: "I'm Interested" }).click();
    await page.getByRole('dialog').getByLabel('Notes').fill('Call me after six, please.');
    await page.getByRole('dialog').getByLabel('Address').fill('12 Harbour Lane');
    await pressBack(page);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(path(page)).toBe('/invitation');

    await page.getByRole('button', { name: "I'm Interested" }).click();
    expect(await page.getByRole('dialog').getByLabel('Notes').inputValue()).toBe('Call me after six, please.');
    expect(await page.getByRole('dialog').getByLabel('Address').inputValue()).toBe('12 Harbour Lane');

    // The draft outlives a reload in the same tab, and is not stored under the link's token.
    await page.reload();
    await page.getByRole('button', { name: "I'm Interested" }).click();
    expect(await page.getByRole('dialog').getByLabel('Notes').inputValue()).toBe('Call me after six, please.');
    const draftKeys = await page.evaluate<string[]>(DRAFT_KEYS);
    expect(draftKeys).toHaveLength(1);
    expect(draftKeys[0]).not.toContain(token);

    await page.getByRole('dialog').getByRole('button', { name: 'Send my answer' }).click();
    await expectText(page, 'Thank You for Your Interest!');
    expect(await answeredStatus(stack, token)).toBe(true);
    expect(await page.evaluate<string[]>(DRAFT_KEYS)).toEqual([]);
  });
});
