/** Staff sign-in in Chromium against the local stack, with and without TOTP. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { authenticator } from 'otplib';
import { API_MESSAGES } from '@safe-haven/shared/messages';
import { PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password';
import { TWO_FACTOR_DUE_MESSAGE } from '@safe-haven/shared/two-factor';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import {
  AssociateSoftwareTokenCommand, SetUserMFAPreferenceCommand, VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '@safe-haven/testing/local-engines';
import { callApi, createStaffUser, signIn } from '@safe-haven/testing/staff-users';
import { nextSecond } from '@safe-haven/testing/next-second';
import { launchBrowser, openPage } from './support/browser';
import { enrolOnSetupPage, expectText, signInThroughUi } from './support/staff';

const stack = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('login screen', () => {
  it('signs the seeded admin in, shows the busy label, and lands on the dashboard after a second', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${stack.urls.web}/`);
    await page.getByLabel('Email').waitFor();
    expect(await page.title()).toBe('Staff Login | Safe Haven');
    await page.getByLabel('Email').fill(stack.config.seedAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill(stack.config.seedAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Logging in...' }).waitFor();
    await page.waitForURL(`${stack.urls.web}/dashboard`);
    // Already authorised: the login screen sends the user straight back to the dashboard.
    await page.goto(`${stack.urls.web}/`);
    await page.waitForURL(`${stack.urls.web}/dashboard`);
    await page.context().close();
  });

  it('shows a signed-out visitor the form without waiting for Amplify, which arrives while they type', async () => {
    const { page } = await openPage(browser);
    // Amplify (lib/auth.ts) and the sign-in schemas (validation/auth.ts): both chunks are named
    // auth-<hash>.js, an 8-character hash (not auth-messages-<hash>.js, say, should a module be so named).
    const asked: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/auth-[\w-]{8}\.js$/, async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await page.goto(`${stack.urls.web}/`);
    await page.getByLabel('Email').waitFor();
    await page.getByLabel('Email').fill(stack.config.seedAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill(stack.config.seedAdmin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    // The form was there to type in while the sign-in code was still on its way; it asked for it by now.
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    release();
    await page.waitForURL(`${stack.urls.web}/dashboard`);
    await page.context().close();
  });

  it.each([
    ['a wrong password', () => stack.config.seedAdmin.email],
    ['an unknown email', () => 'nobody@nowhere.test'],
  ])('shows Login Failed with the same message for %s', async (_case, email) => {
    const { page } = await openPage(browser);
    await page.goto(`${stack.urls.web}/`);
    await page.getByLabel('Email').fill(email());
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectText(page, 'Login Failed');
    await expectText(page, 'Incorrect email or password.');
    expect(page.url()).toBe(`${stack.urls.web}/`);
    await page.context().close();
  });

  it('validates the fields before calling the server', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${stack.urls.web}/`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectText(page, 'Email is required');
    await expectText(page, 'Password is required');
    await page.context().close();
  });

  it('sends a visitor without a session from the dashboard to the login screen', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${stack.urls.web}/dashboard`);
    await page.waitForURL(`${stack.urls.web}/`);
    await page.context().close();
  });
});

describe("a stage's first admin", () => {
  it('signs in with the temporary password from ops:bootstrap-admin, chooses their own, and lands on the dashboard', async () => {
    // Prepare: the operator's bootstrap command (its code path, against the local stack).
    Object.assign(process.env, stack.env);
    const { bootstrapAdmin } = await import('@safe-haven/lambdas/accounts/bootstrap-admin');
    const email = `first-admin-${Date.now()}@staff.test`;
    const admin = await bootstrapAdmin({ email, firstName: 'Ana', lastName: 'Ruiz', evenIfAdminsExist: true });
    const { page } = await openPage(browser);
    await page.goto(`${stack.urls.web}/`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(admin.temporaryPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    // Act: a weak choice is explained, then a good one is saved.
    await expectText(page, 'Choose Your Password');
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Save and Sign In' }).click();
    await expectText(page, PASSWORD_MESSAGES.tooShort);
    await page.getByLabel('New password').fill('Harbour!Lights2026');
    await page.getByLabel('Confirm password').fill('Harbour!Lights2026');
    await page.getByRole('button', { name: 'Save and Sign In' }).click();
    // Assess: on the dashboard, and the chosen password now signs in without a challenge.
    await page.waitForURL(`${stack.urls.web}/dashboard`);
    expect(await signIn(stack, { email, password: 'Harbour!Lights2026' })).toBeTruthy();
    await page.context().close();
  });
});

describe('the second factor admins must have', () => {
  it('reminds an older admin at the one sign-in of grace, then requires enrolment at the next', async () => {
    // Prepare: an admin from before the rule, without an authenticator app.
    const admin = await createStaffUser(stack, { role: 'admin', firstName: 'Odile', twoFactor: false });
    const { page } = await openPage(browser);
    // Act: the first sign-in works, with the reminder on the dashboard.
    await signInThroughUi(page, stack.urls.web, admin);
    await expectText(page, PROFILE_MESSAGES.twoFactorGrace);
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.waitForURL(`${stack.urls.web}/`);
    await nextSecond();
    // The next sign-in goes to the set-up page, and the dashboard stays closed until it is done.
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${stack.urls.web}/two-factor-setup`);
    await expectText(page, TWO_FACTOR_DUE_MESSAGE);
    await page.goto(`${stack.urls.web}/dashboard/admin/manage-users`);
    await page.waitForURL(`${stack.urls.web}/two-factor-setup`);
    await enrolOnSetupPage(page, stack.urls.web);
    // Assess
    await page.goto(`${stack.urls.web}/dashboard/admin/manage-users`);
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
    expect(await page.getByText(PROFILE_MESSAGES.twoFactorGrace).count()).toBe(0);
    await page.context().close();
  });
});

describe('TOTP', () => {
  it('enrols TOTP through the Cognito API, then signs in with a real code', async () => {
    // Prepare: a user enrols an authenticator app (AssociateSoftwareToken, VerifySoftwareToken, preference).
    const user = await createStaffUser(stack, { role: 'founder', firstName: 'Toni', twoFactor: false });
    const accessToken = await signIn(stack, user);
    const cognito = cognitoClient(stack.config);
    const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
    await cognito.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: authenticator.generate(SecretCode!), FriendlyDeviceName: 'phone' }));
    await cognito.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));

    // Act: the password alone is no longer enough.
    const { page } = await openPage(browser);
    await page.goto(`${stack.urls.web}/`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectText(page, 'Two-Factor Authentication');
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectText(page, 'Invalid code. Please try again.');
    await page.getByLabel('Authentication code').fill(authenticator.generate(SecretCode!));
    await page.getByRole('button', { name: 'Verify' }).click();

    // Assess
    await page.waitForURL(`${stack.urls.web}/dashboard`);
    await page.context().close();
  });
});

describe('suspended staff', () => {
  it('tells a signed-in user who is then suspended why the dashboard sent them to the login screen', async () => {
    const user = await createStaffUser(stack, { role: 'leadgen' });
    const admin = await createStaffUser(stack, { role: 'admin' });
    const { page } = await openPage(browser);
    await signInThroughUi(page, stack.urls.web, user);
    await page.waitForURL(`${stack.urls.web}/dashboard`);
    const suspended = await callApi(stack, 'PATCH', `/admin/users/${user.id}`, { token: await signIn(stack, admin), body: { status: 'suspended' } });
    expect(suspended.status).toBe(200);
    // The next page load checks the session on the server, which refuses it.
    await page.reload();
    await page.waitForURL(`${stack.urls.web}/`);
    await expectText(page, API_MESSAGES.forbiddenInactive);
    // Said once: reloading the login screen does not repeat it.
    await page.reload();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.getByText(API_MESSAGES.forbiddenInactive).count()).toBe(0);
    await page.context().close();
  });

  it('tells a user signed out on another device that the session has ended', async () => {
    const user = await createStaffUser(stack, { role: 'founder' });
    const { page } = await openPage(browser);
    await signInThroughUi(page, stack.urls.web, user);
    await page.waitForURL(`${stack.urls.web}/dashboard`);
    // Sign Out on a second device ends this session too.
    expect((await callApi(stack, 'POST', '/me/sign-out', { token: await signIn(stack, user) })).status).toBe(200);
    // The tab may be leaving by itself already: the stream closes its live connection on the sign-out,
    // and a tab that cannot reconnect asks the API. Either way it lands on the login screen, told why.
    await page.reload().catch(() => undefined);
    await page.waitForURL(`${stack.urls.web}/`);
    await expectText(page, API_MESSAGES.sessionEnded);
    await page.context().close();
  });

  it('tells a suspended user why they cannot sign in, and keeps them signed out', async () => {
    const user = await createStaffUser(stack, { role: 'leadgen', status: 'suspended' });
    const { page } = await openPage(browser);
    await page.goto(`${stack.urls.web}/`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(API_MESSAGES.forbiddenInactive).waitFor();
    expect(page.url()).toBe(`${stack.urls.web}/`);
    // Signed out: the dashboard sends them back to the login screen.
    await page.goto(`${stack.urls.web}/dashboard`);
    await page.waitForURL(`${stack.urls.web}/`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.context().close();
  });
});

