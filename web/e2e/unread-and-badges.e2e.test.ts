/**
 * Real time without a reload: the sidebar's unread badges appear within 15 s of an invitee's answer
 * and clear after the invitation is viewed; the badge celebration shows once, to the earner only.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { BADGE_CELEBRATION_MS } from '@safe-haven/shared/badges';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { seedListedInvitation as seedInvitation } from '@safe-haven/testing/invitations';
import { waitFor } from '@safe-haven/testing/wait';
import { badgesOf } from '@safe-haven/lambdas/data/earned-badge';
import { useBrowser } from './support/browser';
import { answerAsInvitee, dismissCelebrations } from './support/pipeline';
import { fillInviteForm, submitInviteForm } from './support/dashboard';
import { badgesReadDuring, signInWithSession } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();

describe('unread badges', () => {
  let founder: TestUser;
  let leadgen: TestUser;

  beforeAll(async () => {
    founder = await createStaffUser(stack, { role: 'founder', firstName: 'Uma', lastName: 'Unread' });
    leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Leif', lastName: 'Team', addedById: founder.id });
  });

  it("appears within 15 s of an invitee's answer without a reload, and clears after viewing", async () => {
    const invitation = await seedInvitation(leadgen, { firstName: 'Nell', lastName: 'News' });
    const { page } = await browsers.open();
    await dismissCelebrations(page);
    await signInWithSession(page, stack.urls.web, founder);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    const manageLink = nav.getByRole('link', { name: /^Manage Invitations/ });
    const teamLink = nav.getByRole('link', { name: /^My Lead Generators/ });
    expect(await manageLink.innerText()).toBe('Manage Invitations');

    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    const answeredAt = Date.now();
    await answerAsInvitee(stack, invitation, 'interested');
    await nav.getByRole('link', { name: 'Manage Invitations 1 unread' }).waitFor({ timeout: 15_000 });
    expect(Date.now() - answeredAt).toBeLessThanOrEqual(15_000);
    await nav.getByRole('link', { name: 'My Lead Generators 1 unread' }).waitFor({ timeout: 5_000 });
    expect(navigations).toEqual([]);

    // Beside a badge, and in the bolder active style, each label is shown whole (it wraps, never cut).
    await teamLink.click();
    await page.waitForURL(`**${DASHBOARD_PATHS.myLeadgens}`);
    await nav.getByRole('link', { name: 'My Lead Generators 1 unread' }).waitFor();
    for (const link of [manageLink, teamLink]) {
      const clipped = await link.locator('span', { hasText: /^(Manage Invitations|My Lead Generators)$/ }).evaluate(
        (label) => label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight + 1,
      );
      expect(clipped).toBe(false);
    }

    await manageLink.click();
    const card = page.getByRole('article', { name: 'Nell News' });
    await card.getByText('Updated', { exact: true }).waitFor();
    // Seen once shown: both badges go away without a reload.
    await nav.getByRole('link', { name: 'Manage Invitations', exact: true }).waitFor({ timeout: 15_000 });
    await nav.getByRole('link', { name: 'My Lead Generators', exact: true }).waitFor({ timeout: 15_000 });
    expect(await teamLink.innerText()).toBe('My Lead Generators');
  });

  it('refreshes the open list when another person changes an invitation', async () => {
    const invitation = await seedInvitation(leadgen, { firstName: 'Olly', lastName: 'Open' });
    const { page } = await browsers.open();
    await dismissCelebrations(page);
    await signInWithSession(page, stack.urls.web, founder, `${DASHBOARD_PATHS.manageInvitations}?search=olly`);
    const card = page.getByRole('article', { name: 'Olly Open' });
    await card.getByText('Sent', { exact: true }).waitFor();
    await answerAsInvitee(stack, invitation, 'maybe');
    await card.getByText('Maybe', { exact: true }).waitFor({ timeout: 16_000 });
  });
});

describe('badge celebration', () => {
  it('congratulates the earner once, on the next page view, and nobody else', async () => {
    const earner = await createStaffUser(stack, { role: 'leadgen', firstName: 'Bo', lastName: 'Badge' });
    const bystander = await createStaffUser(stack, { role: 'founder', firstName: 'Bea', lastName: 'Bystander' });
    await seedInvitation(earner, { firstName: 'First', lastName: 'Guest' });
    await waitFor(() => badgesOf(earner.id), (badges) => badges.some((badge) => badge.badgeId === 'first-invitation'), 'the first badge');

    const { page } = await browsers.open();
    await signInWithSession(page, stack.urls.web, earner);
    const dialog = page.getByTestId('badge-celebration');
    await dialog.getByText('Congratulations!').waitFor();
    expect(await dialog.getByText('First Invitation').isVisible()).toBe(true);
    expect(await dialog.getAttribute('data-animating')).toBe('true');
    await expect.poll(() => dialog.getAttribute('data-animating'), { timeout: BADGE_CELEBRATION_MS + 2000 }).toBe('false');
    await page.getByRole('button', { name: 'Thank you!' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Not again: on another page, nor after a reload.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Manage Invitations/ }).click();
    await page.getByRole('heading', { name: 'Manage Invitations' }).waitFor();
    const afterReload = await badgesReadDuring(page, async () => {
      await page.reload();
      await page.getByRole('heading', { name: 'Manage Invitations' }).waitFor();
    });
    expect(afterReload.uncelebrated).toEqual([]);
    expect(await dialog.count()).toBe(0);

    const other = await browsers.open();
    const bystanderRead = await badgesReadDuring(other.page, async () => {
      await signInWithSession(other.page, stack.urls.web, bystander);
      await other.page.getByRole('heading', { name: /Welcome, Bea/ }).waitFor();
    });
    expect(bystanderRead.uncelebrated).toEqual([]);
    expect(await other.page.getByTestId('badge-celebration').count()).toBe(0);
  });

  it('waits for the dashboard home and a calm moment: never while the person types elsewhere', async () => {
    const earner = await createStaffUser(stack, { role: 'leadgen', firstName: 'Tia', lastName: 'Typing' });
    const { page } = await browsers.open();
    await signInWithSession(page, stack.urls.web, earner);
    await page.getByRole('heading', { name: /Welcome, Tia/ }).waitFor();
    await seedInvitation(earner, { firstName: 'Busy', lastName: 'Guest' });
    await waitFor(() => badgesOf(earner.id), (badges) => badges.some((badge) => badge.badgeId === 'first-invitation'), 'the first badge');

    // A page view elsewhere, typing in the search box: the celebration waits.
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: /^Manage Invitations/ }).click();
    const search = page.getByRole('main').getByLabel('Search', { exact: true });
    await search.click();
    await search.pressSequentially('Bus', { delay: 150 });
    await page.waitForTimeout(2000);
    expect(await page.getByTestId('badge-celebration').count()).toBe(0);
    expect(await search.inputValue()).toBe('Bus');

    // Back home, nothing in progress: it shows, and its close button is not under the confetti.
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    const dialog = page.getByTestId('badge-celebration');
    await dialog.getByText('Congratulations!').waitFor();
    const close = dialog.getByRole('button', { name: 'Close' });
    const topmost = await close.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(button.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(topmost).toBe(true);
    await close.click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("waits while the sender reads 'Invitation Sent!' and shows after it closes", async () => {
    const earner = await createStaffUser(stack, { role: 'leadgen', firstName: 'Sia', lastName: 'Sender' });
    const { page } = await browsers.open();
    await signInWithSession(page, stack.urls.web, earner);
    await page.getByRole('heading', { name: /Welcome, Sia/ }).waitFor();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Manage Invitations/ }).click();
    await seedInvitation(earner, { firstName: 'Early', lastName: 'Guest' });
    await waitFor(() => badgesOf(earner.id), (badges) => badges.some((badge) => badge.badgeId === 'first-invitation'), 'the first badge');

    // Home with the form opened by its link: the badge waits behind the form, then behind the
    // confirmation, though for a moment between the two no dialog is open.
    await page.goto(`${stack.urls.web}${DASHBOARD_PATHS.home}?invite=member`);
    await fillInviteForm(page, { firstName: 'Second', lastName: 'Guest', email: `second-${Date.now()}@example.com`, message: 'Come and see.' });
    await submitInviteForm(page);
    const sent = page.getByRole('alertdialog', { name: 'Invitation Sent!' });
    await sent.waitFor();
    await page.waitForTimeout(2_000);
    expect(await sent.isVisible()).toBe(true);
    expect(await page.getByTestId('badge-celebration').count()).toBe(0);

    await sent.getByRole('button', { name: "I'm Finished" }).click();
    await sent.waitFor({ state: 'detached' });
    await page.getByTestId('badge-celebration').getByText('Congratulations!').waitFor();
  });

  it('leaves out the animation for people who ask for reduced motion', async () => {
    const earner = await createStaffUser(stack, { role: 'leadgen', firstName: 'Rue', lastName: 'Reduced' });
    await seedInvitation(earner, { firstName: 'Calm', lastName: 'Guest' });
    await waitFor(() => badgesOf(earner.id), (badges) => badges.length > 0, 'the first badge');
    const { page } = await browsers.open();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInWithSession(page, stack.urls.web, earner);
    const medal = page.getByTestId('badge-celebration').locator('.sh-celebration-medal');
    await medal.waitFor();
    expect(await medal.evaluate((node) => node.ownerDocument.defaultView!.getComputedStyle(node).animationName)).toBe('none');
    expect(await page.locator('.sh-confetti').count()).toBe(0);
  });
});
