/**
 * Manage Invitations at volume: BENCH_INVITATIONS invitations (100,000 by default; one lead
 * generator holding a tenth of them), seeded with parallel BatchWrites into a private DynamoDB Local
 * with their list-order entries (as the stream handler writes them), then every filter combination
 * the screen offers, as the app asks for it (always with an order), read as the admin (all), the
 * busy lead generator (their tenth) and the founder who added them (own + team). For each: items
 * read and read units per page of 10 (first page in each order, the mean of the first five pages in
 * the default order), and the first page's latency (p50 of 7 runs) on DynamoDB Local.
 *
 * Invitation items are sized as a busy pipeline makes them (the assumption is printed and stored):
 * 95% median-shaped, 5% 95th-percentile-shaped. The figures go to bench/results.json (`paging`).
 * Run: npx tsx scripts/bench/pipeline-list-capacity.ts (BENCH_INVITATIONS=10000 for a quicker run).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PIPELINE_BY_AUDIENCE, type Audience } from '@safe-haven/shared/audiences';
import type { InvitationStatus } from '@safe-haven/shared/invitation-status';
import type { InvitationListQuery } from '@safe-haven/shared/validation/manage-invitations';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import type { Invitation } from '@safe-haven/lambdas/data/invitation';
import type { AuditEntry } from '@safe-haven/lambdas/data/invitation-audit';
import { itemSizeBytes } from '@safe-haven/lambdas/data/item-size';
import { startBenchTable } from './bench-table';

const TOTAL = Number(process.env.BENCH_INVITATIONS ?? 100_000);
const RESULTS = join(import.meta.dirname, '..', '..', 'bench', 'results.json');
/**
 * What a busy pipeline makes of an invitation's item. Median: answered and moved on twice, a next
 * step set, its email delivered, opened by 3 staff (seenBy). 95th percentile: every one of 25 admins
 * has opened it (seenBy holds 25 viewers), resent, an email issue recorded, long names and address.
 * The audit trail and the long texts are items of their own (they used to be on this item).
 */
const SHAPE_ASSUMPTION = {
  median: { share: 0.95, viewers: 3, statusChanges: 3, notes: 2, noteChars: 200, resent: false, longNames: false },
  p95: { share: 0.05, viewers: 25, statusChanges: 40, notes: 15, noteChars: 600, resent: true, longNames: true },
};
const BUSY_SENDER_SHARE = 0.1;
const OTHER_SENDERS = 40;
const WRITERS = 24;
const RUNS = 7;

const FIRST = ['Maria', 'James', 'Priya', 'Tom', 'Elena', 'Noah', 'Olivia', 'Liam', 'Ava', 'Lucas', 'Sofia', 'Mateo', 'Chloe', 'Ethan', 'Zoe', 'Aaron', 'Nina', 'Omar', 'Grace', 'Hugo'];
const LAST = ['Gonzalez', 'Whitfield', 'Raman', 'Baker', 'Petrova', 'Smith', 'Jones', 'Ortiz', 'Davis', 'Miller', 'Nguyen', 'Kim', 'Okafor', 'Schmidt', 'Rossi', 'Haddad', 'Silva', 'Cohen', 'Novak', 'Larsen'];
/** A plausible mix of where leads stand. */
const STATUS_MIX: [InvitationStatus, number][] = [
  ['sent', 50], ['yes', 8], ['maybe', 12], ['no', 10], ['interested_yes', 5], ['interested_maybe', 5],
  ['activated', 2], ['closed', 1], ['partner_onboarded', 1], ['archived_not_interested', 6],
];
const AUDIENCE_MIX: [Audience, number][] = [['member', 60], ['land_owner', 20], ['investor', 20]];

let seed = 42;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const weighted = <T>(mix: [T, number][]): T => {
  let roll = random() * mix.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of mix) if ((roll -= weight) < 0) return value;
  return mix[0]![0];
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

