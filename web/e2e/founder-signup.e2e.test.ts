/**
 * Founder sign-up in Chromium: an admin creates a code (shown once, copied), the founder signs up
 * with it, with the code's address or another one proved by the emailed code; old codes flagged weak;
 * the refusals, the rate limit, the one-hour session.
 */
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HEADER_TITLES } from '@safe-haven/shared/roles';
import { CODE_RATE_LIMITS, FOUNDER_ABILITIES } from '@safe-haven/shared/team';
import { FOUNDER_SIGNUP_MESSAGES, SIGNUP_CODE_MESSAGES } from '@safe-haven/shared/team-messages';
import { PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import {
  clearCodeRateLimits, createLegacySignupCode, createSignupCode, emailProofDigitsIn, expireSignupCode, uniqueEmail,
} from '@safe-haven/testing/onboarding';
import { messageIdsTo, waitForNewEmail } from '@safe-haven/testing/mailbox';
import { useBrowser } from './support/browser';
import { enrolOnSetupPage, expectText, signInWithSession } from './support/staff';

const stack = inject('stack');
const browser = useBrowser();
let admin: TestUser;
let adminToken: string;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin' });
  adminToken = await signIn(stack, admin);
});

/** The admin creates a code on Signup Codes; the dialog shows it once and Copy puts it on the clipboard. */
const createCodeInBrowser = async (label: string, email: string): Promise<string> => {
  const { page, context } = await browser.open();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.urls.web });
  await signInWithSession(page, stack.urls.web, admin, '/dashboard/admin/signup-codes');
  await page.getByRole('button', { name: 'Create Code' }).click();
  const dialog = page.getByRole('dialog');
  expect(await dialog.getByLabel('Code', { exact: true }).count()).toBe(0);
  expect(await dialog.getByLabel(/Expires in/).inputValue()).toBe('7');
  await dialog.getByLabel('Label').fill(label);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Create Code' }).click();
  const shown = dialog.getByTestId('new-signup-code');
  await shown.waitFor();
  const code = (await shown.textContent()) ?? '';
  expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){4}$/);
  await expectText(page, SIGNUP_CODE_MESSAGES.shownOnce);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expectText(page, SIGNUP_CODE_MESSAGES.copied);
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(code);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // The list shows who the code is for, never the code.
  const row = page.getByRole('row', { name: new RegExp(label) });
  await row.waitFor();
  expect(await row.textContent()).toContain(email);
  expect(await page.content()).not.toContain(code);
  expect(await page.content()).not.toContain(code.replace(/-/g, ''));
  return code;
};
beforeEach(async () => {
  await clearCodeRateLimits(stack);
});

