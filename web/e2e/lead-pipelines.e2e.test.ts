/**
 * Working leads in the details dialog, in Chromium: a member from maybe to activated, an investor
 * from interested_yes to closed and a land owner to partner_onboarded, with quick actions and the
 * Update Status form; the audit trail records every step.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { QUICK_ACTION_MESSAGES, QUICK_ACTIONS, STATUS_LABELS } from '@safe-haven/shared/invitation-status';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { seedListedInvitation as seedInvitation } from '@safe-haven/testing/invitations';
import { useBrowser } from './support/browser';
import { isFocused } from './support/in-page';
import { answerAsInvitee, dismissCelebrations, expectCurrentStatus, openDetails, quickAction, updateStatus } from './support/pipeline';
import { signInWithSession } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();
let founder: TestUser;

beforeAll(async () => {
  founder = await createStaffUser(stack, { role: 'founder', firstName: 'Pia', lastName: 'Pipeline' });
});

const openManageInvitations = async () => {
  const { page } = await browsers.open();
  await dismissCelebrations(page);
  await signInWithSession(page, stack.urls.web, founder, DASHBOARD_PATHS.manageInvitations);
  return page;
};

const auditNotes = async (page: Page) =>
  page.getByRole('dialog').getByRole('list', { name: 'Status changes, newest first' }).getByRole('listitem').allInnerTexts();

/** Clicks a sending quick action and confirms it, for a move the server refuses. */
const quickActionRefused = async (page: Page, buttonLabel: string) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: buttonLabel, exact: true }).click();
  await dialog.getByRole('group', { name: buttonLabel }).getByRole('button', { name: QUICK_ACTION_MESSAGES.confirm }).click();
};