// Only DynamoDB Local is needed (the list service runs in this process): in memory and without a
// stream, which fills several times faster than the disk-backed store of the test stacks.
const bench = await startBenchTable('list', 18500, 2048);
try {
  const { dynamo } = await import('@safe-haven/lambdas/core/aws-clients');
  const { tableName } = await import('@safe-haven/lambdas/data/table');
  const { invitationEntity } = await import('@safe-haven/lambdas/data/invitation');
  const { searchEntriesOf, searchEntryEntity } = await import('@safe-haven/lambdas/data/search-entry');
  const { listOrderEntriesOf, listOrderKey, LIST_ORDER_TAG, BACKFILL_POSITION } = await import('@safe-haven/lambdas/data/list-order');
  const { listInvitations } = await import('@safe-haven/lambdas/invitations/list-invitations-service');

  const admin = { id: randomUUID(), role: 'admin' as const };
  const founder = { id: randomUUID(), role: 'founder' as const };
  const busy = { id: randomUUID(), role: 'leadgen' as const };
  const others = Array.from({ length: OTHER_SENDERS }, (_, i) => ({ id: randomUUID(), addedById: i % 4 === 0 ? founder.id : admin.id }));
  const now = Date.now();

  const viewerIds = Array.from({ length: 25 }, () => randomUUID());
  const sizes = { now: [] as number[], before: [] as number[] };
  const invitationAt = (i: number): Invitation => {
    const invitation = shapedInvitation(i);
    sizes.now.push(itemSizeBytes(invitationEntity.toItem(invitation.value)));
    sizes.before.push(itemSizeBytes(invitationEntity.toItem(oldShapeOf(invitation.value, invitation.shape))));
    return invitation.value;
  };
  const shapedInvitation = (i: number): { value: Invitation; shape: typeof SHAPE_ASSUMPTION.median } => {
    const sender = i % Math.round(1 / BUSY_SENDER_SHARE) === 0 ? { id: busy.id, addedById: founder.id } : pick(others);
    const shape = random() < SHAPE_ASSUMPTION.p95.share ? SHAPE_ASSUMPTION.p95 : SHAPE_ASSUMPTION.median;
    const audience = weighted(AUDIENCE_MIX);
    const firstName = shape.longNames ? `${pick(FIRST)}-Alexandrine` : pick(FIRST);
    const lastName = shape.longNames ? `${pick(LAST)}-Montgomery` : pick(LAST);
    const id = randomUUID();
    const email = `${firstName}.${lastName}${i}@${shape.longNames ? 'example-holdings-international.com' : 'example.com'}`.toLowerCase();
    const createdAt = new Date(now - Math.floor(random() * 365 * 24 * 3_600_000)).toISOString();
    const later = new Date(Date.parse(createdAt) + 86_400_000).toISOString();
    const status = weighted(STATUS_MIX);
    const moved = status !== 'sent';
    return { shape, value: {
      id, tokenHash: randomUUID().replace(/-/g, '').repeat(2), audience, pipeline: PIPELINE_BY_AUDIENCE[audience], status,
      recipientEmail: email, recipientKey: canonicalEmail(email), recipientFirstName: firstName, recipientLastName: lastName,
      recipientName: `${firstName} ${lastName}`, senderId: sender.id, senderAddedById: sender.addedById, inviterName: 'Bench Sender Name',
      inviterEmail: 'bench.sender@safe-haven.example',
      createdAt, expiresAt: new Date(Date.parse(createdAt) + 30 * 86_400_000).toISOString(),
      latestEmailId: randomUUID(), emailDelivery: 'sent',
      ...(moved ? { statusUpdatedAt: later, statusChangedBy: sender.id, responseAt: later, answer: 'yes' as const } : {}),
      ...(moved ? { seenBy: Object.fromEntries(viewerIds.slice(0, shape.viewers).map((viewer) => [viewer, later])) } : {}),
      nextStepDueAt: '2027-01-15', nextStepSetAt: later, lastActivityAt: later,
      ...(shape.resent ? { resentAt: later, emailIssue: 'bounced' as const, emailIssueAt: later, emailStatus: 'undeliverable' as const } : {}),
    } };
  };

  /** The same invitation as the code before the bounded item wrote it: its trail, message and note on the item. */
  const oldShapeOf = (invitation: Invitation, shape: typeof SHAPE_ASSUMPTION.median): Invitation => {
    const note = 'Spoke on the phone; wants the deck and a call with the land team next week. '.repeat(10).slice(0, shape.noteChars);
    const audit: AuditEntry[] = [
      { from_status: null, to_status: 'sent', at: invitation.createdAt, by: invitation.senderId, byName: invitation.inviterName },
      ...Array.from({ length: shape.statusChanges + shape.notes }, (_, k): AuditEntry => ({
        from_status: 'maybe', to_status: 'interested_maybe', at: invitation.createdAt, by: invitation.senderId, byName: invitation.inviterName,
        ...(k < shape.notes ? { note, kind: 'note' as const } : {}),
      })),
    ];
    return { ...invitation, isInternal: false, ...(invitation.statusUpdatedAt ? { lastStatusChangeAt: invitation.statusUpdatedAt } : {}), personalMessage: 'I would love for you to see what we are building. '.repeat(8), responseNotes: note, audit };
  };

  const writeBatch = async (items: Record<string, unknown>[]) => {
    let pending: Record<string, unknown>[] | undefined = items.map((item) => ({ PutRequest: { Item: item } }));
    while (pending && pending.length > 0) {
      const { UnprocessedItems }: { UnprocessedItems?: Record<string, Record<string, unknown>[]> } = await dynamo().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: pending as never } }),
      );
      pending = UnprocessedItems?.[tableName()];
    }
  };

  const started = Date.now();
  let next = 0;
  const writer = async () => {
    for (;;) {
      const items: Record<string, unknown>[] = [];
      while (items.length <= 6 && next < TOTAL) {
        const invitation = invitationAt(next++);
        items.push(
          invitationEntity.toItem(invitation),
          ...searchEntriesOf(invitation).map((entry) => searchEntryEntity.toItem(entry)),
          // What the stream handler writes for it (here without a stream).
          ...listOrderEntriesOf(invitation).map(({ kind, entry }) => ({ ...listOrderKey(invitation.id, kind), entity: LIST_ORDER_TAG, ...entry, asOf: BACKFILL_POSITION })),
        );
      }
      if (items.length === 0) return;
      await writeBatch(items);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  const seconds = (Date.now() - started) / 1000;
  console.info(`Seeded ${TOTAL.toLocaleString('en-US')} invitations (+ search entries) in ${seconds.toFixed(0)} s with ${WRITERS} parallel BatchWrites.`);

  type Viewer = { id: string; role: 'admin' | 'founder' | 'leadgen' };
  const busyShare = `${(TOTAL * BUSY_SENDER_SHARE).toLocaleString('en-US')}`;
  const cases: [string, Viewer, Partial<InvitationListQuery>][] = [
    ['admin: all', admin, {}],
    ['admin: audience', admin, { audience: 'investor' }],
    ['admin: pipeline', admin, { pipeline: 'landowner' }],
    ['admin: status (common)', admin, { status: 'sent' }],
    ['admin: status (rare)', admin, { status: 'partner_onboarded' }],
    ['admin: search, full name', admin, { search: 'maria gon' }],
    ['admin: search, one letter', admin, { search: 'o' }],
    ['admin: search, two letters', admin, { search: 'ja' }],
    ['admin: search, email', admin, { search: 'elena.petrova1' }],
    ['admin: audience + status', admin, { audience: 'investor', status: 'maybe' }],
    ['admin: audience + status (rare)', admin, { audience: 'land_owner', status: 'interested_yes' }],
    ['admin: audience + pipeline (conflict)', admin, { audience: 'member', pipeline: 'investor' }],
    ['admin: audience + status of another pipeline', admin, { audience: 'member', status: 'investor_deck_sent' }],
    ['admin: search + status', admin, { search: 'ja', status: 'yes' }],
    ['admin: search + audience', admin, { search: 'ja', audience: 'land_owner' }],
    ['admin: search + audience + status', admin, { search: 'ja', audience: 'land_owner', status: 'no' }],
    ['admin: full name + status', admin, { search: 'maria gon', status: 'sent' }],
    ['admin: Filter My LeadGens', admin, { team: true }],
    ['admin: Filter My LeadGens + status', admin, { team: true, status: 'maybe' }],
    ['admin: sender (one)', admin, { sender: [busy.id] }],
    ['admin: sender (list of 3)', admin, { sender: [busy.id, others[0]!.id, others[1]!.id] }],
    ['admin: sender list + status', admin, { sender: [busy.id, others[0]!.id, others[1]!.id], status: 'yes' }],
    [`leadgen (${busyShare}): own`, busy, {}],
    ['leadgen: audience', busy, { audience: 'member' }],
    ['leadgen: status', busy, { status: 'maybe' }],
    ['leadgen: search', busy, { search: 'priya' }],
    ['leadgen: audience + status', busy, { audience: 'investor', status: 'sent' }],
    ['leadgen: search + status', busy, { search: 'priya', status: 'sent' }],
    ['leadgen: search + audience + status', busy, { search: 'priya', audience: 'investor', status: 'sent' }],
    ['founder: own + team', founder, {}],
    ['founder: own + team, status', founder, { status: 'interested_yes' }],
    ['founder: own + team, search', founder, { search: 'tom b' }],
    ['founder: Filter My LeadGens + audience', founder, { team: true, audience: 'land_owner' }],
  ];

  const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
  const median = (values: number[]) => percentile(values, 0.5);
  type Row = { filters: string; cards: number; readUnits: Record<'updated' | 'due' | 'name', number>; itemsRead: number; meanReadUnits: number; meanCards: number; p50Ms: number };
  const rows: Row[] = [];
  for (const [label, viewer, filters] of cases) {
    const query = { team: false, ...filters } as InvitationListQuery;
    const readUnits = { updated: 0, due: 0, name: 0 };
    for (const sort of ['due', 'name'] as const) readUnits[sort] = (await listInvitations(viewer, { ...query, sort })).stats.readUnits;
    const latencies: number[] = [];
    let first: Awaited<ReturnType<typeof listInvitations>> | undefined;
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      first = await listInvitations(viewer, { ...query, sort: 'updated' });
      latencies.push(performance.now() - t0);
    }
    readUnits.updated = first!.stats.readUnits;
    // The next four pages, to see what Load More costs on average.
    const pages = [first!];
    while (pages.length < 5 && pages.at(-1)!.nextCursor) pages.push(await listInvitations(viewer, { ...query, sort: 'updated', cursor: pages.at(-1)!.nextCursor }));
    const mean = (of: (page: (typeof pages)[number]) => number) => pages.reduce((sum, page) => sum + of(page), 0) / pages.length;
    rows.push({ filters: label, cards: first!.items.length, readUnits, itemsRead: first!.stats.itemsRead, meanReadUnits: mean((p) => p.stats.readUnits), meanCards: mean((p) => p.items.length), p50Ms: median(latencies) });
  }
  const itemSizes = {
    nowMedianBytes: median(sizes.now), nowP95Bytes: percentile(sizes.now, 0.95), nowMaxBytes: Math.max(...sizes.now),
    beforeMedianBytes: median(sizes.before), beforeP95Bytes: percentile(sizes.before, 0.95),
  };
  console.info(`\nInvitation items (bytes): median ${itemSizes.nowMedianBytes}, 95th percentile ${itemSizes.nowP95Bytes}, largest ${itemSizes.nowMaxBytes}; the same invitations as the code before the bounded item wrote them: median ${itemSizes.beforeMedianBytes}, 95th percentile ${itemSizes.beforeP95Bytes}.`);
  console.info(`\n| filters (viewer), sorted | cards, page 1 | read units, page 1: last update / due / name | items read, page 1 | read units, mean of 5 pages | cards, mean of 5 pages | first page p50 |`);
  console.info('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.info(`| ${row.filters} | ${row.cards} | ${row.readUnits.updated.toFixed(1)} / ${row.readUnits.due.toFixed(1)} / ${row.readUnits.name.toFixed(1)} | ${row.itemsRead} | ${row.meanReadUnits.toFixed(1)} | ${row.meanCards.toFixed(1)} | ${row.p50Ms.toFixed(0)} ms |`);
  }
  const worst = Math.max(...rows.flatMap((row) => Object.values(row.readUnits)));
  console.info(`\nThe most any page read: ${worst.toFixed(1)} read units.`);
  // Kept with the other bench figures; the full bench (scripts/bench/run.ts) keeps this key as it is.
  const results = existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, unknown>) : {};
  results.paging = { date: new Date().toISOString(), invitations: TOTAL, busySenderInvitations: TOTAL * BUSY_SENDER_SHARE, seedingSeconds: seconds, shapeAssumption: SHAPE_ASSUMPTION, itemSizes, worstPageReadUnits: worst, rows };
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.info('Written to bench/results.json (paging).');
} finally {
  bench.stop();
}
