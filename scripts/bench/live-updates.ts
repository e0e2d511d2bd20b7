/**
 * Live updates, measured on a private local stack with the production web build (run
 * `npx tsx web/build/build-site.ts` first): a lead generator's dashboard open in Chromium while an
 * admin, signed in elsewhere, changes the status of CHANGES of the lead generator's invitations
 * through the API (Maybe to Interested (Maybe), as the status menu does), or with BENCH_CHANGE=answer
 * invitees answer through the public API instead. For each, the time from the change's response (the
 * change stored) to the sidebar badge showing the new count, without a reload. Prints median and p95.
 * What an idle dashboard costs is scripts/bench/idle-requests.ts. Not a timed test: a benchmark, run by hand.
 * Run: TEST_PORT_OFFSET=<yours> npx tsx scripts/bench/live-updates.ts
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, headlessChromiumArgs } from '@safe-haven/testing/chromium';
import { amplifySessionEntries, placeSession } from '@safe-haven/testing/amplify-session';
import { startTestStack } from '@safe-haven/testing/test-stack';
// The badge celebration (the sender's first invitation) is closed as a person would, or its modal hides the sidebar.
import { CLOSE_CELEBRATIONS_SCRIPT } from '@safe-haven/testing/celebrations';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 20);
const BY_ANSWER = process.env.BENCH_CHANGE === 'answer';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const main = async () => {
  const { info, teardown } = await startTestStack('live-bench', 18700, 'preview');
  Object.assign(process.env, info.env);
  const { callApi, createStaffUser, signIn, signInForTokens } = await import('@safe-haven/testing/staff-users');
  const { seedInvitation } = await import('@safe-haven/testing/invitations');
  const { answerInvitation } = await import('@safe-haven/testing/public-api');
  const { linkToken } = await import('@safe-haven/lambdas/core/link-tokens');
  const { streamSettled } = await import('@safe-haven/testing/stream');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: headlessChromiumArgs() });
  try {
    const admin = await createStaffUser(info, { role: 'admin' });
    const sender = await createStaffUser(info, { role: 'leadgen', addedById: admin.id });
    const invitations = [];
    // Answered Maybe, and read: the admin's move to Interested (Maybe) makes each unread for the sender.
    for (let i = 0; i < CHANGES; i++) invitations.push(await seedInvitation(sender, BY_ANSWER ? {} : { status: 'maybe' }));
    const adminToken = await signIn(info, admin);
    await streamSettled(info);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(CLOSE_CELEBRATIONS_SCRIPT);
    const requests: { at: number; what: string }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requests.push({ at: Date.now(), what: `${request.method()} ${url.pathname}` });
    });
    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(String(frame.payload))));
    page.on('console', (message) => message.type() === 'error' && console.log(`page: ${message.text()}`));
    const tokens = await signInForTokens(info, sender);
    await placeSession(context, info.urls.web, amplifySessionEntries(info.pool.userPoolClientId, sender.email, tokens));
    await page.goto(`${info.urls.web}/dashboard`);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Manage Invitations', exact: true }).waitFor({ timeout: 30_000 });
    // Connected: the connection item is stored.
    const { liveConnectionsOf } = await import('@safe-haven/lambdas/data/live-connection');
    for (let tries = 0; (await liveConnectionsOf(sender.id)).length === 0; tries++) {
      if (tries > 100) throw new Error('The dashboard never connected');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const latencies: number[] = [];
    for (const [index, invitation] of invitations.entries()) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const response = BY_ANSWER
        ? await answerInvitation(info, await linkToken('invitation', invitation.id), {
            body: { form: 'member', answer: 'interested', name: 'Quinn Avery', email: invitation.recipientEmail, phone: '+1 303 555 0199', address: '1 Elm St' },
          })
        : await callApi(info, 'POST', `/invitations/${invitation.id}/status`, { token: adminToken, body: { from: 'maybe', to: 'interested_maybe' } });
      if (response.status !== 200) throw new Error(`change refused: ${response.status}`);
      const storedAt = Date.now();
      await nav.getByRole('link', { name: `Manage Invitations ${index + 1} unread` }).waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
        console.log({ frames, requests: requests.slice(-10), nav: await nav.innerText() });
        throw error;
      });
      latencies.push(Date.now() - storedAt);
    }
    console.log(`change to badge (${CHANGES} ${BY_ANSWER ? 'answers' : 'staff status changes'}): median ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${Math.max(...latencies)} ms`);
    console.log(`  each: ${latencies.join(', ')}`);
  } finally {
    await browser.close();
    await teardown();
  }
};

await main();
