/** Invite New User and account set-up in Chromium: each role, the password messages, founders limited to lead generators. */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HEADER_TITLES, ROLE_LABELS, SETUP_ROLE_LABELS, type StaffRole } from '@safe-haven/shared/roles';
import { ACCOUNT_SETUP_MESSAGES, INVITE_USER_MESSAGES } from '@safe-haven/shared/team-messages';
import { PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { invitationLinkIn, waitForEmail } from '@safe-haven/testing/mailbox';
import { uniqueEmail } from '@safe-haven/testing/onboarding';
import { useBrowser } from './support/browser';
import { enrolOnSetupPage, expectText, signInWithSession } from './support/staff';

const stack = inject('stack');
const browser = useBrowser();
let admin: TestUser;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Avery', lastName: 'Stone' });
});

const inviteThroughForm = async (page: Page, values: { firstName: string; lastName: string; email: string; role: StaffRole }) => {
  await page.goto(`${stack.urls.web}/dashboard/admin/add-users`);
  await page.getByRole('heading', { name: 'Invite New User' }).waitFor();
  const send = page.getByRole('button', { name: 'Send Invitation' });
  // Not silently disabled: an empty submit names every missing field at once and outlines it.
  await send.click();
  for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Role is required']) await expectText(page, message);
  expect(await page.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(4);
  await page.getByLabel('First Name').fill(values.firstName);
  await page.getByLabel('Last Name').fill(values.lastName);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Role').selectOption(values.role);
  await send.click();
  await expectText(page, INVITE_USER_MESSAGES.sent(values.email));
  // The form is cleared for the next person.
  expect(await page.getByLabel('Email').inputValue()).toBe('');
};

const password = (page: Page) => page.locator('input[name="password"]');
const confirm = (page: Page) => page.locator('input[name="confirmPassword"]');

describe('an admin invites each role and the invitee sets up their account', () => {
  it.each<StaffRole>(['admin', 'founder', 'leadgen'])('%s', async (role) => {
    const email = uniqueEmail(`ui-${role}`);
    const { page: adminPage } = await browser.open();
    await signInWithSession(adminPage, stack.urls.web, admin);
    await inviteThroughForm(adminPage, { firstName: 'Jules', lastName: 'Marin', email, role });

    const [mail] = await waitForEmail(stack.urls.mailbox, email);
    const link = invitationLinkIn(mail!);
    expect(link.pathname).toBe('/setup-profile');
    // The token is in the fragment, which no server or log sees.
    expect(link.search).toBe('');
    expect(link.hash).toMatch(/^#token=[A-Za-z0-9_-]{43}$/);

    const { page } = await browser.open({ mobile: role === 'leadgen' });
    await page.goto(link.toString());
    await page.getByRole('heading', { name: 'Set Up Your Account' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Jules Marin');
    expect(await page.getByLabel('Role').inputValue()).toBe(SETUP_ROLE_LABELS[role]);
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await expectText(page, PASSWORD_MESSAGES.hint);

    if (role === 'admin') {
      // Every rule of the password, one at a time, and each error clears on edit.
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectText(page, PASSWORD_MESSAGES.required);
      await expectText(page, PASSWORD_MESSAGES.confirmRequired);
      await password(page).fill('Ab1!');
      expect(await page.getByText(PASSWORD_MESSAGES.required, { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectText(page, PASSWORD_MESSAGES.tooShort);
      await password(page).fill('longenoughpassword');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectText(page, PASSWORD_MESSAGES.complexity);
      // A common password passes the form's rules; the server refuses it.
      await password(page).fill('Password123!');
      await confirm(page).fill('Password123!');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectText(page, PASSWORD_MESSAGES.common);
      await password(page).fill('Strong!Pass1');
      await confirm(page).fill('Strong!Pass2');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectText(page, PASSWORD_MESSAGES.mismatch);
    }
    await password(page).fill('Strong!Pass1');
    await confirm(page).fill('Strong!Pass1');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await password(page).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expectText(page, ACCOUNT_SETUP_MESSAGES.welcomeTitle);
    // Admins and founders set up two-factor sign-in before anything else; lead generators need not.
    if (role === 'leadgen') await page.waitForURL(`${stack.urls.web}/dashboard`);
    else await enrolOnSetupPage(page, stack.urls.web);
    await expectText(page, HEADER_TITLES[role]);

    // The link is used up.
    const { page: again } = await browser.open();
    await again.goto(link.toString());
    await expectText(again, ACCOUNT_SETUP_MESSAGES.invalidBody);
  });
});

describe('the set-up page', () => {
  it('goes to / without a token and shows the invalid card for an unknown one', async () => {
    const { page } = await browser.open();
    await page.goto(`${stack.urls.web}/setup-profile`);
    await page.waitForURL(`${stack.urls.web}/`);
    for (const link of [`/setup-profile#token=${'x'.repeat(43)}`, `/setup-profile?token=${'y'.repeat(43)}`]) {
      const { page: fresh } = await browser.open();
      await fresh.goto(`${stack.urls.web}${link}`);
      await fresh.getByRole('heading', { name: ACCOUNT_SETUP_MESSAGES.invalidTitle }).waitFor();
      await expectText(fresh, ACCOUNT_SETUP_MESSAGES.invalidBody);
    }
  });
});

describe('a founder', () => {
  it('can add lead generators only, and is told where other invitations go', async () => {
    const founder = await createStaffUser(stack, { role: 'founder', firstName: 'Fern' });
    const { page } = await browser.open();
    await signInWithSession(page, stack.urls.web, founder, '/dashboard/admin/add-users');
    await expectText(page, INVITE_USER_MESSAGES.founderTip);
    const options = await page.getByLabel('Role').locator('option').allTextContents();
    expect(options).toEqual(['Select a role', ROLE_LABELS.leadgen]);
    expect(await page.getByRole('link', { name: 'View All Users' }).count()).toBe(0);
    await inviteThroughForm(page, { firstName: 'Lee', lastName: 'Gen', email: uniqueEmail('founders-leadgen'), role: 'leadgen' });
  });

  it('is refused by the server when the page is bypassed', async () => {
    const founder = await createStaffUser(stack, { role: 'founder' });
    const { page } = await browser.open();
    await signInWithSession(page, stack.urls.web, founder, '/dashboard/admin/add-users');
    // Rewrite the request as if the form had offered the admin role.
    await page.route('**/api/staff-invitations', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, role: 'admin' }) });
    });
    await page.getByLabel('First Name').fill('Sly');
    await page.getByLabel('Last Name').fill('Fox');
    await page.getByLabel('Email').fill(uniqueEmail('sly'));
    await page.getByLabel('Role').selectOption('leadgen');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expectText(page, INVITE_USER_MESSAGES.roleNotAllowed);
  });
});
