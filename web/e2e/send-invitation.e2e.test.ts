/** The invitation modal in Chromium: validation, success, and every result code the server answers. */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { UpdateCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { INVITATION_RESULT_MESSAGES, INVITATION_TOASTS } from '@safe-haven/shared/messages';
import { dailyInvitationKey } from '@safe-haven/lambdas/invitations/daily-invitation-cap';
import { dynamoClient } from '@safe-haven/testing/local-engines';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { invitationLinkIn, linkTokenIn, waitForEmail } from '@safe-haven/testing/mailbox';
import { launchBrowser, openPage } from './support/browser';
import { dismissCelebrations } from './support/pipeline';
import { fillInviteForm, openInviteForm, submitInviteForm } from './support/dashboard';
import { expectText, signInWithSession } from './support/staff';
import { answerInvitation } from '@safe-haven/testing/public-api';

const stack = inject('stack');
let browser: Browser;
let page: Page;
let sender: TestUser;
const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@invitee.test`;
const values = (address: string) => ({ firstName: 'Casey', lastName: 'Morgan', email: address, message: 'I think you would love this.' });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await page?.context().close();
});

const signedInAs = async (user: TestUser, options: { mobile?: boolean; width?: number } = {}) => {
  ({ page } = await openPage(browser, options));
  // Earlier tests' invitations earn the sender badges; their celebration is not what this file tests.
  await dismissCelebrations(page);
  await signInWithSession(page, stack.urls.web, user);
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
};

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Sends a member's invitation to the address, then submits the form of `again` for the same address. */
const sendTwice = async (address: string, again: string) => {
  await openInviteForm(page, 'Invite Potential Members');
  await fillInviteForm(page, values(address));
  await submitInviteForm(page);
  await page.getByRole('button', { name: "I'm Finished" }).click();
  await openInviteForm(page, again);
  await fillInviteForm(page, values(address));
  await submitInviteForm(page);
};

describe('the invitation modal', () => {
  beforeAll(async () => {
    sender = await createStaffUser(stack, { role: 'founder', firstName: 'Robin', lastName: 'Hale' });
  });

  it('names every missing field, then sends and offers to send another of the same type', async () => {
    await signedInAs(sender);
    await openInviteForm(page, 'Invite Potential Investors');
    await submitInviteForm(page);
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Personal message is required']) {
      await expectText(page, message);
    }
    const address = email('ok');
    await fillInviteForm(page, values(address));
    await submitInviteForm(page);
    await expectText(page, 'Invitation Sent!');
    await expectText(page, 'Casey Morgan');
    const [sent] = await waitForEmail(stack.urls.mailbox, address);
    expect(invitationLinkIn(sent!).pathname).toBe('/invitation/investors');

    await page.getByRole('button', { name: 'Send Another Invitation' }).click();
    await expectText(page, 'Invite a Potential Investor');
    expect(await page.getByRole('dialog').getByLabel('First Name').inputValue()).toBe('');
  });

  it('shows ALREADY_INVITED_ACTIVE with the first sender and keeps the form filled', async () => {
    await signedInAs(sender);
    const address = email('dup');
    await sendTwice(address, 'Invite Potential Land Owner Partners');
    await expectText(page, 'Cannot Send Invitation');
    await expectText(page, /We've already invited this contact \(last sent by Robin Hale on .+\)\. Please avoid duplicate invites\./);
    expect(await page.getByRole('dialog').getByLabel('Email').inputValue()).toBe(address);
  });

  it.each([
    ['on a phone', { mobile: true }, 'phone-dup'],
    ['at 1024 px', { width: 1024 }, 'tablet-dup'],
  ] as const)("%s, keeps the refusal's toast off the open form's title and close button", async (_screen, screen, label) => {
    await signedInAs(sender, screen);
    await sendTwice(email(label), 'Invite Potential Members');
    const toast = page.getByTestId('toast').filter({ hasText: 'Cannot Send Invitation' });
    await toast.waitFor();
    const form = page.getByRole('dialog', { name: 'Invite a Potential Member' });
    const toastBox = (await toast.boundingBox())!;
    for (const part of [form.getByRole('heading', { name: 'Invite a Potential Member' }), form.getByRole('button', { name: 'Close' })]) {
      expect(overlaps(toastBox, (await part.boundingBox())!)).toBe(false);
    }
    // The close button takes the tap, not the toast.
    await form.getByRole('button', { name: 'Close' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('shows ALREADY_REGISTERED for a staff member', async () => {
    await signedInAs(sender);
    await openInviteForm(page, 'Invite Potential Members');
    await fillInviteForm(page, values(stack.config.seedAdmin.email));
    await submitInviteForm(page);
    await expectText(page, INVITATION_RESULT_MESSAGES.ALREADY_REGISTERED);
  });

  it('shows ALREADY_CLOSED once the invitee declined', async () => {
    await signedInAs(sender);
    const address = email('closed');
    await openInviteForm(page, 'Invite Potential Members');
    await fillInviteForm(page, values(address));
    await submitInviteForm(page);
    await page.getByRole('button', { name: "I'm Finished" }).click();
    const token = linkTokenIn((await waitForEmail(stack.urls.mailbox, address))[0]!);
    expect((await answerInvitation(stack, token, { body: { form: 'decline' } })).status).toBe(200);
    await openInviteForm(page, 'Invite Potential Members');
    await fillInviteForm(page, values(address));
    await submitInviteForm(page);
    await expectText(page, INVITATION_RESULT_MESSAGES.ALREADY_CLOSED);
  });

  it('shows INVALID_EMAIL when the server refuses the address', async () => {
    await signedInAs(sender);
    // The form checks addresses itself; rewrite the request so the server's own check answers.
    await page.route('**/api/invitations', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, email: 'not-an-address' }) });
    });
    await openInviteForm(page, 'Invite Potential Members');
    await fillInviteForm(page, values(email('invalid')));
    await submitInviteForm(page);
    await expectText(page, INVITATION_RESULT_MESSAGES.INVALID_EMAIL);
  });

  it('warns, beside the confirmation, when the invitation was saved but its email was not delivered', async () => {
    await signedInAs(sender);
    // The real send, its answer rewritten as SES failing after the invitation was written.
    await page.route('**/api/invitations', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, emailDelivered: false, deliveryError: 'SES throttled' } });
    });
    await openInviteForm(page, 'Invite Potential Members');
    await fillInviteForm(page, values(email('undelivered')));
    await submitInviteForm(page);
    const warning = page.getByRole('status').filter({ hasText: INVITATION_TOASTS.emailDeliveryFailed('SES throttled') });
    await expect.poll(() => warning.textContent()).toContain(INVITATION_TOASTS.createdDetail);
    const confirmation = page.getByRole('alertdialog', { name: INVITATION_TOASTS.created });
    await expect.poll(() => confirmation.textContent()).toContain('has been saved, but its email could not be delivered');
  });

  it('shows the daily cap (429) and keeps the form filled', async () => {
    const busy = await createStaffUser(stack, { role: 'leadgen' });
    const cap = stack.config.dailyInvitationCap;
    // Today's invitations already sent up to the cap.
    await DynamoDBDocumentClient.from(dynamoClient(stack.config)).send(
      new UpdateCommand({
        TableName: stack.config.tableName,
        Key: dailyInvitationKey(busy.id, new Date()),
        UpdateExpression: 'SET #count = :cap, entity = :entity',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':cap': cap, ':entity': 'rate-limit' },
      }),
    );
    await signedInAs(busy);
    const address = email('capped');
    await openInviteForm(page, 'Invite Potential Members');
    await fillInviteForm(page, values(address));
    await submitInviteForm(page);
    await expectText(page, INVITATION_TOASTS.dailyCapReached);
    await expectText(page, INVITATION_RESULT_MESSAGES.DAILY_CAP_REACHED(cap));
    expect(await page.getByRole('dialog').getByLabel('Email').inputValue()).toBe(address);
  });

  it('shows UNAUTHORIZED when the sender was suspended during the session', async () => {
    const suspended = await createStaffUser(stack, { role: 'leadgen' });
    await signedInAs(suspended);
    // Suspended once the form is filled: the send itself must refuse. (Suspended earlier, the
    // dashboard's own reads are refused first and the person is signed out before they can send.)
    await openInviteForm(page, 'Invite Potential Members');
    await fillInviteForm(page, values(email('suspended')));
    await DynamoDBDocumentClient.from(dynamoClient(stack.config)).send(
      new UpdateCommand({
        TableName: stack.config.tableName,
        Key: { pk: `PROFILE#${suspended.id}`, sk: 'PROFILE' },
        UpdateExpression: 'SET #status = :suspended',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':suspended': 'suspended' },
      }),
    );
    await submitInviteForm(page);
    await expectText(page, INVITATION_RESULT_MESSAGES.UNAUTHORIZED);
  });
});
