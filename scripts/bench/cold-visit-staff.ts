/**
 * `npm run bench:cold-visit`: a returning admin opens the dashboard home, then Manage Invitations,
 * on a phone with an empty browser cache, in Chromium itself rather than Lighthouse's simulation:
 * 4x CPU slowdown and a slow 4G link (1.6 Mbps down, 750 kbps up, 150 ms round trips) applied by
 * DevTools, the session in storage as Amplify keeps it. Reads the browser's own Largest Contentful
 * Paint and First Contentful Paint, and when the profile request (/api/me) left, for COLD_VISIT_RUNS
 * runs per page (5); prints medians and every run. The site is served over HTTP/2, as CloudFront
 * serves it (./http2-front.ts); COLD_VISIT_HTTP1=1 measures the local server's own HTTP/1.1 instead.
 * BENCH_SKIP_BUILD=1 measures the build in web/dist as it is.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { DASHBOARD_PATHS } from '@safe-haven/shared/paths';
import { CLOSE_CELEBRATIONS_SCRIPT } from '@safe-haven/testing/celebrations';
import { CHROMIUM_PATH, headlessChromiumArgs } from '@safe-haven/testing/chromium';
import { startTestStack } from '@safe-haven/testing/test-stack';
import { benchAdminSession } from './bench-admin';
import { placeSession } from '@safe-haven/testing/amplify-session';
import { ROOT_DIR } from '../local/config';
import { IGNORE_CERTIFICATE_ERRORS, startHttp2Front } from './http2-front';

const RUNS = Number(process.env.COLD_VISIT_RUNS ?? 5);
/** Manage Invitations' first page of cards. */
const INVITATIONS = 10;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** The page is taken as painted when its largest paint has not changed for this long. */
const SETTLED_MS = 3_000;
/** A long animation frame (Chromium's LoAF), its scripts as [ms, invoker type, invoker, function, file, forced layout ms]. */
interface LongFrame { start: number; duration: number; blocking: number; render: number; style: number; scripts: [number, string, string, string, string, number][] }
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () => loadavg().map((value) => value.toFixed(2)).join(' / ');

/** Records the page's paints from its first byte (a string: this script is not compiled with the DOM's types). */
const OBSERVE_PAINTS = `
  window.__paints = { lcp: 0, fcp: 0, changedAt: 0, longTasks: [], frames: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__paints.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__paints.frames.push({
      start: Math.round(entry.startTime), duration: Math.round(entry.duration), blocking: Math.round(entry.blockingDuration),
      render: Math.round(entry.startTime + entry.duration - entry.renderStart), style: Math.round(entry.startTime + entry.duration - entry.styleAndLayoutStart),
      scripts: entry.scripts.map((script) => [Math.round(script.duration), script.invokerType, script.invoker, script.sourceFunctionName, script.sourceURL.split('/').pop(), Math.round(script.forcedStyleAndLayoutDuration)]),
    });
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) { window.__paints.lcp = entry.startTime; window.__paints.changedAt = performance.now(); }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
`;

if (!process.env.BENCH_SKIP_BUILD) {
  execFileSync('npx', ['tsx', 'web/build/build-site.ts'], { cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
const { info, teardown } = await startTestStack('cold-visit', 18900, 'preview', { dynamoDb: { inMemory: true, heapMb: 1024 } });
const http1 = Boolean(process.env.COLD_VISIT_HTTP1);
const front = http1 ? undefined : await startHttp2Front(info.urls.web, 18990);
const site = front?.url ?? info.urls.web;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: headlessChromiumArgs(IGNORE_CERTIFICATE_ERRORS) });
try {
  const session = await benchAdminSession(info, INVITATIONS);

  const visit = async (path: string) => {
    // A new context: an empty HTTP cache, as on a phone that has not kept the site's files.
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 });
    try {
      await placeSession(context, site, session);
      const page = await context.newPage();
      await page.addInitScript(CLOSE_CELEBRATIONS_SCRIPT);
      await page.addInitScript(OBSERVE_PAINTS);
      const devTools = await context.newCDPSession(page);
      await devTools.send('Network.enable');
      await devTools.send('Network.setCacheDisabled', { cacheDisabled: true });
      await devTools.send('Network.emulateNetworkConditions', SLOW_4G);
      await devTools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`${site}${path}`);
      // A function, not a string: the site's CSP refuses the eval a string predicate would need.
      await page.waitForFunction((settledMs) => {
        const { __paints: paints, performance: clock } = globalThis as unknown as { __paints: { lcp: number; changedAt: number }; performance: { now(): number } };
        return paints.lcp > 0 && clock.now() - paints.changedAt > settledMs;
      }, SETTLED_MS, { timeout: 60_000, polling: 250 });
      const figures = (await page.evaluate(`({
        ...window.__paints,
        profileAsked: performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === '/api/me')?.startTime ?? NaN,
        protocol: performance.getEntriesByType('navigation')[0]?.nextHopProtocol,
      })`)) as { lcp: number; fcp: number; profileAsked: number; protocol: string; longTasks: [number, number][]; frames: LongFrame[] };
      const expected = http1 ? 'http/1.1' : 'h2';
      if (figures.protocol !== expected) throw new Error(`The page came over ${figures.protocol}, not ${expected}`);
      // Total blocking time as Lighthouse counts it, in the browser itself: what each task after the
      // first paint held the main thread past 50 ms.
      const blockingMs = figures.longTasks.filter(([start]) => start >= figures.fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return { ...figures, blockingMs };
    } finally {
      await context.close();
    }
  };

  console.log(`Cold visits in Chromium over ${http1 ? 'HTTP/1.1' : 'HTTP/2'}, 4x CPU, 1.6 Mbps / 150 ms, ${RUNS} runs per page (load average before: ${load()})`);
  for (const [name, path] of [['dashboard home', DASHBOARD_PATHS.home], ['Manage Invitations', DASHBOARD_PATHS.manageInvitations]] as const) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await visit(path));
    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    console.log(
      `  ${name.padEnd(20)} LCP ${seconds(median(runs.map((run) => run.lcp)))} s (runs: ${runs.map((run) => seconds(run.lcp)).join(', ')})` +
        `  FCP ${seconds(median(runs.map((run) => run.fcp)))} s  /api/me asked at ${seconds(median(runs.map((run) => run.profileAsked)))} s` +
        `  TBT ${Math.round(median(runs.map((run) => run.blockingMs)))} ms (runs: ${runs.map((run) => Math.round(run.blockingMs)).join(', ')})`,
    );
    // COLD_VISIT_FRAMES=1: the first run's long frames, each with its scripts, to see what blocks.
    if (process.env.COLD_VISIT_FRAMES) {
      for (const frame of runs[0]!.frames.filter((each) => each.blocking > 0)) {
        console.log(`    frame at ${frame.start} ms: ${frame.duration} ms (blocking ${frame.blocking}, style and layout ${frame.style}, render ${frame.render})`);
        for (const script of frame.scripts) console.log(`      ${script.join(' | ')}`);
      }
    }
  }
  console.log(`load average after: ${load()}`);
} finally {
  await browser.close();
  await front?.close();
  await teardown();
}
