/**
 * The monthly cost of a stage, from the units the bench measured (bench/results.json) and AWS list
 * prices, as a markdown table for docs/performance.md. Prices and volumes are stated here so they
 * can be changed in one place; see docs/performance.md for where the prices come from.
 *
 *   npx tsx scripts/bench/cost-model.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../local/config';
import type { RouteCapacity } from './route-capacity';

/** us-east-1 list prices (see docs/performance.md: from knowledge, believed current in early 2025). */
const PRICE = {
  dynamoWriteUnit: 0.625 / 1e6,
  dynamoReadUnit: 0.125 / 1e6,
  dynamoStorageGbMonth: 0.25,
  dynamoPitrGbMonth: 0.2,
  lambdaRequest: 0.2 / 1e6,
  lambdaGbSecond: 0.0000133334,
  httpApiRequest: 1.0 / 1e6,
  sesEmail: 0.1 / 1000,
  cloudFrontGb: 0.085,
  cloudFrontRequest: 0.01 / 10_000,
  cloudFrontFunction: 0.1 / 1e6,
  logsGb: 0.5,
  wafWebAcl: 5,
  wafRule: 1,
  wafRequest: 0.6 / 1e6,
} as const;

/**
 * The stack's AWS WAF (infra/lib/constructs/edge-firewall.ts, user-pool-firewall.ts): a web ACL on
 * CloudFront with five rules (three rate limits, two AWS managed rule groups) and one on the user
 * pool with a sign-in rate limit.
 */
const WAF = { webAcls: 2, rules: 6 } as const;

/** A month of the stage: 10,000 invitations, 50 staff (assumptions in docs/performance.md). */
const VOLUME = {
  invitationsSent: 10_000,
  invitationReads: 20_000,
  pageVisits: 20_000,
  answers: 3_000,
  statsCalls: 50 * 22 * 2 * 60,
  /** The unread counts are polled every 10 s while a dashboard tab is visible. */
  unreadCountCalls: 50 * 22 * 2 * 360,
  profileCalls: 50 * 22 * 2 * 12,
  /** Kept for a year on average: invitation, markers, response, outbox email (HTML), ~6 KB each. */
  storedGb: (10_000 * 6 * 1024 * 12) / 2 / 2 ** 30,
  /** One Lambda log line set (START/END/REPORT) is about 0.4 KB. */
  logKbPerInvocation: 0.4,
  /** Every file of a first visit goes through the viewer-request function. */
  requestsPerVisit: 40,
} as const;

const LAMBDA_GB = 0.5;

const READS = /^(Get|BatchGet|Query|Scan|TransactGet)/;

const units = (route: RouteCapacity | undefined) => {
  const ops = [...(route?.request ?? []), ...(route?.stream ?? [])];
  const sum = (pattern: (command: string) => boolean) => ops.filter((op) => pattern(op.command)).reduce((total, op) => total + (op.capacityUnits ?? 0), 0);
  return { reads: sum((command) => READS.test(command)), writes: sum((command) => !READS.test(command)), invocations: 1 + (route?.stream.length ? 1 : 0) };
};

interface Results {
  capacity: { atLarge: RouteCapacity[] };
  load: { route: string; p50Ms: number }[];
  pages: { page: string; withAnswerFormBytes: number }[];
}

