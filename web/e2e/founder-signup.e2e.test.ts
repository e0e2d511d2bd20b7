/** Founder sign-up in Chromium: a fresh code end to end, the refusals, the rate limit, the one-hour session. */
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HEADER_TITLES } from '@safe-haven/shared/roles';
import { CODE_RATE_LIMITS, FOUNDER_ABILITIES } from '@safe-haven/shared/team';
import { FOUNDER_SIGNUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password';
import { callApi, createStaffUser, signIn } from '../../scripts/testing/staff-users';
import { clearCodeRateLimits, createSignupCode, expireSignupCode, uniqueEmail } from '../../scripts/testing/onboarding';
import { useBrowser } from './support/browser';
import { expectText } from './support/staff';

const stack = inject('stack');
const browser = useBrowser();
let adminToken: string;

beforeAll(async () => {
  adminToken = await signIn(stack, await createStaffUser(stack, { role: 'admin' }));
});
beforeEach(async () => {
  await clearCodeRateLimits(stack);
});

const enterCode = async (page: Page, code: string) => {
  await page.goto(`${stack.urls.web}/founder-signup`);
  await page.getByLabel('Invite Code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
};

describe('founder sign-up', () => {
  it('takes a fresh code, creates the founder account and welcomes them to the dashboard', async () => {
    const { code } = await createSignupCode(stack, adminToken);
    const email = uniqueEmail('new-founder');
    const { page } = await browser.open();
    await page.goto(`${stack.urls.web}/founder-signup`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await page.getByRole('heading', { name: 'Enter Invite Code' }).waitFor();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);

    // The code is typed in lower case with spaces: the field shows it upper case and the server trims it.
    await page.getByLabel('Invite Code').pressSequentially(` ${code.toLowerCase()} `);
    expect(await page.getByLabel('Invite Code').inputValue()).toBe(` ${code} `);
    await continueButton.click();
    await page.getByRole('heading', { name: 'Create Founder Account' }).waitFor();

    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectText(page, FOUNDER_SIGNUP_MESSAGES.fillAllFields);
    await page.getByLabel('First Name').fill('Marlow');
    await page.getByLabel('Last Name').fill('Quinn');
    await page.getByLabel('Email').fill(email);
    await page.locator('input[name="password"]').fill('weakpass');
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
    await page.waitForURL(`${stack.urls.web}/dashboard`);
    await expectText(page, HEADER_TITLES.founder);
    await expectText(page, 'Welcome, Marlow');
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
      const { code, id } = await createSignupCode(stack, adminToken);
      await callApi(stack, 'POST', '/public/founder-signup', { body: { codeId: id, firstName: 'U', lastName: 'Sed', email: uniqueEmail('used'), password: 'Founder!2026' } });
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
    await page.goto(`${stack.urls.web}/`);
    await page.getByLabel('Email').fill(founder.email);
    await page.getByLabel('Password', { exact: true }).fill(founder.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${stack.urls.web}/dashboard`);
    await page.goto(`${stack.urls.web}/founder-signup`);
    await page.waitForURL(`${stack.urls.web}/dashboard`);
  });
});
