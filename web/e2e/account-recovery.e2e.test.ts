/**
 * Account recovery in Chromium: "Forgot password?" end to end with the code read from the
 * local mailbox, and an admin's two-factor reset followed by the person's new enrolment at their next
 * sign-in, with the reset in the person's Account History.
 */
import { authenticator } from 'otplib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { COGNITO_CODE_EMAIL, RECOVERY_MESSAGES } from '@safe-haven/shared/account-recovery';
import { messageIdsTo, waitForNewEmail } from '@safe-haven/testing/mailbox';
import { nextSecond } from '@safe-haven/testing/next-second';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { describeViolations, seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { enrolOnSetupPage, expectText } from './support/staff';

const stack = inject('stack');
const browser = useBrowser();
const NEW_PASSWORD = 'Quiet!Harbour58';

let admin: TestUser;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Iris', lastName: 'Warden' });
});

const codeFromMailbox = async (email: string, known: ReadonlySet<string>): Promise<string> => {
  const mail = await waitForNewEmail(stack.urls.mailbox, email, known, (sent) => sent.subject === COGNITO_CODE_EMAIL.subject);
  return /\b(\d{6})\b/.exec(mail.body.text ?? '')![1]!;
};

describe('Forgot password?', () => {
  it('emails a code, sets a new password with it, and the person signs in with the new one', async () => {
    // Prepare
    const person = await createStaffUser(stack, { role: 'leadgen', firstName: 'Nora', lastName: 'Lost' });
    const { page } = await browser.open();
    await page.goto(`${stack.urls.web}/`);
    const known = await messageIdsTo(stack.urls.mailbox, person.email);
    // Act: the link on the login form, the email, then the code from the mailbox and a new password.
    await page.getByRole('link', { name: RECOVERY_MESSAGES.forgotPassword }).click();
    await page.waitForURL(`${stack.urls.web}/forgot-password`);
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expectText(page, RECOVERY_MESSAGES.requestAnswer);
    await codeFromMailbox(person.email, known);
    // The code step (with its notice) meets WCAG 2.1 AA as the other public pages do.
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
    // Send a New Code says that it did something, and the newest email's code is the one to use.
    const knownAfterFirst = await messageIdsTo(stack.urls.mailbox, person.email);
    await page.getByRole('button', { name: 'Send a New Code' }).click();
    await page.getByRole('status').filter({ hasText: 'Asked for a new code at' }).waitFor();
    const code = await codeFromMailbox(person.email, knownAfterFirst);
    await page.getByLabel('Code from the email').fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expectText(page, RECOVERY_MESSAGES.codeWrong);
    await page.getByLabel('Code from the email').fill(code);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    // Assess: back at sign-in with a message and the email filled in; the new password works.
    await page.waitForURL(`${stack.urls.web}/`);
    await expectText(page, RECOVERY_MESSAGES.passwordChanged);
    expect(await page.getByLabel('Email').inputValue()).toBe(person.email);
    expect(page.url()).not.toContain(code);
    // The reset ended every session up to its second; a person never signs in again within it.
    await nextSecond();
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${stack.urls.web}/dashboard`);
  });
});

const openManageUsers = async (): Promise<Page> => {
  const { page } = await browser.open();
  await page.goto(`${stack.urls.web}/`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The two-factor step says what to do without the phone.
  await expectText(page, RECOVERY_MESSAGES.lostPhone);
  await page.getByLabel('Authentication code').fill(authenticator.generate(admin.totpSecret!));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${stack.urls.web}/dashboard`);
  await page.goto(`${stack.urls.web}/dashboard/admin/manage-users`);
  await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
  return page;
};

const act = async (page: Page, user: TestUser, action: string) => {
  await page.getByLabel('Search').fill(user.email);
  await page.locator(`tr[data-user-email="${user.email}"]`).getByRole('button', { name: `Actions for ${user.firstName} ${user.lastName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
};

describe('Reset Two-Factor', () => {
  it('after a confirmation naming the person, their next sign-in sets up a new app; the reset is in their Account History', async () => {
    // Prepare: a founder with an authenticator app (createStaffUser enrols it).
    const founder = await createStaffUser(stack, { role: 'founder', firstName: 'Fay', lastName: 'Phoneless' });
    const page = await openManageUsers();
    // Act: the admin resets it.
    await act(page, founder, 'Reset Two-Factor');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText("Reset Fay Phoneless's two-factor sign-in?").waitFor();
    await dialog.getByRole('button', { name: 'Reset Two-Factor' }).click();
    await expectText(page, RECOVERY_MESSAGES.twoFactorReset('Fay Phoneless'));
    // Assess: the founder signs in with the password alone and must set up a new app.
    await nextSecond();
    const { page: founderPage } = await browser.open();
    await founderPage.goto(`${stack.urls.web}/`);
    await founderPage.getByLabel('Email').fill(founder.email);
    await founderPage.getByLabel('Password', { exact: true }).fill(founder.password);
    await founderPage.getByRole('button', { name: 'Login' }).click();
    const secret = await enrolOnSetupPage(founderPage, stack.urls.web);
    expect(secret).not.toBe(founder.totpSecret);
    // The admin sees the reset in the founder's Account History.
    await act(page, founder, 'Account History');
    await page.getByTestId('account-history').getByText('Two-factor sign-in reset by an admin (Iris Warden)').waitFor();
  });

  it('is refused on oneself, pointing to Edit Profile', async () => {
    const page = await openManageUsers();
    await act(page, admin, 'Reset Two-Factor');
    await expectText(page, RECOVERY_MESSAGES.notYourself);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});
