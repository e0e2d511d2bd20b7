import { authenticator } from 'otplib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Signs in through the login screen (with the app's code when the user has one) and waits for the dashboard. */
export const signInThroughUi = async (page: Page, baseUrl: string, user: { email: string; password: string; totpSecret?: string }) => {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(user.email);
  // Exact: the show-password toggle's name also contains 'password'.
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  if (user.totpSecret) {
    await page.getByLabel('Authentication code').fill(authenticator.generate(user.totpSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL(`${baseUrl}/dashboard`);
};

export const expectText = async (page: Page, text: string | RegExp) => {
  await page.getByText(text).first().waitFor();
  expect(await page.getByText(text).first().isVisible()).toBe(true);
};

/**
 * On /two-factor-setup (where a new admin or founder lands): adds an authenticator app through the
 * page, as a person with a phone would, then waits for the dashboard. Answers the app's key.
 */
export const enrolOnSetupPage = async (page: Page, baseUrl: string): Promise<string> => {
  await page.waitForURL(`${baseUrl}/two-factor-setup`);
  await page.getByRole('button', { name: 'Start' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  await page.getByLabel('2. Enter the 6-digit code from the app').fill(authenticator.generate(secret));
  await page.getByRole('button', { name: 'Verify and Turn On' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  return secret;
};
