/**
 * `npm run bench:interactions`: how fast Manage Invitations answers a person when 200 cards are
 * loaded (Load More until 200), in Chromium at 4x CPU slowdown, as a returning admin on a phone-sized
 * screen. Two interactions, each INTERACTION_RUNS times (5): opening a card's Details dialog, and
 * choosing a status filter. Each is read with the browser's Event Timing API, as INP is: the longest
 * event of the interaction, from input to the next paint. Prints medians and every run.
 * Run: TEST_PORT_OFFSET=<n> npm run bench:interactions
 */
import { execFileSync } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { DASHBOARD_PATHS } from '@safe-haven/shared/paths';
import { amplifySessionEntries } from '@safe-haven/testing/amplify-session';
import { CLOSE_CELEBRATIONS_SCRIPT } from '@safe-haven/testing/celebrations';
import { CHROMIUM_PATH, disableFeaturesArg } from '@safe-haven/testing/chromium';
import { createStaffUser, signInForTokens } from '@safe-haven/testing/staff-users';
import { startTestStack } from '@safe-haven/testing/test-stack';
import { ROOT_DIR } from '../local/config';

const CARDS = 200;
const RUNS = Number(process.env.INTERACTION_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () => loadavg().map((value) => value.toFixed(2)).join(' / ');

/**
 * Starts recording interactions in the page: the longest event entry of each interaction, 16 ms or
 * more (the page's own code, a string: this script is not compiled with the DOM's types).
 */
const observeInteractions = (page: Page) =>
  page.evaluate(`
    window.__interactions = new Map();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        window.__interactions.set(entry.interactionId, Math.max(window.__interactions.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16 });
  `);

/** The longest interaction recorded since the last call (one under 16 ms counts as 16). */
const takeLongestInteraction = async (page: Page): Promise<number> =>
  // Event Timing entries arrive after the next paint: give them a few frames.
  (await page.evaluate(`new Promise((resolve) => setTimeout(() => {
    const longest = Math.max(16, ...window.__interactions.values());
    window.__interactions.clear();
    resolve(longest);
  }, 300))`)) as number;

execFileSync('npx', ['tsx', 'web/build/build-site.ts'], { cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
const { info, teardown } = await startTestStack('interactions', 18700, 'preview', { dynamoDb: { inMemory: true, heapMb: 1024 } });
Object.assign(process.env, info.env);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', disableFeaturesArg()] });
try {
  const { seedInvitation, waitUntilListed } = await import('@safe-haven/testing/invitations');
  const admin = await createStaffUser(info, { role: 'admin', firstName: 'Bench', lastName: 'Admin' });
  const seeded = [];
  for (let i = 0; i < CARDS; i += 20) {
    seeded.push(...(await Promise.all(Array.from({ length: 20 }, (_, j) =>
      seedInvitation(admin, { firstName: 'Quinn', lastName: `Avery ${i + j + 1}`, status: (i + j) % 4 === 0 ? 'maybe' : 'sent' })))));
  }
  await waitUntilListed(seeded.map((invitation) => invitation.id), 180_000);
  const tokens = await signInForTokens(info, admin);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, amplifySessionEntries(info.pool.userPoolClientId, admin.email, tokens));
  // The admin earns sending badges on the way to 200: their celebration would cover the list.
  await context.addInitScript(CLOSE_CELEBRATIONS_SCRIPT);
  const page = await context.newPage();
  const cards = page.getByRole('list', { name: 'Invitations' }).getByRole('article');
  const cdp = await context.newCDPSession(page);
  const throttle = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  /** Load More until CARDS are shown, at full speed: only the interactions are measured slowed down. */
  const loadAll = async () => {
    await throttle(1);
    await cards.first().waitFor({ timeout: 60_000 });
    while ((await cards.count()) < CARDS) {
      const before = await cards.count();
      await page.getByRole('button', { name: 'Load More' }).click({ timeout: 30_000 }).catch(async (error: unknown) => {
        const shot = join(tmpdir(), 'list-interactions-failed.png');
        await page.screenshot({ path: shot });
        throw new Error(`No Load More with ${before} cards shown (screenshot: ${shot}): ${(error as Error).message}`);
      });
      await cards.nth(before).waitFor({ timeout: 60_000 });
    }
    await throttle(CPU_SLOWDOWN);
  };
  const statusSelect = page.getByLabel('Status');
  await page.goto(`${info.urls.web}${DASHBOARD_PATHS.manageInvitations}`);
  await observeInteractions(page);
  console.log(`${CARDS} cards each run; CPU slowdown ${CPU_SLOWDOWN}x; load average before: ${load()}`);

  const details: number[] = [];
  const filter: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await loadAll();
    await takeLongestInteraction(page);
    // Details of a card a screen or two down the list, as a person scrolling would open.
    await cards.nth(5 + run).getByRole('button', { name: /^Details for / }).click();
    await page.getByRole('dialog').getByTestId('current-status').waitFor({ timeout: 60_000 });
    details.push(await takeLongestInteraction(page));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // On a phone the selects fold under Filters.
    if (!(await statusSelect.isVisible())) await page.getByRole('button', { name: /^Filters/ }).click();
    // A key press, as a person on a keyboard picks the next status: Playwright's selectOption sets the
    // value from script, which the browser does not time as an interaction.
    await statusSelect.focus();
    await takeLongestInteraction(page);
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/status=/, { timeout: 30_000 });
    filter.push(await takeLongestInteraction(page));
    // Start the next run from a fresh page: the unfiltered list, its first page.
    await throttle(1);
    await page.goto(`${info.urls.web}${DASHBOARD_PATHS.manageInvitations}`);
    await observeInteractions(page);
  }
  const line = (name: string, values: number[]) =>
    console.log(`  ${name.padEnd(16)} median ${Math.round(median(values))} ms  (runs: ${values.map(Math.round).join(', ')})`);
  line('open Details', details);
  line('status filter', filter);
  console.log(`load average after: ${load()}`);
} finally {
  await browser.close();
  await teardown();
}
