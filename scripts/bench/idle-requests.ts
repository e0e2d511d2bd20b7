/**
 * What an idle dashboard costs: a lead generator's dashboard open in Chromium (the production web
 * build, run `npx tsx web/build/build-site.ts` first) on a private local stack, nobody touching it,
 * and every HTTP request to the API it makes in IDLE_MINUTES (10) counted by route. Not a timed
 * test: a benchmark, run by hand. It uses only what the project had before live updates, so the
 * same file measures a checkout from before them (docs/performance.md, "Live updates, measured").
 * Run: TEST_PORT_OFFSET=<yours> npx tsx scripts/bench/idle-requests.ts
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, headlessChromiumArgs } from '@safe-haven/testing/chromium';
import { amplifySessionEntries, placeSession } from '@safe-haven/testing/amplify-session';
import { CLOSE_CELEBRATIONS_SCRIPT } from '@safe-haven/testing/celebrations';
import { startTestStack } from '@safe-haven/testing/test-stack';

const IDLE_MINUTES = Number(process.env.IDLE_MINUTES ?? 10);
/** Before the count starts: the page's first reads are done, and its timers are running. */
const SETTLE_MS = 5000;

const main = async () => {
  const { info, teardown } = await startTestStack('idle-bench', 18800, 'preview');
  Object.assign(process.env, info.env);
  const { createStaffUser, signInForTokens } = await import('@safe-haven/testing/staff-users');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: headlessChromiumArgs() });
  try {
    const admin = await createStaffUser(info, { role: 'admin' });
    const leadgen = await createStaffUser(info, { role: 'leadgen', addedById: admin.id });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(CLOSE_CELEBRATIONS_SCRIPT);
    const requests: { at: number; what: string }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requests.push({ at: Date.now(), what: `${request.method()} ${url.pathname}` });
    });
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
    const tokens = await signInForTokens(info, leadgen);
    await placeSession(context, info.urls.web, amplifySessionEntries(info.pool.userPoolClientId, leadgen.email, tokens));
    await page.goto(`${info.urls.web}/dashboard`);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Manage Invitations/ }).waitFor({ timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const idleFrom = Date.now();
    console.log(`dashboard open (${requests.length} API requests to open it); idle for ${IDLE_MINUTES} minutes...`);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MINUTES * 60_000));
    const idle = requests.filter((request) => request.at >= idleFrom);
    const byRoute = new Map<string, number>();
    for (const request of idle) byRoute.set(request.what, (byRoute.get(request.what) ?? 0) + 1);
    console.log(`HTTP requests in ${IDLE_MINUTES} idle minutes: ${idle.length}`);
    for (const [what, count] of [...byRoute].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(4)}  ${what}`);
    console.log(`WebSocket connections opened in all: ${sockets.length}${sockets.length > 0 ? ` (${[...new Set(sockets)].join(', ')})` : ''}`);
  } finally {
    await browser.close();
    await teardown();
  }
};

await main();
