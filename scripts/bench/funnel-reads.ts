/**
 * The Funnel page's reads at volume: BENCH_INVITATIONS invitations (100,000 by default) from 41
 * senders over the last 12 months, one founder having sent 10,000 of them (and ten of the others in
 * their team).
 * Their funnel counters are seeded as the stream handler leaves them (each invitation's stages and
 * stays run through the same contribution functions, data/funnel-stats.ts, summed per item), into a
 * private in-memory DynamoDB Local, with the senders' profiles. Then GET /api/funnel's service runs
 * for the admin (every invitation) and the founder (their own 10,000 and their team's), and the
 * DynamoDB requests are counted: the staff route's profile read (one GetItem, every staff route makes
 * it), the partition's Query pages and the names' BatchGet; with read units, bytes and latency (p50
 * of 7 runs). Run: npx tsx scripts/bench/funnel-reads.ts (BENCH_INVITATIONS=20000 for a quicker run).
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { nextStatuses, INVITEE_CHOICES, type InvitationStatus } from '@safe-haven/shared/invitation-status';
import { PIPELINE_BY_AUDIENCE, type Audience } from '@safe-haven/shared/audiences';
import { itemSizeBytes } from '@safe-haven/lambdas/data/item-size';
import { startBenchTable } from './bench-table';

const TOTAL = Number(process.env.BENCH_INVITATIONS ?? 100_000);
const BUSY = Math.min(10_000, Math.round(TOTAL / 10));
const OTHER_SENDERS = 40;
const RUNS = 7;
const HOUR = 3_600_000;

let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const bench = await startBenchTable('funnel', 18600, 1024);
try {
  const { dynamo } = await import('@safe-haven/lambdas/core/aws-clients');
  const { tableName } = await import('@safe-haven/lambdas/data/table');
  const { profileEntity } = await import('@safe-haven/lambdas/data/profile');
  const { FUNNEL_STATS_TAG, stageContribution, stayContribution } = await import('@safe-haven/lambdas/data/funnel-stats');
  const { funnelFor } = await import('@safe-haven/lambdas/funnel/funnel-service');

  const admin = { id: randomUUID(), role: 'admin' as const };
  const founder = { id: randomUUID(), role: 'founder' as const };
  // The busy sender is the founder: 10,000 of their own, and a team of ten more senders.
  const busy = { id: founder.id, addedById: admin.id };
  const others = Array.from({ length: OTHER_SENDERS }, (_, i) => ({ id: randomUUID(), addedById: i % 4 === 0 ? founder.id : admin.id }));
  const now = Date.now();

  // The counters, as the stream leaves them: every invitation walks its pipeline a random way.
  const items = new Map<string, Record<string, unknown>>();
  const sampled: { attribute: string; items: { pk: string; sk: string }[] }[] = [];
  let facts = 0;
  const add = (contribution: { attribute: string; items: { pk: string; sk: string }[] }) => {
    if (facts++ % 97 === 0) sampled.push(contribution);
    for (const key of contribution.items) {
      const id = `${key.pk}\u0000${key.sk}`;
      const item = items.get(id) ?? { ...key, entity: FUNNEL_STATS_TAG };
      item[contribution.attribute] = ((item[contribution.attribute] as number | undefined) ?? 0) + 1;
      items.set(id, item);
    }
  };
  const started = Date.now();
  for (let i = 0; i < TOTAL; i++) {
    const sender = i < BUSY ? busy : pick(others);
    const audience = pick(['member', 'member', 'member', 'land_owner', 'investor'] as const satisfies readonly Audience[]);
    const invitation = { senderId: sender.id, senderAddedById: sender.addedById, audience, createdAt: new Date(now - Math.floor(random() * 365 * 24 * HOUR)).toISOString() };
    add(stageContribution(invitation, 'sent'));
    if (random() < 0.6) add(stageContribution(invitation, 'opened'));
    let status: InvitationStatus = 'sent';
    const reached = new Set<InvitationStatus>();
    for (let step = 0; step < 8 && random() < (step === 0 ? 0.5 : 0.7); step++) {
      const next: InvitationStatus = step === 0 ? pick(INVITEE_CHOICES) : pick(nextStatuses(PIPELINE_BY_AUDIENCE[audience], status).length ? nextStatuses(PIPELINE_BY_AUDIENCE[audience], status) : [status]);
      if (next === status) break;
      add(stayContribution(invitation, status, random() * 30 * 24 * HOUR));
      if (!reached.has(next)) add(stageContribution(invitation, next));
      reached.add(next);
      status = next;
    }
  }
  const profiles = [busy, ...others].map((person, i) =>
    profileEntity.toItem({
      id: person.id, email: `sender${i}@safe-haven.example`, firstName: `Sender${i}`, lastName: 'Bench', role: person === busy ? 'founder' : 'leadgen', status: 'active',
      ...('addedById' in person ? { addedById: person.addedById } : {}), createdAt: new Date(now).toISOString(), updatedAt: new Date(now).toISOString(),
    }),
  );
  const all = [...items.values(), ...profiles];
  for (let start = 0; start < all.length; start += 25) {
    let pending = all.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length > 0) {
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
    }
  }
  const sizes = new Map([...items.entries()].map(([id, item]) => [id, itemSizeBytes(item)]));
  console.info(`Seeded ${items.size} funnel counter items for ${TOTAL.toLocaleString('en-US')} invitations (${BUSY.toLocaleString('en-US')} sent by one founder, ${facts.toLocaleString('en-US')} facts) in ${((Date.now() - started) / 1000).toFixed(1)} s; median item ${median([...sizes.values()]).toLocaleString('en-US')} bytes, largest ${Math.max(...sizes.values()).toLocaleString('en-US')}.`);
  // What the stream's transaction for one fact is billed, at the items' final sizes (an upper bound):
  // 2 write units per KB of each item a transaction writes, the fact marker (under 1 KB) included.
  const units = sampled.map((contribution) => 2 + contribution.items.reduce((sum, key) => sum + 2 * Math.ceil(sizes.get(`${key.pk}\u0000${key.sk}`)! / 1024), 0));
  console.info(`Write units per counted fact (sample of ${units.length}): median ${median(units)}, largest ${Math.max(...units)}; facts per invitation ${(facts / TOTAL).toFixed(2)}.`);

  console.info('\n| viewer | invitations seen | DynamoDB requests (profile GetItem + Query pages + names BatchGet) | read units | response | p50 |');
  console.info('| --- | --- | --- | --- | --- | --- |');
  for (const [label, viewer, seen] of [['admin (all)', admin, TOTAL], ['founder (own + team)', founder, 0]] as const) {
    const times: number[] = [];
    let reads = { requests: 0, readUnits: 0 };
    let body = '';
    let sent = 0;
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      const funnel = await funnelFor(viewer, (counted) => (reads = counted));
      times.push(performance.now() - t0);
      body = JSON.stringify(funnel);
      sent = Object.values(funnel!.totals).reduce((sum, counters) => sum + (counters?.counts.sent ?? 0), 0);
    }
    if (seen && sent !== seen) throw new Error(`the admin's totals count ${sent} sent, not ${seen}`);
    // +1: the profile GetItem every staff route makes before its work (requireStaff; consistent, 1 unit).
    console.info(`| ${label} | ${sent.toLocaleString('en-US')} | ${reads.requests + 1} | ${(reads.readUnits + 1).toFixed(1)} | ${(body.length / 1024).toFixed(1)} KB | ${median(times).toFixed(0)} ms |`);
  }
} finally {
  bench.stop();
}
