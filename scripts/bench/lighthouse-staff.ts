/**
 * `npm run bench:lighthouse:staff`: Lighthouse's mobile lab run on the staff's own pages, the login
 * page and, signed in as a returning admin, the dashboard home, Manage Invitations with 50 cards
 * (five pages of ten loaded as the person scrolls; the first page on arrival) and Edit Profile. The
 * session is placed in the browser's storage as Amplify keeps it, before Lighthouse loads the page;
 * every run starts with an empty HTTP cache. LIGHTHOUSE_RUNS sets the runs per page (5); medians.
 * LIGHTHOUSE_PAGES=login,home,invitations,profile measures only those pages; LIGHTHOUSE_HTTP2=1 serves
 * them over HTTP/2 and TLS, as CloudFront does, instead of the local server's HTTP/1.1.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { DASHBOARD_PATHS } from '@safe-haven/shared/paths';
import { startTestStack } from '@safe-haven/testing/test-stack';
import { benchAdminSession } from './bench-admin';
import { placeSession } from '@safe-haven/testing/amplify-session';
import { ROOT_DIR } from '../local/config';
import { IGNORE_CERTIFICATE_ERRORS, startHttp2Front } from './http2-front';
import { runLighthouse } from './lighthouse';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const INVITATIONS = 50;
const load = () => loadavg().map((value) => value.toFixed(2)).join(' / ');

execFileSync('npx', ['tsx', 'web/build/build-site.ts'], { cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
const { info, teardown } = await startTestStack('bench', 18500, 'preview', { dynamoDb: { inMemory: true, heapMb: 1024 } });
// LIGHTHOUSE_HTTP2=1: over HTTP/2 and TLS, as CloudFront serves the site (./http2-front.ts), instead of
// the local server's HTTP/1.1, which every figure before November 28 was measured over.
const front = process.env.LIGHTHOUSE_HTTP2 ? await startHttp2Front(info.urls.web, 18590) : undefined;
const site = front?.url ?? info.urls.web;
const chromeFlags = front ? [IGNORE_CERTIFICATE_ERRORS] : [];
try {
  const session = await benchAdminSession(info, INVITATIONS);
  // Writes the session into the site's storage through the fresh browser's DevTools port.
  const signedIn = async (port: number) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    await placeSession(browser.contexts()[0]!, site, session);
    await browser.close();
  };

  console.log(`Lighthouse, mobile profile, over ${front ? 'HTTP/2' : 'HTTP/1.1'}, ${RUNS} runs per page, ${INVITATIONS} invitations (load average before: ${load()})`);
  const pages: { key: string; name: string; path: string; prepare?: (port: number) => Promise<void> }[] = [
    { key: 'login', name: 'login (/)', path: '/' },
    { key: 'home', name: 'dashboard home', path: DASHBOARD_PATHS.home, prepare: signedIn },
    { key: 'invitations', name: 'Manage Invitations', path: DASHBOARD_PATHS.manageInvitations, prepare: signedIn },
    { key: 'profile', name: 'Edit Profile', path: DASHBOARD_PATHS.editProfile, prepare: signedIn },
  ].filter(({ key }) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(key));
  for (const { name, path, prepare } of pages) {
    const figures = await runLighthouse(`${site}${path}`, RUNS, { chromeFlags, ...(prepare ? { prepare } : {}) });
    console.log(
      `  ${name.padEnd(20)} LCP ${(figures.lcpMs / 1000).toFixed(2)} s  FCP ${(figures.fcpMs / 1000).toFixed(2)} s  TBT ${Math.round(figures.tbtMs)} ms ` +
        `(runs: ${figures.tbtRunsMs.join(', ')})  CLS ${figures.cls.toFixed(3)}  ${(figures.transferredBytes / 1024).toFixed(1)} KB  LCP element: ${figures.lcpElement ?? '?'}  host's benchmarkIndex ${Math.round(figures.benchmarkIndex)}`,
    );
  }
  console.log(`load average after: ${load()}`);
} finally {
  await front?.close();
  await teardown();
}