describe('notes', () => {
  it('adds a note to the audit trail without changing the status', async () => {
    const invitation = await seedInvitation(founder, { audience: 'member', firstName: 'Noel', lastName: 'Noted' });
    await answerAsInvitee(stack, invitation, 'maybe');
    const page = await openManageInvitations();
    await openDetails(page, 'Noel Noted');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    await dialog.getByText('Write a note first').waitFor();
    await dialog.getByLabel(/^Note about this lead/).fill('Called: back from travel on the 12th.');
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    await page.getByText('Note added').first().waitFor();
    await expect.poll(() => auditNotes(page)).toContainEqual(expect.stringContaining('Called: back from travel on the 12th.'));
    const [newest] = await auditNotes(page);
    expect(newest).toMatch(/^Note\b/);
    await expectCurrentStatus(page, 'maybe');
    expect(await dialog.getByLabel(/^Note about this lead/).inputValue()).toBe('');
  });

  it('keeps what was typed while the note was on its way, and all of it when adding fails', async () => {
    const invitation = await seedInvitation(founder, { audience: 'member', firstName: 'Tess', lastName: 'Typing' });
    await answerAsInvitee(stack, invitation, 'maybe');
    const page = await openManageInvitations();
    await openDetails(page, 'Tess Typing');
    const dialog = page.getByRole('dialog');
    const box = dialog.getByLabel(/^Note about this lead/);
    // The note is held on its way until the person has typed on.
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route('**/api/invitations/*/notes', async (route) => { await held; await route.continue(); });
    await box.fill('Called: wants the May tour.');
    const sent = page.waitForRequest('**/api/invitations/*/notes');
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    await sent;
    await box.press('End');
    await box.pressSequentially('\nAsks about pets.');
    release();
    await page.getByText('Note added').first().waitFor();
    await expect.poll(() => auditNotes(page)).toContainEqual(expect.stringContaining('Called: wants the May tour.'));
    // Only what was sent left the box.
    expect(await box.inputValue()).toBe('Asks about pets.');
    expect((await auditNotes(page)).join('\n')).not.toContain('pets');

    // A refused note stays in the box, every word of it.
    await page.unroute('**/api/invitations/*/notes');
    await page.route('**/api/invitations/*/notes', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong' }) }));
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    await page.getByText('Failed to add the note').first().waitFor();
    expect(await box.inputValue()).toBe('Asks about pets.');
  });
});

describe('the three pipelines', () => {
  it('works a member lead from maybe to activated', async () => {
    const invitation = await seedInvitation(founder, { audience: 'member', firstName: 'Mara', lastName: 'Member' });
    await answerAsInvitee(stack, invitation, 'maybe');
    const page = await openManageInvitations();
    await openDetails(page, 'Mara Member');
    await expectCurrentStatus(page, 'maybe');
    // The invitee's full answer is on screen.
    expect(await page.getByRole('dialog').getByText('Maybe: send more information', { exact: true }).isVisible()).toBe(true);
    // The audit trail says the answer in words, not its code.
    expect(await page.getByRole('dialog').getByText('Invitee answered: Maybe: send more information', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('dialog').getByText('maybe_info').count()).toBe(0);
    // An answer has no quick action of its own: the dialog says how to move it on.
    const moveOn = QUICK_ACTION_MESSAGES.noneMoveOn([STATUS_LABELS.interested_maybe, STATUS_LABELS.archived_not_interested]);
    expect(await page.getByRole('dialog').getByText(moveOn, { exact: true }).isVisible()).toBe(true);

    await updateStatus(page, 'interested_maybe', 'Wants to hear more in spring');
    // A sending action says first that nothing will be emailed; Cancel changes nothing.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Mark pitch deck sent', exact: true }).click();
    const question = dialog.getByRole('group', { name: 'Mark pitch deck sent' });
    const pitchDeck = QUICK_ACTIONS.member.interested_maybe![0]!;
    await question.getByText(QUICK_ACTION_MESSAGES.nothingEmailed(pitchDeck, 'Pitch Sent')).waitFor();
    await expect.poll(() => isFocused(question.getByRole('button', { name: QUICK_ACTION_MESSAGES.confirm }))).toBe(true);
    await question.getByRole('button', { name: QUICK_ACTION_MESSAGES.cancel }).click();
    await expect.poll(() => question.count()).toBe(0);
    await expectCurrentStatus(page, 'interested_maybe');
    // The keyboard is back on the action that asked, and after the move on what the new status offers.
    await expect.poll(() => isFocused(dialog.getByRole('button', { name: 'Mark pitch deck sent', exact: true }))).toBe(true);
    await quickAction(page, 'Mark pitch deck sent', 'pitch_sent');
    await expect.poll(() => isFocused(dialog.getByLabel('New status'))).toBe(true);
    await updateStatus(page, 'interested_yes');
    await quickAction(page, 'Mark Zoom invitation sent', 'invited_to_zoom');
    await quickAction(page, 'Mark Attended', 'attended_zoom');
    await quickAction(page, 'Mark packet & LOI sent', 'packet_sent');
    await quickAction(page, 'Mark LOI Signed', 'loi_signed');
    await updateStatus(page, 'activated', 'Welcome aboard');

    // A final status offers nothing more.
    expect(await page.getByRole('dialog').getByText('Activated is a final status: there is no next step.').isVisible()).toBe(true);
    const trail = await auditNotes(page);
    expect(trail).toHaveLength(10);
    expect(trail[0]).toContain('Welcome aboard');
    expect(trail[0]).toContain('by Pia Pipeline');
    expect(trail.join('\n')).toContain('Action: Mark packet & LOI sent');
    expect(trail.at(-2)).toContain('by Invitee');
  });

  it('works an investor from interested_yes to closed', async () => {
    const invitation = await seedInvitation(founder, { audience: 'investor', firstName: 'Ivo', lastName: 'Investor' });
    await answerAsInvitee(stack, invitation, 'interested');
    const page = await openManageInvitations();
    await openDetails(page, 'Ivo Investor');
    await updateStatus(page, 'interested_yes');
    await quickAction(page, 'Mark investor deck sent', 'investor_deck_sent');
    await quickAction(page, 'Mark investment summary sent', 'investment_summary_sent');
    await quickAction(page, 'Mark documents sent', 'docs_sent');
    await quickAction(page, 'Mark wiring instructions sent', 'wiring_instructions_sent');
    await quickAction(page, 'Mark Funds Received', 'funds_received');
    await updateStatus(page, 'closed');
    expect(await page.getByRole('dialog').getByText('$250,000 - $500,000').first().isVisible()).toBe(true);
    expect(await auditNotes(page)).toHaveLength(9);
  });

  it('works a land owner to partner_onboarded, and the card follows', async () => {
    const invitation = await seedInvitation(founder, { audience: 'land_owner', firstName: 'Lou', lastName: 'Landowner' });
    await answerAsInvitee(stack, invitation, 'interested');
    const page = await openManageInvitations();
    await openDetails(page, 'Lou Landowner');
    await updateStatus(page, 'interested_yes');
    await quickAction(page, 'Mark land pitch deck sent', 'land_pitch_deck_sent');
    await quickAction(page, 'Mark terms summary sent', 'terms_summary_sent');
    await quickAction(page, 'Mark Terms Signed', 'terms_signed');
    await quickAction(page, 'Start Zoning Process', 'zoning_approval_in_process');
    await quickAction(page, 'Start Member Marketing', 'member_marketing_started');
    await updateStatus(page, 'partner_onboarded');
    await page.keyboard.press('Escape');
    const card = page.getByRole('article', { name: 'Lou Landowner' });
    await card.getByText('Partner Onboarded').waitFor();
  });

  it('reloads the dialog with a readable message when someone else moved the lead first', async () => {
    const invitation = await seedInvitation(founder, { audience: 'member', firstName: 'Rita', lastName: 'Race', status: 'interested_maybe' });
    const page = await openManageInvitations();
    await openDetails(page, 'Rita Race');
    // The live update would refresh the dialog before the tap: its reads are held, so the dialog shows
    // the lead as this person last saw it, as when the change comes in just after the tap.
    const details = (url: URL) => url.pathname === `/api/invitations/${invitation.id}`;
    const held: Route[] = [];
    await page.route(details, (route) => (route.request().method() === 'GET' ? void held.push(route) : route.fallback()));
    // Meanwhile another tab archives it.
    const { getProfile } = await import('@safe-haven/lambdas/data/profile');
    const { changeInvitationStatus } = await import('@safe-haven/lambdas/invitations/change-status-service');
    await changeInvitationStatus((await getProfile(founder.id))!, invitation.id, { from: 'interested_maybe', to: 'archived_not_interested' });
    await quickActionRefused(page, 'Mark pitch deck sent');
    await page.getByText('Failed to mark pitch deck sent').first().waitFor();
    expect(await page.getByText(/Someone else updated this invitation in the meantime/).first().isVisible()).toBe(true);
    await page.unroute(details);
    await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    await expectCurrentStatus(page, 'archived_not_interested');
  });
});
