import type { Page } from 'playwright-core';

/** Opens the invitation form of one audience from its card on the dashboard home. */
export const openInviteForm = async (page: Page, cardTitle: string) => {
  await page.getByRole('article').filter({ hasText: cardTitle }).getByRole('button', { name: 'Invite Now' }).click();
  await page.getByRole('dialog').getByLabel('First Name').waitFor();
};

export const fillInviteForm = async (page: Page, values: { firstName: string; lastName: string; email: string; message: string }) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First Name').fill(values.firstName);
  await dialog.getByLabel('Last Name').fill(values.lastName);
  await dialog.getByLabel('Email').fill(values.email);
  await dialog.getByLabel('Personal Message').fill(values.message);
};

export const submitInviteForm = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Send Invitation' }).click();
