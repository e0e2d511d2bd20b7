import { chromium } from 'playwright-core';
import { startTestStack } from '@safe-haven/testing/test-stack';
import { createStaffUser } from '@safe-haven/testing/staff-users';
import { CHROMIUM_PATH } from '@safe-haven/testing/chromium';

const { info, teardown } = await startTestStack('heroshots', 18600, 'preview');
try {
  Object.assign(process.env, info.env);
  const { seedInvitation } = await import('@safe-haven/testing/invitations');
  const { linkToken } = await import('@safe-haven/lambdas/core/link-tokens');
  const founder = await createStaffUser(info, { role: 'founder', firstName: 'Freya', lastName: 'Holt' });
  const inv = await seedInvitation(founder, { firstName: 'Maria', lastName: 'Gonzalez', audience: 'member' });
  const token = await linkToken('invitation', inv.id);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1440, height: 900 }]] as const) {
    const page = await browser.newPage({ viewport });
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(`${info.urls.web}/invitation#token=${token}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/member-${name}.png` });
    console.log(name, errors, await page.evaluate(() => { const img = document.querySelector('[data-hero-photo] img') as HTMLImageElement; return img && { src: img.currentSrc, w: img.naturalWidth, box: img.getBoundingClientRect().toJSON() }; }));
  }
  await browser.close();
} finally {
  await teardown();
}
