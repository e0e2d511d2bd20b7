import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Signs in through the login screen and waits for the dashboard. */
export const signInThroughUi = async (page: Page, baseUrl: string, user: { email: string; password: string }) => {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(user.email);
  // Exact: the show-password toggle's name also contains 'password'.
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
};

export const expectText = async (page: Page, text: string | RegExp) => {
  await page.getByText(text).first().waitFor();
  expect(await page.getByText(text).first().isVisible()).toBe(true);
};