const enterCode = async (page: Page, code: string) => {
  await page.goto(`${stack.urls.web}/founder-signup`);
  await page.getByLabel('Invite Code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
};

describe('founder sign-up', () => {
  it('takes a code the admin created and copied, with the address it was issued for pre-filled, and welcomes the founder', async () => {
    const email = uniqueEmail('new-founder');
    const code = await createCodeInBrowser('Marlow at the Denver event', email);
    const { page } = await browser.open();
    await page.goto(`${stack.urls.web}/founder-signup`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await page.getByRole('heading', { name: 'Enter Invite Code' }).waitFor();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    // Never silently disabled: pressed with no code, it says what is missing (founder-code-step.e2e.test.ts).
    expect(await continueButton.isEnabled()).toBe(true);

    // Typed in lower case with spaces for the dashes: the field shows it upper case and the server reads it.
    await page.getByLabel('Invite Code').pressSequentially(` ${code.toLowerCase().replace(/-/g, ' ')} `);
    expect(await page.getByLabel('Invite Code').inputValue()).toBe(` ${code.replace(/-/g, ' ')} `);
    await continueButton.click();
    await page.getByRole('heading', { name: 'Create Founder Account' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await expectText(page, FOUNDER_SIGNUP_MESSAGES.codeIssuedFor);

    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectText(page, FOUNDER_SIGNUP_MESSAGES.fillAllFields);
    // Every problem at once: the three empty fields are outlined, not only the first.
    expect(await page.locator('input[aria-invalid="true"]').count()).toBe(3);
    await page.getByLabel('First Name').fill('Marlow');
    await page.getByLabel('Last Name').fill('Quinn');
    await page.locator('input[name="password"]').fill('weakpassword');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectText(page, PASSWORD_MESSAGES.complexity);
    await page.locator('input[name="password"]').fill('Founder!2026');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.locator('input[name="password"]').getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Create Account' }).click();

    const welcome = page.getByRole('alertdialog');
    await welcome.getByRole('heading', { name: 'Welcome, Marlow!' }).waitFor();
    await expectText(page, 'Registration Successful!');
    expect(await welcome.getByText('Founder Account').isVisible()).toBe(true);
    for (const ability of FOUNDER_ABILITIES) expect(await welcome.getByText(ability).isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await welcome.getByRole('button', { name: 'Get Started' }).click();
    // A new founder sets up two-factor sign-in first.
    await expectText(page, 'Set Up Two-Factor Sign-In');
    await enrolOnSetupPage(page, stack.urls.web);
    await expectText(page, HEADER_TITLES.founder);
    await expectText(page, 'Welcome, Marlow');
  });

  it('signs up with another address only with the code emailed to it', async () => {
    const { code } = await createSignupCode(stack, adminToken);
    const other = uniqueEmail('other-address');
    const { page } = await browser.open();
    await enterCode(page, code);
    await page.getByRole('heading', { name: 'Create Founder Account' }).waitFor();
    await page.getByLabel('First Name').fill('Rowan');
    await page.getByLabel('Last Name').fill('Hale');
    await page.locator('input[name="password"]').fill('Founder!2026');
    await page.getByLabel('Email').fill(other);
    await expectText(page, FOUNDER_SIGNUP_MESSAGES.otherAddress);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectText(page, FOUNDER_SIGNUP_MESSAGES.emailCodeRequired);

    const known = await messageIdsTo(stack.urls.mailbox, other);
    await page.getByRole('button', { name: FOUNDER_SIGNUP_MESSAGES.sendEmailCode }).click();
    await expectText(page, FOUNDER_SIGNUP_MESSAGES.emailCodeSent(other));
    const digits = emailProofDigitsIn(await waitForNewEmail(stack.urls.mailbox, other, known, () => true));
    await page.getByLabel(FOUNDER_SIGNUP_MESSAGES.emailCodeLabel).fill(digits === '123456' ? '654321' : '123456');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectText(page, FOUNDER_SIGNUP_MESSAGES.emailCodeWrong);
    await page.getByLabel(FOUNDER_SIGNUP_MESSAGES.emailCodeLabel).fill(digits);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alertdialog').getByRole('heading', { name: 'Welcome, Rowan!' }).waitFor();
  });

  it('lists an old hand-made code as weak, with the reason, and it still opens the account form', async () => {
    const legacy = await createLegacySignupCode(stack);
    const { page } = await browser.open();
    await signInWithSession(page, stack.urls.web, admin, '/dashboard/admin/signup-codes');
    const weak = page.getByRole('button', { name: new RegExp(`^${SIGNUP_CODE_MESSAGES.weakTitle}:`) }).first();
    await weak.waitFor();
    await weak.focus();
    await expectText(page, SIGNUP_CODE_MESSAGES.weakExplanation);
    expect(await page.content()).not.toContain(legacy.code);

    const founder = await browser.open();
    await enterCode(founder.page, legacy.code);
    await founder.page.getByRole('heading', { name: 'Create Founder Account' }).waitFor();
    expect(await founder.page.getByLabel('Email').inputValue()).toBe('');
  });

  it('keeps a validated code for the session: a reload goes straight to the account form', async () => {
    const { code } = await createSignupCode(stack, adminToken);
    const { page } = await browser.open();
    await enterCode(page, code);
    await page.getByRole('heading', { name: 'Create Founder Account' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Create Founder Account' }).waitFor();
    // A corrupt entry is removed and the code is asked for again.
    await page.evaluate(() => sessionStorage.setItem('founder_signup_session', '{broken'));
    await page.reload();
    await page.getByRole('heading', { name: 'Enter Invite Code' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('founder_signup_session'))).toBeNull();
  });

  it.each([
    ['a used code', async () => {
      const { code, id, email } = await createSignupCode(stack, adminToken);
      await callApi(stack, 'POST', '/public/founder-signup', { body: { codeId: id, firstName: 'U', lastName: 'Sed', email, password: 'Founder!2026' } });
      return code;
    }, FOUNDER_SIGNUP_MESSAGES.codeUsed],
    ['an inactive code', async () => {
      const { code, id } = await createSignupCode(stack, adminToken);
      await callApi(stack, 'PATCH', `/admin/signup-codes/${id}`, { token: adminToken, body: { isActive: false } });
      return code;
    }, FOUNDER_SIGNUP_MESSAGES.codeInactive],
    ['an expired code', async () => {
      const { code, id } = await createSignupCode(stack, adminToken);
      await expireSignupCode(stack, id);
      return code;
    }, FOUNDER_SIGNUP_MESSAGES.codeExpired],
    ['a wrong code', async () => 'NOT-A-CODE', FOUNDER_SIGNUP_MESSAGES.invalidCode],
  ] as [string, () => Promise<string>, string][])('refuses %s with its message and stays on the code step', async (_what, makeCode, message) => {
    const code = await makeCode();
    const { page } = await browser.open();
    await enterCode(page, code);
    await expectText(page, message);
    expect(await page.getByRole('heading', { name: 'Enter Invite Code' }).isVisible()).toBe(true);
  });

  it('stops a client after repeated failures', async () => {
    const { page } = await browser.open();
    await page.goto(`${stack.urls.web}/founder-signup`);
    for (let attempt = 1; attempt <= CODE_RATE_LIMITS.perIp; attempt++) {
      await page.getByLabel('Invite Code').fill(`GUESS-${attempt}`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectText(page, FOUNDER_SIGNUP_MESSAGES.invalidCode);
    }
    await page.getByLabel('Invite Code').fill('GUESS-LAST');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectText(page, FOUNDER_SIGNUP_MESSAGES.rateLimited);
  });

  it('sends a signed-in staff member to the dashboard', async () => {
    const founder = await createStaffUser(stack, { role: 'founder' });
    const { page } = await browser.open();
    await signInWithSession(page, stack.urls.web, founder);
    await page.goto(`${stack.urls.web}/founder-signup`);
    await page.waitForURL(`${stack.urls.web}/dashboard`);
  });
});
