/**
 * `npm run bench`: every figure the performance budget and the cost model rely on, printed as a table
 * and written to bench/results.json.
 *
 *  1. First visit per public page and /dashboard: gzipped HTML + JavaScript, before interactive / in all.
 *  2. Lambda bundles from a real synth, and each handler's cold initialisation against an empty handler.
 *  3. Lighthouse (mobile profile) on the three invitation pages with real tokens: LCP, TBT, CLS.
 *  4. DynamoDB operations and capacity per API route with 1,000 and with 1,000,000 invitations.
 *  5. A bounded load run on loopback: public read, public answer, dashboard stats, beside a trivial route.
 *  6. The campaign rehearsal (campaign-rehearsal.ts), first, on the fresh table: a scaled-down campaign
 *     with 50 staff polling, then every counter against the recount, answers and emails once each.
 *
 * Runs against a private local stack (ports 18400+, shifted by TEST_PORT_OFFSET; DynamoDB Local in
 * memory). BENCH_INVITATIONS sets the large table size (default 1,000,000); BENCH_SKIP=lighthouse,init
 * leaves parts out while working on the others (`rehearsal` too; `npm run bench:rehearsal` runs it alone).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { INVITATION_PATHS, type Audience } from '@safe-haven/shared/audiences';
import { SPA_SHELL_FILE } from '@safe-haven/shared/site-pages';
import { chunkOf, entryChunk, readChunkGraph, staticClosure } from '@safe-haven/web/build/chunk-graph';
import { measurePageWeights } from '../budgets/page-weight';
import { ROOT_DIR } from '../local/config';
import { linkTokenIn, readMailbox, waitForEmail } from '@safe-haven/testing/mailbox';
import { callApi, createStaffUser, edgeHeadersFor, signIn } from '@safe-haven/testing/staff-users';
import { startTestStack } from '@safe-haven/testing/test-stack';
import { measureLambdaInit, type InitReport } from './lambda-init';
import { runLighthouse, type LighthouseFigures } from './lighthouse';
import { runLoad, type LoadFigures } from './load-run';
import { printRehearsal, rehearsalSettings, runCampaignRehearsal, type RehearsalReport } from './campaign-rehearsal';
import { measureRouteCapacity, type BenchContext, type RouteCapacity } from './route-capacity';
import { seedInvitations } from './seed-invitations';

const LARGE_TABLE = Number(process.env.BENCH_INVITATIONS ?? 1_000_000);
const SMALL_TABLE = 1_000;
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const LOAD_REQUESTS = 200;
const LOAD_CONCURRENCY = 8;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const step = (title: string) => console.log(`\n== ${title} (${new Date().toISOString().slice(11, 19)})`);

// 1. The web build and its first visits.
step('web build and first-visit weights');
execFileSync('npx', ['tsx', 'web/build/build-site.ts'], { cwd: ROOT_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
const dist = join(ROOT_DIR, 'web', 'dist');
const graph = readChunkGraph(dist);
const pages = measurePageWeights(graph).map((weight) => ({
  page: weight.page, beforeInteractiveBytes: weight.beforeInteractive, totalBytes: weight.total, withAnswerFormBytes: weight.withAnswerForm,
}));
// The dashboard: the SPA shell, the entry, and the route chunks of /dashboard (guard, layout, home).
const dashboardFiles = staticClosure(graph, [
  entryChunk(graph),
  ...['web/src/features/auth/components/protected-route.tsx', 'web/src/features/dashboard-shell/components/dashboard-layout.tsx', 'web/src/features/dashboard-home/routes/dashboard-home-page.tsx'].map((module) => chunkOf(graph, module)),
]);
const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const dashboardBytes = [...dashboardFiles].reduce((sum, file) => sum + gz(file), gz(SPA_SHELL_FILE.slice(1)));
pages.push({ page: '/dashboard' as never, beforeInteractiveBytes: dashboardBytes, totalBytes: dashboardBytes, withAnswerFormBytes: dashboardBytes });

// 2. Lambda bundles and cold initialisation, before the stack starts (a quieter machine).
let lambdas: InitReport | undefined;
if (!SKIP.has('init')) {
  step('Lambda bundles and cold initialisation (Node 22, fresh process per sample, median of 15)');
  lambdas = await measureLambdaInit(15);
}

step('local stack');
// The load run alone sends 200 invitations as the bench admin: above a person's daily cap (200 by default).
const { stack, info, teardown } = await startTestStack('bench', 18400, 'preview', { dynamoDb: { inMemory: true, heapMb: 6144 }, dailyInvitationCap: 10_000 });
const results: Record<string, unknown> = {};
try {
  const admin = await createStaffUser(info, { role: 'admin', firstName: 'Bench', lastName: 'Admin' });
  const staffToken = await signIn(info, admin);
  // Invitations in the table so far: the ones sent through the API, then the seeded ones.
  let invitations = 0;
  const sendInvitation = async (audience: Audience) => {
    invitations += 1;
    const email = `bench-${randomUUID().slice(0, 8)}@invitee.test`;
    const sent = await callApi(info, 'POST', '/invitations', {
      token: staffToken,
      body: { firstName: 'Quinn', lastName: 'Avery', email, personalMessage: 'I saved you a seat.', audience, idempotencyKey: randomUUID() },
    });
    if (sent.status !== 201) throw new Error(`Could not send a bench invitation: ${JSON.stringify(sent.body)}`);
    return email;
  };
  const freshToken = async (audience: Audience = 'investor') => {
    const email = await sendInvitation(audience);
    return linkTokenIn((await waitForEmail(info.urls.mailbox, email))[0]!);
  };
  const context: BenchContext = { info, staffToken, freshToken: () => freshToken() };

  // 6. The campaign rehearsal, before anything is bulk-loaded: the recount judges a table the stream saw whole.
  if (!SKIP.has('rehearsal')) {
    const settings = rehearsalSettings();
    step(`campaign rehearsal: ${settings.invitations} invitations, ${settings.staff} staff, the first hour in ${settings.seconds} s`);
    results.rehearsal = await runCampaignRehearsal(stack, info, admin, settings);
    // Its invitations count towards the table sizes below.
    invitations += settings.invitations;
  }

  // 3. Lighthouse on each invitation page, with a real, unanswered invitation.
  const lighthouse: (LighthouseFigures & { page: string })[] = [];
  if (!SKIP.has('lighthouse')) {
    step('Lighthouse, mobile profile, median of 3 runs per page');
    for (const audience of ['member', 'land_owner', 'investor'] as const) {
      const url = `${info.urls.web}${INVITATION_PATHS[audience]}#token=${await freshToken(audience)}`;
      lighthouse.push({ page: INVITATION_PATHS[audience], ...(await runLighthouse(url, 3)) });
      console.log(`  ${INVITATION_PATHS[audience]}: done`);
    }
  }

  // 4a. A table of 1,000 invitations.
  const grow = async (to: number) => {
    const from = invitations;
    stack.poller.pause();
    const seconds = await seedInvitations({ id: admin.id, name: 'Bench Admin', email: admin.email }, Math.max(0, to - from), {
      onProgress: (written) => console.log(`  ${(from + written).toLocaleString('en-US')} invitations`),
    });
    invitations = Math.max(to, from);
    // Bulk-loaded items are not streamed (in AWS they would be imported); requests after this are.
    await stack.poller.skipPending();
    await stack.poller.drain();
    return seconds;
  };
  step(`capacity per route with ${SMALL_TABLE.toLocaleString('en-US')} invitations`);
  // One invitation through the API first, so the sender's counters exist as they would in use.
  await freshToken();
  await grow(SMALL_TABLE);
  const capacitySmall = await measureRouteCapacity(stack, context);

  // 5. The bounded load run (on the small table; reads by key do not depend on its size).
  step(`load run: ${LOAD_REQUESTS} requests per route, ${LOAD_CONCURRENCY} in flight, loopback`);
  const answerEmails = [];
  for (let i = 0; i < LOAD_REQUESTS; i += 1) answerEmails.push(await sendInvitation('investor'));
  await stack.poller.drain();
  const mailbox = await readMailbox(info.urls.mailbox);
  const answerTokens = answerEmails.map((email) => linkTokenIn(mailbox.find((mail) => mail.destination.to.includes(email))!));
  const readToken = answerTokens.at(-1)!;
  const api = `${info.urls.api}/api`;
  // Through the edge, as a browser's requests arrive: CloudFront (the local web proxy) adds the origin-verify header.
  const edge = edgeHeadersFor(info);
  const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json', origin: info.urls.web, ...edge }, body: JSON.stringify(body) });
  stack.poller.pause();
  const load: LoadFigures[] = [];
  load.push(await runLoad({ route: 'GET /config.json (trivial)', expectedStatus: 200, request: () => ({ url: `${info.urls.api}/config.json` }) }, LOAD_REQUESTS, LOAD_CONCURRENCY));
  // The link's token travels in the body, as the invitee's page sends it.
  load.push(await runLoad({ route: 'POST /api/public/invitations/read', expectedStatus: 200, request: () => ({ url: `${api}/public/invitations/read`, init: json({ token: readToken }) }) }, LOAD_REQUESTS, LOAD_CONCURRENCY));
  load.push(await runLoad({
    route: 'POST /api/public/invitations/response', expectedStatus: 200,
    request: (i) => ({ url: `${api}/public/invitations/response`, init: json({ token: answerTokens[i], form: 'investor', answer: 'interested', firstName: 'B', lastName: 'M', email: 'b@invitee.test', phone: '(303) 555-0100', address: 'A', allocationRange: '50k-100k' }) }),
  }, LOAD_REQUESTS, LOAD_CONCURRENCY));
  load.push(await runLoad({ route: 'GET /api/dashboard/invite-stats', expectedStatus: 200, request: () => ({ url: `${api}/dashboard/invite-stats`, init: { headers: { authorization: `Bearer ${staffToken}`, ...edge } } }) }, LOAD_REQUESTS, LOAD_CONCURRENCY));
  await stack.poller.drain();

  // 4b. The same table grown to the large size.
  step(`seeding up to ${LARGE_TABLE.toLocaleString('en-US')} invitations (parallel BatchWriteItem)`);
  const seedingSeconds = await grow(LARGE_TABLE);
  console.log(`  seeded in ${seedingSeconds.toFixed(0)} s`);
  step(`capacity per route with ${LARGE_TABLE.toLocaleString('en-US')} invitations`);
  const capacityLarge = await measureRouteCapacity(stack, context);

  Object.assign(results, { lighthouse, capacity: { small: SMALL_TABLE, large: LARGE_TABLE, seedingSeconds, atSmall: capacitySmall, atLarge: capacityLarge }, load });
} finally {
  await teardown();
}

const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model,
  memoryGb: Math.round(totalmem() / 2 ** 30),
  freeMemoryGb: Math.round(freemem() / 2 ** 30),
  loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  node: process.version,
};
// The paging figures come from scripts/bench/pipeline-list-capacity.ts, run on its own: kept as they are.
const resultsFile = join(ROOT_DIR, 'bench', 'results.json');
const { paging } = (existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}) as { paging?: unknown };
const report = { date: new Date().toISOString(), machine, pages, lambdas, ...results, ...(paging ? { paging } : {}) };
mkdirSync(join(ROOT_DIR, 'bench'), { recursive: true });
writeFileSync(join(ROOT_DIR, 'bench', 'results.json'), `${JSON.stringify(report, null, 2)}\n`);

// The table.
const { lighthouse, capacity, load } = results as {
  lighthouse: (LighthouseFigures & { page: string })[];
  capacity: { small: number; large: number; seedingSeconds: number; atSmall: RouteCapacity[]; atLarge: RouteCapacity[] };
  load: LoadFigures[];
};
console.log(`\nBenchmark ${report.date} on ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGb} GB, ${machine.node}, load ${machine.loadAverage.join(' ')}`);
console.log('\nFirst visit, gzipped HTML (with inline styles) + JavaScript: before interactive / in all / having reached the answer form');
for (const page of pages) console.log(`  ${page.page.padEnd(26)} ${kb(page.beforeInteractiveBytes).padStart(10)} / ${kb(page.totalBytes).padStart(9)} / ${kb(page.withAnswerFormBytes).padStart(9)}`);
if (lighthouse.length) {
  console.log('\nLighthouse mobile (median of 3): LCP, TBT, CLS, transferred');
  for (const run of lighthouse) console.log(`  ${run.page.padEnd(26)} ${(run.lcpMs / 1000).toFixed(2)} s  ${run.tbtMs.toFixed(0).padStart(5)} ms  ${run.cls.toFixed(3)}  ${kb(run.transferredBytes)}`);
}
if (lambdas) {
  console.log(`\nLambda bundles and cold init (${lambdas.node}, median of ${lambdas.samples}; empty handler ${kb(lambdas.empty.bytes)}, ${lambdas.empty.initMedianMs.toFixed(1)} ms)`);
  for (const h of lambdas.handlers) console.log(`  ${h.handler.padEnd(34)} ${kb(h.bytes).padStart(9)}  ${h.initMedianMs.toFixed(1).padStart(6)} ms  x${h.ratio.toFixed(2)}`);
}
const describe = (route: RouteCapacity | undefined) =>
  !route ? '-' : route.note ? route.note : `${route.request.map((op) => `${op.command.replace(/Command$/, '')} ${op.capacityUnits ?? '?'}`).join(', ')}${route.stream.length ? ` | stream: ${route.stream.map((op) => `${op.command.replace(/Command$/, '')} ${op.capacityUnits ?? '?'}`).join(', ')}` : ''}`;
console.log(`\nDynamoDB per request (capacity units): ${capacity.small.toLocaleString('en-US')} vs ${capacity.large.toLocaleString('en-US')} invitations (seeded in ${capacity.seedingSeconds.toFixed(0)} s)`);
for (const small of capacity.atSmall) {
  const large = capacity.atLarge.find((route) => route.route === small.route);
  const flat = describe(small) === describe(large);
  console.log(`  ${small.route}\n    ${describe(small)}\n    ${flat ? '(the same with the large table)' : `large table: ${describe(large)}`}`);
}
const rehearsal = results.rehearsal as RehearsalReport | undefined;
if (rehearsal) printRehearsal(rehearsal);
const trivial = load[0]!;
console.log(`\nLoad run on loopback (${LOAD_REQUESTS} requests, ${LOAD_CONCURRENCY} in flight): throughput, p50, p99, and as ratios to the trivial route`);
for (const run of load) {
  console.log(
    `  ${run.route.padEnd(46)} ${run.throughput.toFixed(0).padStart(5)}/s  p50 ${run.p50Ms.toFixed(1).padStart(6)} ms  p99 ${run.p99Ms.toFixed(1).padStart(6)} ms` +
      `   x${(run.throughput / trivial.throughput).toFixed(2)} / x${(run.p50Ms / trivial.p50Ms).toFixed(1)} / x${(run.p99Ms / trivial.p99Ms).toFixed(1)}${run.failures ? `  ${run.failures} FAILED` : ''}`,
  );
}
console.log(`\nWritten to bench/results.json`);
// Latencies of refused requests say nothing about the route: a run with failures is not a result.
const failed = load.filter((run) => run.failures > 0);
if (failed.length) {
  console.error(`\nThe load run is not valid: ${failed.map((run) => `${run.route} (${run.failures} of ${run.requests} answered another status)`).join(', ')}`);
  process.exitCode = 1;
}
