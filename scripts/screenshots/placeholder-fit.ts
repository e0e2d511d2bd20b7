/**
 * How well each placeholder page's HTML matches the page that takes its place: for a phone (375 px)
 * and a desktop (1440 px), the top and height of each block of the placeholder's column (scripts off)
 * and of the page's (signed in, loaded), and screenshots of both. For looking, not a test.
 * Build the web app first (npx tsx web/build/build-site.ts), then:
 *   npx tsx scripts/screenshots/placeholder-fit.ts [output folder]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { PLACEHOLDER_ATTRIBUTE, PLACEHOLDER_PAGES } from '@safe-haven/shared/site-pages';
import { amplifySessionEntries, placeSession } from '@safe-haven/testing/amplify-session';
import { CHROMIUM_PATH, headlessChromiumArgs } from '@safe-haven/testing/chromium';
import { createStaffUser, signInForTokens } from '@safe-haven/testing/staff-users';
import { startTestStack } from '@safe-haven/testing/test-stack';

const out = process.argv[2] ?? '/tmp/placeholder-fit';
mkdirSync(out, { recursive: true });

/** The blocks of the column that holds the page's h1: each one's top and height, rounded. */
const blocks = (page: Page): Promise<string[]> =>
  // The page's element types are not in this script's compilation: a structural view of what is read.
  page.locator('h1').first().evaluate((heading: PageElement) => {
    let column = heading;
    while (column.parentElement && column.parentElement.children.length < 3) column = column.parentElement;
    return Array.from(column.parentElement?.children ?? []).map((child) => {
      const box = child.getBoundingClientRect();
      return `${Math.round(box.top)}+${Math.round(box.height)} ${child.getAttribute('aria-label') ?? child.tagName.toLowerCase()}`;
    });
  });

interface PageElement {
  parentElement: PageElement | null;
  children: ArrayLike<PageElement>;
  tagName: string;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { top: number; height: number };
}

const { info, teardown } = await startTestStack('placeholder-fit', 19500, 'preview');
try {
  Object.assign(process.env, info.env);
  const person = await createStaffUser(info, { role: 'leadgen', firstName: 'Pia', lastName: 'Holder' });
  const tokens = await signInForTokens(info, person);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: headlessChromiumArgs() });
  for (const [label, viewport] of [['phone', { width: 375, height: 812 }], ['desktop', { width: 1440, height: 900 }]] as const) {
    for (const path of PLACEHOLDER_PAGES) {
      const name = `${label}${path.replaceAll('/', '-')}`;
      const device = { viewport, ...(label === 'phone' ? { isMobile: true, hasTouch: true } : {}) };
      const htmlOnly = await (await browser.newContext({ ...device, javaScriptEnabled: false })).newPage();
      await htmlOnly.goto(`${info.urls.web}${path}`);
      await htmlOnly.screenshot({ path: join(out, `${name}-placeholder.png`) });
      const context = await browser.newContext(device);
      await placeSession(context, info.urls.web, amplifySessionEntries(info.pool.userPoolClientId, person.email, tokens));
      const signedIn = await context.newPage();
      await signedIn.goto(`${info.urls.web}${path}`);
      // The app has taken over and nothing is loading (a page under a strict CSP: no string evaluation here).
      await signedIn.locator(`[${PLACEHOLDER_ATTRIBUTE}]`).waitFor({ state: 'detached', timeout: 30_000 });
      await signedIn.locator('[aria-busy=true]').first().waitFor({ state: 'detached', timeout: 30_000 });
      await signedIn.waitForTimeout(1500);
      await signedIn.screenshot({ path: join(out, `${name}-page.png`) });
      console.log(`${name}\n  placeholder: ${(await blocks(htmlOnly)).join(' | ')}\n  page:        ${(await blocks(signedIn)).join(' | ')}`);
    }
  }
  await browser.close();
} finally {
  await teardown();
}
