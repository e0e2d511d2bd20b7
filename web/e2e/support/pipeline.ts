/** Helpers for the pipeline screens: answering as an invitee through the API, and working the details dialog. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { Audience } from '@safe-haven/shared/audiences';
import { QUICK_ACTION_MESSAGES, STATUS_LABELS, type InvitationStatus } from '@safe-haven/shared/invitation-status';
import type { TestStackInfo } from '@safe-haven/testing/test-stack';
import { linkToken } from '@safe-haven/lambdas/core/link-tokens';
import { answerInvitation } from '@safe-haven/testing/public-api';
import { CLOSE_CELEBRATIONS_SCRIPT } from '@safe-haven/testing/celebrations';

const ANSWER_FORMS: Record<Audience, (answer: 'interested' | 'maybe', email: string) => Record<string, unknown>> = {
  member: (answer, email) => ({ form: 'member', answer, name: 'Quinn Avery', email, phone: '+1 303 555 0199', address: '1 Elm St' }),
  land_owner: (answer, email) => ({ form: 'land_owner', answer, firstName: 'Quinn', lastName: 'Avery', email, phone: '+1 303 555 0199', propertyAddress: '9 Ridge Rd', acreage: '80' }),
  investor: (answer, email) => ({ form: 'investor', answer, firstName: 'Quinn', lastName: 'Avery', email, phone: '+1 303 555 0199', address: '1 Elm St', allocationRange: '250k-500k' }),
};

/** The invitee answers through the public API, as their page would. */
export const answerAsInvitee = async (stack: TestStackInfo, invitation: { id: string; audience: Audience; recipientEmail: string }, answer: 'interested' | 'maybe') => {
  const token = await linkToken('invitation', invitation.id);
  const response = await answerInvitation(stack, token, { body: ANSWER_FORMS[invitation.audience](answer, invitation.recipientEmail) });
  if (response.status !== 200) throw new Error(`The invitee's answer was refused: ${JSON.stringify(response.body)}`);
};

export const openDetails = async (page: Page, recipientName: string) => {
  await page.getByRole('button', { name: `Details for ${recipientName}` }).click();
  await page.getByRole('dialog').getByTestId('current-status').waitFor();
};

export const expectCurrentStatus = async (page: Page, status: InvitationStatus) => {
  await page.getByRole('dialog').getByTestId('current-status').filter({ hasText: new RegExp(`^${STATUS_LABELS[status].replace(/[()]/g, '\\$&')}$`) }).waitFor();
};

/**
 * Clicks a quick action by the words on its button (a sending one, 'Mark pitch deck sent', is then
 * confirmed with 'Mark as sent') and waits for its toast and the new status, both at once: on a busy
 * machine the toast could come and go while the status was still being waited for.
 */
export const quickAction = async (page: Page, buttonLabel: string, to: InvitationStatus) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: buttonLabel, exact: true }).click();
  if (/^Mark .+ sent$/.test(buttonLabel)) {
    await dialog.getByRole('group', { name: buttonLabel }).getByRole('button', { name: QUICK_ACTION_MESSAGES.confirm }).click();
  }
  await Promise.all([page.getByText('Action Completed').first().waitFor(), expectCurrentStatus(page, to)]);
};

/** Chooses the next status in Update Status (the button stays disabled until one is chosen), submits, and waits for its toast and the new status. */
export const updateStatus = async (page: Page, to: InvitationStatus, note?: string) => {
  const dialog = page.getByRole('dialog');
  const submit = dialog.getByRole('button', { name: 'Update Status' });
  expect(await submit.isDisabled()).toBe(true);
  await dialog.getByLabel('New status').selectOption(to);
  if (note) await dialog.getByLabel('Note (optional)').fill(note);
  // Enabled once a status is chosen (and no quick action is still finishing).
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await submit.click();
  // Both at once, as in quickAction: the toast may be gone by the time the status shows.
  await Promise.all([page.getByText('Status Updated').first().waitFor(), expectCurrentStatus(page, to)]);
};

/** Closes the 'Congratulations!' dialog whenever it opens (testing/src/celebrations.ts says why). Call before the first navigation. */
export const dismissCelebrations = async (page: Page) => {
  await page.addInitScript(CLOSE_CELEBRATIONS_SCRIPT);
};
