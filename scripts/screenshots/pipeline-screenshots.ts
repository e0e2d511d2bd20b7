/**
 * Screenshots of the pipeline screens at phone (375x812) and desktop (1440x900) size, against a
 * private stack with a few invitations in several states: for looking at the layout, not a test.
 * Build the web app first (NODE_ENV=production npx vite build in web/), then:
 *   npx tsx scripts/screenshots/pipeline-screenshots.ts [output folder]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startTestStack } from '@safe-haven/testing/test-stack';
import { createStaffUser, signIn } from '@safe-haven/testing/staff-users';
import { CHROMIUM_PATH, headlessChromiumArgs } from '@safe-haven/testing/chromium';
import { answerInvitation } from '@safe-haven/testing/public-api';

const out = process.argv[2] ?? '/tmp/pipeline-screenshots';
mkdirSync(out, { recursive: true });
const { info, teardown } = await startTestStack('screens', 18400, 'preview');
try {
  Object.assign(process.env, info.env);
  const { seedInvitation } = await import('@safe-haven/testing/invitations');
  const { getProfile } = await import('@safe-haven/lambdas/data/profile');
  const { changeInvitationStatus } = await import('@safe-haven/lambdas/invitations/change-status-service');
  const { linkToken } = await import('@safe-haven/lambdas/core/link-tokens');
  const founder = await createStaffUser(info, { role: 'founder', firstName: 'Freya', lastName: 'Holt' });
  const leadgen = await createStaffUser(info, { role: 'leadgen', firstName: 'Leo', lastName: 'Marsh', addedById: founder.id });
  await createStaffUser(info, { role: 'admin', firstName: 'Ada', lastName: 'Stone' });
  await createStaffUser(info, { role: 'leadgen', firstName: 'Nia', lastName: 'Brook', addedById: founder.id });
  const people = [['Maria', 'Gonzalez', 'member'], ['James', 'Whitfield', 'investor'], ['Priya', 'Raman', 'land_owner'], ['Tom', 'Baker', 'member'], ['Elena', 'Petrova', 'investor']] as const;
  const founderProfile = (await getProfile(founder.id))!;
  const seeded: Awaited<ReturnType<typeof seedInvitation>>[] = [];
  for (const [i, [first, last, audience]] of people.entries()) {
    seeded.push(await seedInvitation(i % 2 ? leadgen : founder, { firstName: first, lastName: last, audience, email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com` }));
  }
  // Answers through the public API (with the invitee's details), then a few staff moves.
  const answer = async (index: number, body: Record<string, unknown>) =>
    answerInvitation(info, await linkToken('invitation', seeded[index]!.id), { body });
  await answer(0, { form: 'member', answer: 'interested', name: 'Maria Gonzalez', email: 'maria.gonzalez@example.com', phone: '+1 303 555 0100', address: '12 Oak Lane, Boise, ID', notes: 'We are a family of four and would love to visit in spring.' });
  await answer(1, { form: 'investor', answer: 'interested', firstName: 'James', lastName: 'Whitfield', email: 'james.whitfield@example.com', phone: '+1 303 555 0101', address: '400 Pine St, Denver, CO', allocationRange: '100k-250k', notes: 'Please send the deck.' });
  await answer(2, { form: 'land_owner', answer: 'maybe', firstName: 'Priya', lastName: 'Raman', email: 'priya.raman@example.com', phone: '+1 303 555 0102', propertyAddress: 'County Road 9, Bozeman, MT', acreage: '120', zoning: 'Agricultural', preference: 'call' });
  await changeInvitationStatus(founderProfile, seeded[0]!.id, { from: 'yes', to: 'interested_yes', note: 'Called Maria: very keen.' });
  await changeInvitationStatus(founderProfile, seeded[0]!.id, { from: 'interested_yes', to: 'invited_to_zoom', action: 'Invite to Zoom' });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await signIn(info, founder);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: headlessChromiumArgs() });
  for (const [label, viewport] of [['phone', { width: 375, height: 812 }], ['desktop', { width: 1440, height: 900 }]] as const) {
    const context = await browser.newContext({ viewport, ...(label === 'phone' ? { isMobile: true, hasTouch: true } : {}) });
    const page = await context.newPage();
    await page.goto(`${info.urls.web}/`);
    await page.getByLabel('Email').fill(founder.email);
    await page.getByLabel('Password', { exact: true }).fill(founder.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${info.urls.web}/dashboard`);
    const celebration = page.getByTestId('badge-celebration');
    if (await celebration.waitFor({ timeout: 5000 }).then(() => true, () => false)) {
      await page.waitForTimeout(3200);
      await page.screenshot({ path: join(out, `${label}-celebration.png`) });
      await page.getByRole('button', { name: 'Thank you!' }).click();
    }
    await page.getByRole('heading', { name: 'Meet the Team' }).scrollIntoViewIfNeeded();
    await page.getByText('Leo Marsh').first().waitFor();
    await page.screenshot({ path: join(out, `${label}-meet-the-team.png`), fullPage: true });
    await page.goto(`${info.urls.web}/dashboard/admin/manage-invitations`);
    await page.getByRole('article').first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(out, `${label}-manage-invitations.png`), fullPage: true });
    await page.getByRole('button', { name: 'Details for Maria Gonzalez' }).click();
    await page.getByRole('dialog').getByText('Audit Trail').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(out, `${label}-details.png`) });
    await page.getByRole('dialog').getByText('Audit Trail').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(out, `${label}-details-bottom.png`) });
    await page.keyboard.press('Escape');
    await page.goto(`${info.urls.web}/dashboard/admin/my-leadgens`);
    await page.getByRole('link', { name: 'View invites of Leo Marsh' }).waitFor();
    await page.screenshot({ path: join(out, `${label}-my-leadgens.png`), fullPage: true });
    await context.close();
  }
  await browser.close();
  console.info(`screenshots in ${out}`);
} finally {
  await teardown();
}