export const costTable = (results: Results): string => {
  const route = (label: string) => results.capacity.atLarge.find((r) => r.route === label);
  const p50 = (label: string, fallback: number) => results.load.find((run) => run.route === label)?.p50Ms ?? fallback;
  const requests = [
    { label: 'POST /api/invitations', count: VOLUME.invitationsSent, ms: 300 },
    { label: 'POST /api/public/invitations/read', count: VOLUME.invitationReads, ms: p50('POST /api/public/invitations/read', 100) },
    { label: 'POST /api/public/invitations/response', count: VOLUME.answers, ms: p50('POST /api/public/invitations/response', 200) },
    { label: 'GET /api/dashboard/invite-stats', count: VOLUME.statsCalls, ms: p50('GET /api/dashboard/invite-stats', 100) },
    { label: 'GET /api/unread-counts', count: VOLUME.unreadCountCalls, ms: p50('GET /api/dashboard/invite-stats', 100) },
    { label: 'GET /api/me', count: VOLUME.profileCalls, ms: 50 },
  ];
  let reads = 0;
  let writes = 0;
  let invocations = 0;
  let gbSeconds = 0;
  let apiRequests = 0;
  for (const request of requests) {
    const u = units(route(request.label));
    reads += u.reads * request.count;
    writes += u.writes * request.count;
    invocations += u.invocations * request.count;
    gbSeconds += (request.ms / 1000) * LAMBDA_GB * request.count;
    apiRequests += request.count;
  }
  const emails = VOLUME.invitationsSent + VOLUME.answers;
  const visitBytes = results.pages.find((page) => page.page === '/invitation')?.withAnswerFormBytes ?? 200 * 1024;
  const transferGb = (VOLUME.pageVisits * visitBytes) / 2 ** 30;
  const rows: [string, string, number][] = [
    ['DynamoDB writes', `${(writes / 1e6).toFixed(3)} M write units`, writes * PRICE.dynamoWriteUnit],
    ['DynamoDB reads', `${(reads / 1e6).toFixed(3)} M read units`, reads * PRICE.dynamoReadUnit],
    ['DynamoDB storage + PITR', `${VOLUME.storedGb.toFixed(2)} GB (first-year average)`, VOLUME.storedGb * (PRICE.dynamoStorageGbMonth + PRICE.dynamoPitrGbMonth)],
    ['Lambda requests', `${(invocations / 1e6).toFixed(3)} M`, invocations * PRICE.lambdaRequest],
    ['Lambda duration', `${gbSeconds.toFixed(0)} GB-s (512 MB, bench p50 durations)`, gbSeconds * PRICE.lambdaGbSecond],
    ['API Gateway HTTP API', `${(apiRequests / 1e6).toFixed(3)} M requests`, apiRequests * PRICE.httpApiRequest],
    ['SES', `${emails.toLocaleString('en-US')} emails`, emails * PRICE.sesEmail],
    ['CloudFront transfer', `${transferGb.toFixed(1)} GB`, transferGb * PRICE.cloudFrontGb],
    ['CloudFront requests + function', `${((VOLUME.pageVisits * VOLUME.requestsPerVisit + apiRequests) / 1e6).toFixed(2)} M`, (VOLUME.pageVisits * VOLUME.requestsPerVisit + apiRequests) * (PRICE.cloudFrontRequest + PRICE.cloudFrontFunction)],
    ['CloudWatch Logs', `${((invocations * VOLUME.logKbPerInvocation) / 2 ** 20).toFixed(2)} GB`, ((invocations * VOLUME.logKbPerInvocation) / 2 ** 20) * PRICE.logsGb],
    ['Cognito', '50 monthly active users', 0],
    [
      'AWS WAF',
      `${WAF.webAcls} web ACLs, ${WAF.rules} rules, ${((VOLUME.pageVisits * VOLUME.requestsPerVisit + apiRequests) / 1e6).toFixed(2)} M requests`,
      WAF.webAcls * PRICE.wafWebAcl + WAF.rules * PRICE.wafRule + (VOLUME.pageVisits * VOLUME.requestsPerVisit + apiRequests) * PRICE.wafRequest,
    ],
  ];
  const total = rows.reduce((sum, [, , dollars]) => sum + dollars, 0);
  return [
    '| line | volume a month | $ a month |',
    '| --- | --- | ---: |',
    ...rows.map(([line, volume, dollars]) => `| ${line} | ${volume} | ${dollars.toFixed(2)} |`),
    `| **total** | | **${total.toFixed(2)}** |`,
  ].join('\n');
};

if (process.argv[1]?.endsWith('cost-model.ts')) {
  console.log(costTable(JSON.parse(readFileSync(join(ROOT_DIR, 'bench', 'results.json'), 'utf8')) as Results));
}
