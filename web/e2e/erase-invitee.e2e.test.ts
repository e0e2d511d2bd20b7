/**
 * Erase Invitee in Chromium: an admin opens an invitation's details, reads its access log, asks to
 * erase; the button stays off until the invitee's email (or ERASE) is typed; then the invitation is
 * gone from the list. A founder sees neither tool.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { seedListedInvitation as seedInvitation } from '@safe-haven/testing/invitations';
import { useBrowser } from './support/browser';
import { dismissCelebrations } from './support/pipeline';
import { signInWithSession } from './support/staff';

const stack = inject('stack');
const browsers = useBrowser();
let admin: TestUser;
let founder: TestUser;
const lastName = `Erasee${randomUUID().slice(0, 6)}`;
const email = `erase-${randomUUID().slice(0, 8)}@invitee.test`;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Ari', lastName: 'Admin' });
  founder = await createStaffUser(stack, { role: 'founder', firstName: 'Fen', lastName: 'Founder' });
  await seedInvitation(founder, { firstName: 'Ivy', lastName, email });
});

const cards = (page: Page) => page.getByRole('list', { name: 'Invitations' }).getByRole('article');

const openDetails = async (user: TestUser) => {
  const { page } = await browsers.open();
  await dismissCelebrations(page);
  await signInWithSession(page, stack.urls.web, user, `${DASHBOARD_PATHS.manageInvitations}?search=${encodeURIComponent(lastName)}`);
  await cards(page).first().waitFor();
  await page.getByRole('button', { name: `Details for Ivy ${lastName}` }).click();
  await page.getByRole('dialog').getByTestId('current-status').waitFor();
  return page;
};

describe('erase invitee', () => {
  it('is not offered to a founder', async () => {
    const page = await openDetails(founder);
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Erase Invitee' }).count()).toBe(0);
    expect(await page.getByRole('dialog').getByRole('heading', { name: 'Access Log' }).count()).toBe(0);
  });

  it('shows the access log, asks for the typed email, then the invitation is gone from the list', async () => {
    const page = await openDetails(admin);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Show who opened these details' }).click();
    await expect.poll(() => dialog.getByTestId('access-log').innerText()).toContain('Ari Admin (Administrator)');

    await dialog.getByRole('button', { name: 'Erase Invitee' }).click();
    const confirm = page.getByRole('alertdialog');
    const erase = confirm.getByRole('button', { name: 'Erase', exact: true });
    expect(await erase.isDisabled()).toBe(true);
    const input = confirm.getByLabel(/Type their email address or ERASE/);
    await input.fill('someone-else@invitee.test');
    expect(await erase.isDisabled()).toBe(true);
    await input.fill(email.toUpperCase());
    expect(await erase.isDisabled()).toBe(false);
    await erase.click();

    await page.getByText('Invitee erased', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(0);
    await page.reload();
    await page.getByText(/No invitations/i).first().waitFor();
    expect(await page.getByText(lastName).count()).toBe(0);
  });
});
