/**
 * The monthly cost of each stage, every resource of its synthesised template priced
 * (scripts/bench/cost/prices.ts; a resource type without a price fails this script), the
 * volume-driven lines from the units the bench measured (bench/results.json). Prints the tables of
 * docs/performance.md, "Cost model": dev idle, and prod at 10,000 invitations and 50 staff.
 *
 *   npx tsx scripts/bench/cost-model.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { synthStage } from '@safe-haven/infra/test/synth-stack';
import { ROOT_DIR } from '../local/config';
import { costMarkdown, stageCost, totalOf, type MonthVolume, type Resources, type RouteMonth } from './cost/stage-cost';
import type { RouteCapacity } from './route-capacity';

export interface BenchResults {
  capacity: { atLarge: RouteCapacity[] };
  load: { route: string; p50Ms: number }[];
  pages: { page: string; withAnswerFormBytes: number }[];
}

const READS = /^(Get|BatchGet|Query|Scan|TransactGet)/;

/** A month's requests per route (assumptions in docs/performance.md). */
const PROD_REQUESTS: { route: string; requests: number; fallbackMs: number; measuredAs?: string }[] = [
  { route: 'POST /api/invitations', requests: 10_000, fallbackMs: 300 },
  /** Each emailed link opened twice. bench/results.json may still name the route as it was before the token moved to the body. */
  { route: 'POST /api/public/invitations/read', requests: 20_000, fallbackMs: 100, measuredAs: 'GET /api/public/invitations/{token}' },
  /** 30% answer. */
  { route: 'POST /api/public/invitations/response', requests: 3_000, fallbackMs: 200, measuredAs: 'POST /api/public/invitations/{token}/response' },
  /**
   * 50 staff, the dashboard open 2 hours on 22 working days. With live updates the stats and the
   * counts are read on a message, not polled: one read of each per message at most (LIVE below).
   */
  { route: 'GET /api/dashboard/invite-stats', requests: 0, fallbackMs: 100 },
  /** ... the unread counts on each live message (the stats route's p50 stands in). */
  { route: 'GET /api/unread-counts', requests: 0, fallbackMs: 26 },
  /** ... the profile every 5 minutes. */
  { route: 'GET /api/me', requests: 50 * 22 * 2 * 12, fallbackMs: 50 },
];

/**
 * Live updates for 50 staff with a dashboard open 2 hours on 22 working days: connection minutes; a
 * connection renewed every 9 minutes (LIVE_RENEW_AFTER_MS); and at most one message per change a
 * person may see, to the sender and 5 admins, for each invitation sent (10,000), answered (3,000)
 * and first opened (10,000): an upper bound, as changes that land in one stream batch share a
 * message and a change while nobody is connected posts nothing. Each message makes that tab read its
 * counts (and, when the version moved, the stats): one read each.
 */
export const LIVE = (() => {
  const openMinutes = 50 * 22 * 2 * 60;
  const messages = (10_000 + 3_000 + 10_000) * 6;
  return { connectionMinutes: openMinutes, connects: Math.ceil(openMinutes / 9), messages };
})();

/** The month's volume of prod: 10,000 invitations, 50 staff. */
export const prodVolume = (results: BenchResults): MonthVolume => {
  const onMessage = (route: string) => (route === 'GET /api/unread-counts' || route === 'GET /api/dashboard/invite-stats' ? LIVE.messages : 0);
  const routes: RouteMonth[] = PROD_REQUESTS.map(({ route, requests: base, fallbackMs, measuredAs }) => {
    const requests = base + onMessage(route);
    const label = (labels: string[]) => labels.find((candidate) => candidate === route) ?? measuredAs ?? route;
    const measuredLabel = label(results.capacity.atLarge.map((candidate) => candidate.route));
    const measured = results.capacity.atLarge.find((candidate) => candidate.route === measuredLabel);
    const ops = [...(measured?.request ?? []), ...(measured?.stream ?? [])];
    const units = (reads: boolean) => ops.filter((op) => READS.test(op.command) === reads).reduce((sum, op) => sum + (op.capacityUnits ?? 0), 0);
    return {
      route,
      requests,
      readUnits: units(true),
      writeUnits: units(false),
      streamWork: (measured?.stream.length ?? 0) > 0,
      ms: results.load.find((run) => run.route === label(results.load.map((candidate) => candidate.route)))?.p50Ms ?? fallbackMs,
    };
  });
  const answers = routes.find((route) => route.route.endsWith('/response'))!.requests;
  return {
    routes,
    emails: routes[0]!.requests + answers,
    pageVisits: 20_000,
    visitBytes: results.pages.find((page) => page.page === '/invitation')?.withAnswerFormBytes ?? 200 * 1024,
    requestsPerVisit: 40,
    // Kept for a year on average: invitation, markers, response, outbox email (HTML), ~6 KB each.
    storedGb: (10_000 * 6 * 1024 * 12) / 2 / 2 ** 30,
    // The site (about 5 MB) and 50 staff photos of 200 KB.
    bucketGb: (5 * 1024 + 50 * 200) / 2 ** 20,
    monthlyActiveUsers: 50,
    // Each staff member's day: a sign-in (password, then code) and an hourly token refresh.
    signInCalls: 50 * 22 * 5,
    live: LIVE,
  };
};

/** A dev stage nobody uses: only its schedules run. */
export const IDLE: MonthVolume = {
  routes: [], emails: 0, pageVisits: 0, visitBytes: 0, requestsPerVisit: 0, storedGb: 0.001, bucketGb: 5 / 1024, monthlyActiveUsers: 0, signInCalls: 0,
};

export const resourcesOf = (stage: string, overrides?: Record<string, unknown>): Resources => {
  const { template, edgeTemplate, edgeLogsTemplate } = synthStage(stage, overrides ? { overrides } : {});
  // A stage outside us-east-1 has its web ACL and log delivery in small stacks there: count them too.
  return Object.assign(
    {},
    ...[template, edgeTemplate, edgeLogsTemplate].filter((candidate) => candidate !== undefined).map((candidate) => candidate.toJSON().Resources as Resources),
  ) as Resources;
};

if (process.argv[1]?.endsWith('cost-model.ts')) {
  const results = JSON.parse(readFileSync(join(ROOT_DIR, 'bench', 'results.json'), 'utf8')) as BenchResults;
  for (const [title, stage, volume] of [
    ['dev, idle', 'dev', IDLE],
    ['prod, 10,000 invitations and 50 staff a month', 'prod', prodVolume(results)],
  ] as const) {
    const resources = resourcesOf(stage);
    const lines = stageCost(resources, volume);
    console.log(`\n### ${title} (${Object.keys(resources).length} resources in the template)\n\n${costMarkdown(lines)}\n`);
    console.error(`${stage}: $${totalOf(lines).toFixed(2)} a month`);
  }
  // The lever the target needs (docs/performance.md): the same month without X-Ray tracing.
  const untraced = stageCost(resourcesOf('prod', { tracing: false }), prodVolume(results));
  console.log(`prod with "tracing": false: $${totalOf(untraced).toFixed(2)} a month`);
}
