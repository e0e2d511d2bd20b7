/**
 * `npm run bench:load-profile`: where a signed-in page load spends the main thread. A
 * returning admin opens the dashboard home and Manage Invitations in Chromium at 4x CPU slowdown,
 * with an empty HTTP cache, under V8's sampling profiler; each sample's function is mapped through
 * the build's source maps to its source file, and the self time is summed per package (or our own
 * folder) and per function. Also prints the long tasks after the first paint, as Lighthouse counts
 * blocking time. PROFILE_RUNS (3) loads per page; PROFILE_PAGES=login,home,invitations picks pages
 * (the login signed out); PROFILE_TASKS=1 lists each run's long tasks;
 * PROFILE_TOP (25) lines per list; PROFILE_CALLERS=<function> sums the call chains that lead to a
 * function; PROFILE_TRACE=1 also sums Chromium's trace events (style, layout, module loading) by
 * self time; BENCH_SKIP_BUILD=1 profiles web/dist as it is.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { DASHBOARD_PATHS } from '@safe-haven/shared/paths';
import { CLOSE_CELEBRATIONS_SCRIPT } from '@safe-haven/testing/celebrations';
import { CHROMIUM_PATH, headlessChromiumArgs } from '@safe-haven/testing/chromium';
import { startTestStack } from '@safe-haven/testing/test-stack';
import { benchAdminSession } from './bench-admin';
import { placeSession } from '@safe-haven/testing/amplify-session';
import { ROOT_DIR } from '../local/config';

const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const TOP = Number(process.env.PROFILE_TOP ?? 25);

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const maps = new Map<string, TraceMap | null>();
const traceOf = (url: string): TraceMap | null => {
  if (!maps.has(url)) {
    const file = new URL(url).pathname;
    try {
      maps.set(url, new TraceMap(readFileSync(join(ROOT_DIR, 'web/dist', `${file}.map`), 'utf8')));
    } catch {
      maps.set(url, null);
    }
  }
  return maps.get(url)!;
};

/** The package (node_modules/<name>) or our own folder a source file belongs to. */
const groupOf = (source: string): string => {
  const inModules = source.split('node_modules/').pop()!;
  if (inModules !== source) {
    const parts = inModules.split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const ours = source.replace(/^(\.\.\/)+/, '');
  return ours.split('/').slice(0, 3).join('/');
};

const where = (frame: ProfileNode['callFrame']) => {
  if (!frame.url) return { group: frame.functionName ? `(${frame.functionName})` : '(program)', name: frame.functionName || '(anonymous)' };
  const trace = frame.url.includes('/assets/') ? traceOf(frame.url) : null;
  if (!trace) return { group: new URL(frame.url).pathname, name: frame.functionName || '(anonymous)' };
  const original = originalPositionFor(trace, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!original.source) return { group: '(unmapped)', name: frame.functionName || '(anonymous)' };
  const group = groupOf(original.source);
  return { group, name: `${original.name ?? frame.functionName ?? '?'} (${original.source.split('/').slice(-2).join('/')}:${original.line})` };
};

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } }
/** Self time of each trace event on the renderer's main thread, summed by name. */
const byEvent = new Map<string, number>();
const addTrace = ({ traceEvents }: { traceEvents: TraceEvent[] }) => {
  const main = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) return;
  const events = traceEvents.filter((event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid && event.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const stack: { event: TraceEvent; children: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const { event, children } = stack.pop()!;
      byEvent.set(event.name, (byEvent.get(event.name) ?? 0) + (event.dur! - children) / 1000);
      if (stack.length) stack.at(-1)!.children += event.dur!;
    }
  };
  for (const event of events) {
    close(event.ts);
    stack.push({ event, children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
};

if (!process.env.BENCH_SKIP_BUILD) {
  execFileSync('npx', ['tsx', 'web/build/build-site.ts'], { cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
const { info, teardown } = await startTestStack('load-profile', 18900, 'preview', { dynamoDb: { inMemory: true, heapMb: 1024 } });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: headlessChromiumArgs() });
try {
  const session = await benchAdminSession(info, 10);
  // The login is measured signed out, as a person meets it.
  const pages = [['login', '/'], ['home', DASHBOARD_PATHS.home], ['invitations', DASHBOARD_PATHS.manageInvitations]] as const;
  for (const [key, path] of pages.filter(([name]) => !process.env.PROFILE_PAGES || process.env.PROFILE_PAGES.split(',').includes(name))) {
    const byGroup = new Map<string, number>();
    const byName = new Map<string, number>();
    const callers = new Map<string, number>();
    let total = 0;
    const blocking: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 });
      try {
        if (key !== 'login') await placeSession(context, info.urls.web, session);
        const page = await context.newPage();
        await page.addInitScript(CLOSE_CELEBRATIONS_SCRIPT);
        await page.addInitScript(`
          window.__tasks = []; window.__fcp = 0;
          new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
          new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
        `);
        const devTools = await context.newCDPSession(page);
        await devTools.send('Network.enable');
        await devTools.send('Network.setCacheDisabled', { cacheDisabled: true });
        await devTools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await devTools.send('Profiler.enable');
        await devTools.send('Profiler.setSamplingInterval', { interval: 200 });
        await devTools.send('Profiler.start');
        if (process.env.PROFILE_TRACE) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'] });
        await page.goto(`${info.urls.web}${path}`);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1_500);
        const { profile } = (await devTools.send('Profiler.stop')) as unknown as { profile: Profile };
        if (process.env.PROFILE_TRACE) addTrace(JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] });
        const { tasks, fcp } = (await page.evaluate('({ tasks: window.__tasks, fcp: window.__fcp })')) as { tasks: [number, number][]; fcp: number };
        blocking.push(tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0));
        if (process.env.PROFILE_TASKS) console.log(`  run ${run + 1}: first paint ${Math.round(fcp)} ms; long tasks (start+duration): ${tasks.map(([start, duration]) => `${Math.round(start)}+${Math.round(duration)}`).join(', ')}`);
        const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
        const parents = new Map<number, number>();
        for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
        const callersOf = process.env.PROFILE_CALLERS;
        profile.samples.forEach((id, index) => {
          const node = nodes.get(id)!;
          if (node.callFrame.functionName === '(idle)') return;
          const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
          const { group, name } = where(node.callFrame);
          byGroup.set(group, (byGroup.get(group) ?? 0) + ms);
          byName.set(`${name}`, (byName.get(name) ?? 0) + ms);
          if (callersOf && name.startsWith(callersOf)) {
            const chain: string[] = [];
            for (let up = parents.get(id); up !== undefined && chain.length < 4; up = parents.get(up)) chain.push(where(nodes.get(up)!.callFrame).name);
            const line = chain.join(' <- ');
            callers.set(line, (callers.get(line) ?? 0) + ms);
          }
          total += ms;
        });
      } finally {
        await context.close();
      }
    }
    const top = (entries: Map<string, number>) =>
      [...entries].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([name, ms]) => `    ${(ms / RUNS).toFixed(0).padStart(5)} ms  ${name}`).join('\n');
    console.log(`${key}: ${(total / RUNS).toFixed(0)} ms of main-thread samples per load at ${CPU_SLOWDOWN}x; blocking after first paint ${blocking.map(Math.round).join(', ')} ms`);
    console.log(`  by package or folder:\n${top(byGroup)}`);
    console.log(`  by function:\n${top(byName)}`);
    if (callers.size) console.log(`  callers of ${process.env.PROFILE_CALLERS}:\n${top(callers)}`);
    if (byEvent.size) console.log(`  by trace event (self time):\n${top(byEvent)}`);
    byEvent.clear();
  }
} finally {
  await browser.close();
  await teardown();
}
