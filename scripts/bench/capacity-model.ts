/**
 * Prints the capacity model for every stage of cdk.json: the peaks its `capacity` implies and the
 * throttles, WAF limits and concurrency derived from them (infra/lib/capacity-model.ts). The
 * figures in docs/performance.md ("Capacity model") are this script's output.
 *
 *   npx tsx scripts/bench/capacity-model.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CAMPAIGN_SHAPE, HEADROOM, LIVE_RECOVERY_SECONDS, PUBLIC_ROUTE_DEMAND, STAFF_SHAPE } from '@safe-haven/infra/lib/capacity-model';
import { resolveStageSettings } from '@safe-haven/infra/lib/stage-settings';

const cdkJson = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'cdk.json'), 'utf8')) as { context: { stages: Record<string, unknown> } };
const stages = cdkJson.context.stages;
const one = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1));

console.log(`Assumptions: campaign ${JSON.stringify(CAMPAIGN_SHAPE)}`);
console.log(`             staff ${JSON.stringify(STAFF_SHAPE)}; headroom x${HEADROOM}\n`);
for (const name of Object.keys(stages)) {
  const { capacity, limits, waf } = resolveStageSettings(stages, name);
  const { peaks, edge } = limits;
  console.log(`## ${name}: a campaign of ${capacity.campaignInvitations.toLocaleString('en-US')} invitations, ${capacity.staffOnline} staff online`);
  console.log('| peak | figure |\n| --- | ---: |');
  console.log(`| invitations opened in the busiest minute | ${one(peaks.opensPerMinute)} |`);
  console.log(`| invitations opened in the busiest 5 minutes | ${one(peaks.opensInFiveMinutes)} |`);
  console.log(`| invitation reads per second (busiest second) | ${one(peaks.invitationReadsPerSecond)} |`);
  console.log(`| answers per second (busiest second) | ${one(peaks.answersPerSecond)} |`);
  // Edit Content: an investor's invitation read also reads the content in force (one
  // strongly consistent GetItem of a 3.9 KB item, 1 read unit); bounded by every read being an investor's.
  console.log(`| content reads per second, at most (each investor's invitation read; 1 RCU each) | ${one(peaks.invitationReadsPerSecond)} |`);
  console.log(`| unread-count reads per second (the busiest staff route) | ${one(peaks.unreadReadsPerSecond)} |`);
  console.log(`| staff API requests per second, all routes | ${one(peaks.staffRequestsPerSecond)} |`);
  console.log(`| one person's API requests in 5 minutes | ${one(peaks.personRequestsPerFiveMinutes)} |`);
  console.log('\n| limit | rate/s | burst |\n| --- | ---: | ---: |');
  console.log(`| each staff route (stage default) | ${limits.staffRouteThrottle.rateLimit} | ${limits.staffRouteThrottle.burstLimit} |`);
  for (const [demand, throttle] of Object.entries(limits.publicRouteThrottles)) {
    // Each public route has its own throttle at its demand's rate (a lead's document link: the answer's).
    const routes = Object.entries(PUBLIC_ROUTE_DEMAND).filter(([, named]) => named === demand).map(([id]) => id);
    console.log(`| public route, ${demand}${routes.length > 0 ? ` (${routes.join(', ')})` : ' (account routes)'} | ${throttle.rateLimit} | ${throttle.burstLimit} |`);
  }
  console.log(`\n| WAF rule${waf ? '' : ' (not applied: "waf": false, the route throttles above hold the stage)'} | requests per 5 minutes |\n| --- | ---: |`);
  console.log(`| StaffPerPerson (per bearer token) | ${edge.staffPerPerson} |`);
  console.log(`| StaffPerIp | ${edge.staffPerIp} |`);
  console.log(`| PublicApiPerIp | ${edge.publicApiPerIp} |`);
  console.log(`| SignInPerIp | ${edge.signInPerIp} |`);
  console.log(`| user pool, per IP | ${edge.userPoolPerIp} |`);
  console.log(`\nLambda concurrency at the peak with headroom: ${limits.peakConcurrency}`);
  console.log(`Stream emails reader: ${limits.emailReaderParallelization} email(s) in flight per shard`);
  console.log('\n| live updates (WebSocket API) | figure |\n| --- | ---: |');
  console.log(`| open connections (one per dashboard tab) | ${one(peaks.liveConnections)} |`);
  console.log(`| $connect per second, renewals | ${one(peaks.liveRenewalsPerSecond)} |`);
  console.log(`| $connect per second, every tab back within ${LIVE_RECOVERY_SECONDS} s of a blip | ${one(peaks.liveReconnectsPerSecond)} |`);
  console.log(`| tabs' refreshes per second (each reads the counts first, at most one per tab per ${STAFF_SHAPE.liveRefreshSeconds} s) | ${one(peaks.liveRefreshesPerSecond)} |`);
  console.log(`| messages per second at the campaign's busiest second (at most) | ${one(peaks.liveMessagesPerSecond)} |`);
  console.log(`| $connect throttle (rate/s, burst) | ${limits.liveConnectThrottle.rateLimit}, ${limits.liveConnectThrottle.burstLimit} |\n`);
}
