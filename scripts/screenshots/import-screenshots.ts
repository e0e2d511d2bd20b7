/**
 * Screenshots of Manage Invitations' 'Import CSV' dialog on a phone (390x844) and a desktop
 * (1280x900), against a private stack: the box's error for a file without messages, the preview of
 * a file with several results, and the rows once sent. For looking at the layout, not a test.
 * Build the web app first (npx tsx web/build/build-site.ts), then:
 *   npx tsx scripts/screenshots/import-screenshots.ts [output folder]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { authenticator } from 'otplib';
import { chromium, type Page } from 'playwright-core';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { CHROMIUM_PATH, headlessChromiumArgs } from '@safe-haven/testing/chromium';
import { createStaffUser, type TestUser } from '@safe-haven/testing/staff-users';
import { startTestStack } from '@safe-haven/testing/test-stack';

const out = process.argv[2] ?? '/tmp/import-screenshots';
mkdirSync(out, { recursive: true });
const { info, teardown } = await startTestStack('import-screens', 18450, 'preview');

const signIn = async (page: Page, user: TestUser) => {
  await page.goto(`${info.urls.web}/`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  if (user.totpSecret) {
    await page.getByLabel('Authentication code').fill(authenticator.generate(user.totpSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL(`${info.urls.web}/dashboard`);
};

try {
  Object.assign(process.env, info.env);
  const { seedInvitation } = await import('@safe-haven/testing/invitations');
  const founder = await createStaffUser(info, { role: 'founder', firstName: 'Freya', lastName: 'Holt' });
  await seedInvitation(founder, { firstName: 'Owen', lastName: 'Oakley', email: 'owen.oakley@example.com' });
  const withoutMessages = ['name,email,audience', 'Maria Gonzalez,maria.gonzalez@example.com,Member', 'Owen Oakley,owen.oakley@example.com,Investor'].join('\n');
  const mixed = (label: string) => [
    'name,email,audience,message',
    `Maria Gonzalez,maria.${label}@example.com,Member,`,
    'Owen Oakley,owen.oakley@example.com,Investor,',
    'Ivan Invalid,not-an-address,Member,',
    `Maria Again,MARIA.${label.toUpperCase()}@example.com,Member,`,
    `Priya Raman-Whitfield,priya.raman-whitfield.${label}@example-landholdings.com,Land Owner,"Hello Priya, come and see the land."`,
  ].join('\n');

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: headlessChromiumArgs() });
  for (const [label, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]] as const) {
    const context = await browser.newContext({ viewport, ...(label === 'phone' ? { isMobile: true, hasTouch: true } : {}) });
    const page = await context.newPage();
    await signIn(page, founder);
    const celebration = page.getByTestId('badge-celebration');
    if (await celebration.waitFor({ timeout: 5000 }).then(() => true, () => false)) await page.getByRole('button', { name: 'Thank you!' }).click();
    await page.goto(`${info.urls.web}${DASHBOARD_PATHS.manageInvitations}`);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'no-messages.csv', mimeType: 'text/csv', buffer: Buffer.from(withoutMessages) });
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText('Write the message for the rows that have none').waitFor();
    await page.screenshot({ path: join(out, `${label}-message-required.png`) });

    await dialog.getByLabel('CSV file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(mixed(label)) });
    await dialog.getByLabel('Personal message for rows without one').fill('We would love to show you around.');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('button', { name: /^Send / }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `${label}-preview.png`) });
    await dialog.getByRole('button', { name: /^Send / }).click();
    await dialog.getByRole('button', { name: 'Done' }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(out, `${label}-sent.png`) });
    await context.close();
  }
  await browser.close();
  console.info(`screenshots in ${out}`);
} finally {
  await teardown();
}
