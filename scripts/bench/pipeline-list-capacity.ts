/**
 * Manage Invitations at volume: 100,000 invitations (one lead generator holding 10,000 of them),
 * seeded with parallel BatchWrites into a private DynamoDB Local, then every kind of filter
 * combination the screen offers, read as the admin (all 100,000), the busy lead generator (their
 * 10,000) and the founder who added them (own + team). For each: index and table items read and
 * read units per page of 10 (first page and the mean of the first five), and the first page's
 * latency (p50 of 7 runs) on DynamoDB Local. Run: npx tsx scripts/bench/pipeline-list-capacity.ts
 * (BENCH_INVITATIONS=20000 for a quicker, smaller run).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PIPELINE_BY_AUDIENCE, type Audience } from '../../shared/src/audiences';
import type { InvitationStatus } from '../../shared/src/invitation-status';
import type { InvitationListQuery } from '../../shared/src/validation/manage-invitations';
import { canonicalEmail } from '../../shared/src/validation/email-identity';
import { indexKeySchema, indexProjection, KEY_ATTRIBUTES, TABLE_INDEXES, TABLE_KEY } from '../../lambdas/src/data/table-definition';
import { dynamoClient } from '../local/bootstrap';
import { localStackConfig } from '../local/config';
import { startDynamoDb } from '../local/engines';
import type { Invitation } from '../../lambdas/src/data/invitation';
import { handlerEnvironment } from '../local/stack';

const TOTAL = Number(process.env.BENCH_INVITATIONS ?? 100_000);
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
const basePort = 18500 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const stateDir = mkdtempSync(join(tmpdir(), 'safe-haven-bench-list-'));
const config = localStackConfig({ stateDir, ports: { web: basePort, api: basePort + 1, dynamodb: basePort + 2, cognito: basePort + 3, ses: basePort + 4, s3: basePort + 5 }, dynamoDb: { inMemory: true, heapMb: 2048 } });
const engine = await startDynamoDb(config);
try {
  Object.assign(process.env, handlerEnvironment(config));
  await dynamoClient(config).send(
    new CreateTableCommand({
      TableName: config.tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [{ AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' }, { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' }],
      GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({ IndexName: index.indexName, KeySchema: indexKeySchema(index), Projection: indexProjection(index) })),
    }),
  );
  const { dynamo } = await import('../../lambdas/src/core/aws-clients');
  const { tableName } = await import('../../lambdas/src/data/table');
  const { invitationEntity } = await import('../../lambdas/src/data/invitation');
  const { searchEntriesOf, searchEntryEntity } = await import('../../lambdas/src/data/search-entry');
  const { listInvitations } = await import('../../lambdas/src/invitations/list-invitations-service');

  const admin = { id: randomUUID(), role: 'admin' as const };
  const founder = { id: randomUUID(), role: 'founder' as const };
  const busy = { id: randomUUID(), role: 'leadgen' as const };
  const others = Array.from({ length: OTHER_SENDERS }, (_, i) => ({ id: randomUUID(), addedById: i % 4 === 0 ? founder.id : admin.id }));
  const now = Date.now();

  const invitationAt = (i: number): Invitation => {
    const sender = i % Math.round(1 / BUSY_SENDER_SHARE) === 0 ? { id: busy.id, addedById: founder.id } : pick(others);
    const audience = weighted(AUDIENCE_MIX);
    const firstName = pick(FIRST);
    const lastName = pick(LAST);
    const id = randomUUID();
    const email = `${firstName}.${lastName}${i}@example.com`.toLowerCase();
    const createdAt = new Date(now - Math.floor(random() * 365 * 24 * 3_600_000)).toISOString();
    const status = weighted(STATUS_MIX);
    return {
      id, tokenHash: randomUUID().replace(/-/g, '').repeat(2), audience, pipeline: PIPELINE_BY_AUDIENCE[audience], status,
      recipientEmail: email, recipientKey: canonicalEmail(email), recipientFirstName: firstName, recipientLastName: lastName,
      recipientName: `${firstName} ${lastName}`, senderId: sender.id, senderAddedById: sender.addedById, inviterName: 'Bench Sender',
      inviterEmail: 'sender@bench.test', personalMessage: 'I would love for you to see what we are building. '.repeat(4), isInternal: false,
      createdAt, expiresAt: new Date(Date.parse(createdAt) + 30 * 86_400_000).toISOString(),
      ...(status !== 'sent' ? { statusUpdatedAt: createdAt, lastStatusChangeAt: createdAt } : {}),
      audit: [
        { from_status: null, to_status: 'sent', at: createdAt, by: sender.id, byName: 'Bench Sender' },
        ...(status !== 'sent' ? [{ from_status: 'sent' as const, to_status: status, at: createdAt, note: 'Invitee answered' }] : []),
      ],
    };
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
      while (items.length <= 21 && next < TOTAL) {
        const invitation = invitationAt(next++);
        items.push(invitationEntity.toItem(invitation), ...searchEntriesOf(invitation).map((entry) => searchEntryEntity.toItem(entry)));
      }
      if (items.length === 0) return;
      await writeBatch(items);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  const seconds = (Date.now() - started) / 1000;
  console.info(`Seeded ${TOTAL.toLocaleString('en-US')} invitations (+ search entries) in ${seconds.toFixed(0)} s with ${WRITERS} parallel BatchWrites.`);

  type Viewer = { id: string; role: 'admin' | 'founder' | 'leadgen' };
  const cases: [string, Viewer, Partial<InvitationListQuery>][] = [
    ['admin: all, newest first', admin, {}],
    ['admin: audience', admin, { audience: 'investor' }],
    ['admin: pipeline', admin, { pipeline: 'landowner' }],
    ['admin: status (common)', admin, { status: 'sent' }],
    ['admin: status (rare)', admin, { status: 'partner_onboarded' }],
    ['admin: search, full name', admin, { search: 'maria gon' }],
    ['admin: search, one letter', admin, { search: 'o' }],
    ['admin: search, email', admin, { search: 'elena.petrova1' }],
    ['admin: audience + status', admin, { audience: 'investor', status: 'maybe' }],
    ['admin: audience + pipeline (conflict)', admin, { audience: 'member', pipeline: 'investor' }],
    ['admin: search + status', admin, { search: 'ja', status: 'yes' }],
    ['admin: search + audience', admin, { search: 'ja', audience: 'land_owner' }],
    ['admin: search + audience + status', admin, { search: 'ja', audience: 'land_owner', status: 'no' }],
    ['admin: Filter My LeadGens', admin, { team: true }],
    ['admin: Filter My LeadGens + status', admin, { team: true, status: 'maybe' }],
    ['admin: sender (one)', admin, { sender: [busy.id] }],
    ['admin: sender (list of 3)', admin, { sender: [busy.id, others[0]!.id, others[1]!.id] }],
    ['admin: sender list + status', admin, { sender: [busy.id, others[0]!.id, others[1]!.id], status: 'yes' }],
    ['leadgen (10,000): own, newest first', busy, {}],
    ['leadgen: audience', busy, { audience: 'member' }],
    ['leadgen: status', busy, { status: 'maybe' }],
    ['leadgen: search', busy, { search: 'priya' }],
    ['leadgen: audience + status', busy, { audience: 'investor', status: 'sent' }],
    ['leadgen: search + status', busy, { search: 'priya', status: 'sent' }],
    ['founder: own + team, newest first', founder, {}],
    ['founder: own + team, status', founder, { status: 'interested_yes' }],
    ['founder: own + team, search', founder, { search: 'tom b' }],
    ['founder: Filter My LeadGens + audience', founder, { team: true, audience: 'land_owner' }],
  ];

  const rows: string[] = [];
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  for (const [label, viewer, filters] of cases) {
    const query = { team: false, ...filters } as InvitationListQuery;
    const latencies: number[] = [];
    let first: Awaited<ReturnType<typeof listInvitations>> | undefined;
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      first = await listInvitations(viewer, query);
      latencies.push(performance.now() - t0);
    }
    // The next four pages, to see what Load More costs on average.
    const pages = [first!];
    while (pages.length < 5 && pages.at(-1)!.nextCursor) pages.push(await listInvitations(viewer, { ...query, cursor: pages.at(-1)!.nextCursor }));
    const mean = (pick: (page: (typeof pages)[number]) => number) => pages.reduce((sum, page) => sum + pick(page), 0) / pages.length;
    rows.push(
      `| ${label} | ${first!.items.length} | ${first!.stats.itemsRead} | ${first!.stats.readUnits.toFixed(1)} | ${mean((p) => p.stats.itemsRead).toFixed(0)} | ${mean((p) => p.stats.readUnits).toFixed(1)} | ${median(latencies).toFixed(0)} ms |`,
    );
  }
  console.info(`\n| filters (viewer) | cards on page 1 | items read, page 1 | read units, page 1 | items read, mean of 5 pages | read units, mean of 5 pages | first page p50 |`);
  console.info('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.info(row);
} finally {
  engine.process.kill();
  rmSync(stateDir, { recursive: true, force: true });
}
