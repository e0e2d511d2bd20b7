/**
 * `npm run ops:recount -- --stage prod [--fix] [--segments 4] [--settle-seconds 10] [--region us-east-1]`
 * `npm run ops:recount -- --local [--fix]`: the same against the `npm start` stack's DynamoDB Local.
 *
 * Recounts every figure the stream keeps in a deployed stage (lambdas/src/stream/recount): the
 * invitation counters, daily buckets, unread states and counts, and badges, from the table itself,
 * with a parallel scan of `--segments` workers (each reads one page at a time, strongly consistent:
 * about 1 read unit per 4 KB of table per pass). A dry run by default: it prints each drift and
 * writes nothing. With --fix it waits --settle-seconds, recounts again and fixes the drifts both
 * passes found, each with a write conditional on the value read (safe while the stream runs); a
 * figure that moved meanwhile is printed as moving and left to the next run. Exits 1 while any
 * drift remains, so it can be run until it exits 0.
 */
import { parseArgs } from 'node:util';
import { failWith, useStageTable } from './stage-stack';

const USAGE = 'Usage: npm run ops:recount -- (--stage <stage> [--region <region>] | --local) [--fix] [--segments <1-64>] [--settle-seconds <n>]';
const fail = failWith(USAGE);

const { values } = parseArgs({
  options: {
    stage: { type: 'string' },
    fix: { type: 'boolean', default: false },
    segments: { type: 'string', default: '4' },
    'settle-seconds': { type: 'string', default: '10' },
    region: { type: 'string' },
    local: { type: 'boolean', default: false },
  },
});
const segments = Number(values.segments);
if (!Number.isInteger(segments) || segments < 1 || segments > 64) fail('--segments takes a whole number from 1 to 64.');
const settleSeconds = Number(values['settle-seconds']);
if (!Number.isFinite(settleSeconds) || settleSeconds < 0) fail('--settle-seconds takes a number of seconds, 0 or more.');
await useStageTable(values, fail);
const { recount } = await import('@safe-haven/lambdas/stream/recount/recount');
const { describeDrift } = await import('@safe-haven/lambdas/stream/recount/find-drifts');

let lastPrinted = 0;
if (values.fix) console.error(`Two passes ${settleSeconds} s apart; only what both find is fixed.`);
const report = await recount({
  fix: values.fix,
  segments,
  settleMs: settleSeconds * 1000,
  onProgress: (progress) => {
    if (progress.items - lastPrinted < 10_000) return;
    lastPrinted = progress.items;
    console.error(`  scanned ${progress.items.toLocaleString('en-US')} items (${progress.readUnits.toFixed(0)} read units)`);
  },
});
for (const drift of report.drifts) console.log(`${report.fixed.includes(drift) ? 'fixed  ' : 'drift  '} ${describeDrift(drift)}`);
for (const drift of report.moving) console.log(`moving  ${describeDrift(drift)}`);
const scanned = `${report.scanned.items.toLocaleString('en-US')} items scanned, ${report.scanned.readUnits.toFixed(0)} read units.`;
const outcome = (() => {
  if (report.drifts.length === 0 && report.moving.length === 0) return 'Every figure equals the recount.';
  if (!values.fix) return `${report.drifts.length} figure(s) differ from the recount: run again with --fix to repair them.`;
  const moving = report.moving.length > 0 ? ` ${report.moving.length} moved while counting: run again to check them.` : '';
  return `${report.fixed.length} figure(s) fixed.${moving}`;
})();
console.log(`${scanned} ${outcome}`);
const remaining = values.fix ? report.drifts.length - report.fixed.length + report.moving.length : report.drifts.length;
if (remaining > 0) process.exit(1);
