/** axe-core on the onboarding and team pages and their dialogs: no serious or critical WCAG 2.1 A/AA violation. */
import { authenticator } from 'otplib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { SIGNUP_CODE_MESSAGES } from '@safe-haven/shared/team-messages';
import { createLegacySignupCode, createSignupCode, inviteStaff } from '@safe-haven/testing/onboarding';
import { chooseRowAction } from './support/row-actions';
import { describeViolations, seriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { smallTapTargets } from './support/layout-checks';
import { signInWithSession } from './support/staff';

const stack = inject('stack');
const browser = useBrowser();
let admin: TestUser;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Ada', lastName: 'Axe' });
  const token = await signIn(stack, admin);
  await createSignupCode(stack, token);
  await createLegacySignupCode(stack);
  await inviteStaff(stack, token, { role: 'leadgen' });
});

const expectAccessible = async (page: Page) => {
  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
};

const asAdmin = async (path: string, heading: string) => {
  const { page } = await browser.open();
  await signInWithSession(page, stack.urls.web, admin, path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return page;
};

describe('accessibility of the team pages', () => {
  it('account set-up with its errors shown, on a phone', async () => {
    const { link } = await inviteStaff(stack, await signIn(stack, admin), { role: 'founder' });
    const { page } = await browser.open({ mobile: true });
    await page.goto(link.toString());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password is required').waitFor();
    await expectAccessible(page);
    // The show-password toggles and fields included, 44 px targets on a touch screen.
    expect(await smallTapTargets(page)).toEqual([]);
  });

  it('founder sign-up code step with an error', async () => {
    const { page } = await browser.open({ mobile: true });
    await page.goto(`${stack.urls.web}/founder-signup`);
    await page.getByLabel('Invite Code').fill('NOPE');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Invalid invite code').waitFor();
    await expectAccessible(page);
  });

  it('Invite New User', async () => {
    await expectAccessible(await asAdmin('/dashboard/admin/add-users', 'Invite New User'));
  });

  it('Invite New User and Manage Users on a phone: links shown as buttons are 44 px targets too', async () => {
    const { page } = await browser.open({ mobile: true });
    await signInWithSession(page, stack.urls.web, admin);
    for (const [path, heading] of [['/dashboard/admin/add-users', 'Invite New User'], ['/dashboard/admin/manage-users', 'Manage Users']] as const) {
      await page.goto(`${stack.urls.web}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect({ path, small: await smallTapTargets(page) }).toEqual({ path, small: [] });
    }
  });

  it('Manage Users, its actions menu and the delete question', async () => {
    const page = await asAdmin('/dashboard/admin/manage-users', 'Manage Users');
    await page.getByRole('table', { name: 'Users', exact: true }).waitFor();
    await expectAccessible(page);
    const actions = page.locator(`tr[data-user-email="${admin.email}"]`).getByRole('button', { name: /Actions for/ });
    await chooseRowAction(page, actions, 'Delete User', page.getByRole('alertdialog'));
    await expectAccessible(page);
  });

  it('Signup Codes (a weak code among them), Create Code and the code shown once', async () => {
    const page = await asAdmin('/dashboard/admin/signup-codes', 'Signup Codes');
    await page.getByRole('table', { name: 'Signup codes' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Code' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create Code' }).click();
    await page.getByText(SIGNUP_CODE_MESSAGES.labelRequired).waitFor();
    await expectAccessible(page);
    // The new code, shown once with its Copy button and warning.
    await page.getByRole('dialog').getByLabel('Label').fill('Axe test founder');
    await page.getByRole('dialog').getByLabel('Email').fill('axe-founder@staff.test');
    await page.getByRole('dialog').getByRole('button', { name: 'Create Code' }).click();
    await page.getByTestId('new-signup-code').waitFor();
    await expectAccessible(page);
  });

  it('Edit Profile with the two-factor check, then the set-up of a replacement app open', async () => {
    const page = await asAdmin('/dashboard/admin/edit-profile', 'Edit Profile');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Replace Authenticator App' }).click();
    await page.getByLabel('Your password').fill(admin.password);
    await page.getByLabel('Current code from your app').fill(authenticator.generate(admin.totpSecret!));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await expectAccessible(page);
  });
});
