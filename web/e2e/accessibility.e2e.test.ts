/** axe-core on the pages people see first: no serious or critical WCAG 2.1 A/AA violation. */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { describeViolations, seriousA11yViolations } from './support/axe';
import { useBrowser, type BrowserSession } from './support/browser';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { seedListedInvitation as seedInvitation } from '@safe-haven/testing/invitations';
import { inviteByEmail } from './support/invitations';
import { answerAsInvitee, dismissCelebrations, openDetails } from './support/pipeline';
import { signInWithSession } from './support/staff';
import { holdsFocus } from './support/in-page';

const stack = inject('stack');
const browsers = useBrowser();
let session: BrowserSession;
let sender: TestUser;

beforeAll(async () => {
  sender = await createStaffUser(stack, { role: 'founder', firstName: 'Ari', lastName: 'Quill' });
});

/**
 * A page on which the badge celebration (the sender's own invitations earn badges as these tests run)
 * is closed whenever it opens, so it does not cover the page being checked.
 */
const openPageQuietly = async (options?: Parameters<typeof browsers.open>[0]) => {
  const opened = await browsers.open(options);
  await dismissCelebrations(opened.page);
  return opened;
};

const expectAccessible = async () => {
  const violations = await seriousA11yViolations(session.page);
  expect(violations, describeViolations(violations)).toEqual([]);
};

describe('accessibility', () => {
  it('the checker itself reports a real violation (a control case)', async () => {
    session = await openPageQuietly();
    await session.page.setContent('<html lang="en"><body><main><input type="text"><button></button></main></body></html>');
    const ids = (await seriousA11yViolations(session.page)).map((violation) => violation.id);
    expect(ids).toEqual(expect.arrayContaining(['button-name']));
  });

  it('login screen', async () => {
    session = await openPageQuietly();
    await session.page.goto(`${stack.urls.web}/`);
    await session.page.getByLabel('Email').waitFor();
    await expectAccessible();
  });

  it('dashboard home', async () => {
    session = await openPageQuietly();
    await signInWithSession(session.page, stack.urls.web, sender);
    await session.page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await session.page.getByText("Invitations I've Sent").waitFor();
    await expectAccessible();
  });

  it.each([
    ['member', 'View my invitation'],
    ['land_owner', 'See the partnership'],
    ['investor', 'Review the opportunity'],
  ] as const)('%s invitation page on a phone, welcome dialog and page', async (audience, welcome) => {
    const { link } = await inviteByEmail(stack, sender, audience);
    session = await openPageQuietly({ mobile: true });
    await session.page.goto(link);
    await session.page.getByRole('button', { name: welcome }).waitFor();
    await expectAccessible();
    await session.page.getByRole('button', { name: welcome }).click();
    await session.page.getByRole('dialog').waitFor({ state: 'detached' });
    await expectAccessible();
  });

  it('Manage Invitations, its details dialog and My Lead Generators', async () => {
    const leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Axe', lastName: 'Helper', addedById: sender.id });
    const invitation = await seedInvitation(leadgen, { firstName: 'Ada', lastName: 'Access' });
    await answerAsInvitee(stack, invitation, 'interested');
    session = await openPageQuietly();
    await signInWithSession(session.page, stack.urls.web, sender, DASHBOARD_PATHS.manageInvitations);
    await session.page.getByRole('article').first().waitFor();
    await expectAccessible();
    await openDetails(session.page, 'Ada Access');
    await session.page.getByRole('dialog').getByText('Audit Trail').waitFor();
    await expectAccessible();
    // Escape reaches the dialog once it holds focus (a key pressed before is the page's).
    await expect.poll(() => holdsFocus(session.page.getByRole('dialog'))).toBe(true);
    await session.page.keyboard.press('Escape');
    // Closing steps the history back (the dialog's entry): a navigation started meanwhile is aborted.
    await session.page.getByRole('dialog').waitFor({ state: 'detached' });
    await session.page.waitForFunction('!(window.history.state && window.history.state.safeHavenDialog)');
    await session.page.goto(`${stack.urls.web}${DASHBOARD_PATHS.myLeadgens}`);
    await session.page.getByRole('link', { name: 'View invites of Axe Helper' }).waitFor();
    await expectAccessible();
  });

  /** Puts a page in its other states (an open topic, the empty search, the second tab), checking each. */
  const openTopicThenSearchNothing = async (page: Page) => {
    await page.locator('[data-scope=accordion][data-part=item-trigger]').first().click();
    await expectAccessible();
    await page.getByRole('searchbox', { name: 'Search topics' }).fill('nothing matches this');
    await page.getByText(/^No topics found matching/).waitFor();
    await expectAccessible();
  };
  const showBelize = async (page: Page) => {
    await page.getByRole('tab', { name: 'Belize Ocean Front Property' }).click();
    await page.getByRole('tabpanel', { name: 'Belize Ocean Front Property' }).waitFor();
    await expectAccessible();
  };

  it.each([
    ['Properties in Review', '/dashboard/properties-in-review', undefined],
    ['Membership Options', '/dashboard/membership-options', showBelize],
    ['The Current Raise', '/dashboard/current-raise', undefined],
    ['Educate Myself', '/educate-myself', openTopicThenSearchNothing],
  ] as const)('%s, on a desktop and on a phone', async (_name, path, otherStates) => {
    for (const mobile of [false, true]) {
      session = await openPageQuietly({ mobile, width: mobile ? 375 : undefined });
      const { page } = session;
      await signInWithSession(page, stack.urls.web, sender, path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible();
      await otherStates?.(page);
    }
  });

  it("the 'How to Use This Site' dialog with every section open", async () => {
    session = await openPageQuietly();
    const { page } = session;
    await signInWithSession(page, stack.urls.web, sender);
    await page.getByRole('button', { name: 'How to Use This Site' }).click();
    const dialog = page.getByRole('dialog', { name: 'How to Use This Site' });
    await dialog.waitFor();
    await expectAccessible();
    for (const section of ['What happens after a response', 'Tips', 'Need help?']) {
      await dialog.getByRole('button', { name: section }).click();
      await dialog.getByRole('region', { name: section }).waitFor();
      await expectAccessible();
    }
  });

  it('the invitation form and its discard question', async () => {
    session = await openPageQuietly();
    const { page } = session;
    await signInWithSession(page, stack.urls.web, sender);
    await page.getByRole('article').filter({ hasText: 'Invite Potential Members' }).getByRole('button', { name: 'Invite Now' }).click();
    await page.getByRole('dialog').getByLabel('First Name').fill('Jordan');
    await expectAccessible();
    await expect.poll(() => holdsFocus(page.getByRole('dialog'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog', { name: 'Discard this invitation?' }).waitFor();
    await expectAccessible();
  });

  it('thank-you page', async () => {
    session = await openPageQuietly({ mobile: true });
    await session.page.goto(`${stack.urls.web}/thank-you`);
    await session.page.getByText('Thank You!').waitFor();
    await expectAccessible();
  });
});
