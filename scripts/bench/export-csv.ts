/**
 * 'Export CSV' at volume: one lead generator's BENCH_EXPORT_ROWS invitations (2,000 by
 * default; a third of them answered, with a typical answer), seeded into a private in-memory DynamoDB
 * Local with their list-order entries (as the stream writes them), then exported as the app asks
 * (sort=updated) RUNS times. Prints the median time, the file's bytes per row, and the rows one
 * response can hold under Lambda's 6 MB payload limit: the figures behind MAX_EXPORT_ROWS
 * (docs/performance.md, "Export CSV and Import CSV").
 * Run: TEST_PORT_OFFSET=<n> npx tsx scripts/bench/export-csv.ts
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { AUDIENCES, PIPELINE_BY_AUDIENCE } from '@safe-haven/shared/audiences';
import { MAX_EXPORT_BYTES } from '@safe-haven/shared/invitation-export';
import type { Invitation } from '@safe-haven/lambdas/data/invitation';
import { startBenchTable } from './bench-table';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 2_000);
const RUNS = 5;
const LAMBDA_PAYLOAD_BYTES = 6 * 1024 * 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const bench = await startBenchTable('export', 18600, 1024);
try {
  const { dynamo } = await import('@safe-haven/lambdas/core/aws-clients');
  const { tableName } = await import('@safe-haven/lambdas/data/table');
  const { invitationEntity } = await import('@safe-haven/lambdas/data/invitation');
  const { invitationResponseEntity } = await import('@safe-haven/lambdas/data/invitation-response');
  const { listOrderEntriesOf, listOrderKey, LIST_ORDER_TAG, BACKFILL_POSITION } = await import('@safe-haven/lambdas/data/list-order');
  const { exportInvitations } = await import('@safe-haven/lambdas/invitations/export-invitations-service');

  const sender = { id: randomUUID(), role: 'leadgen' as const, firstName: 'Bench', lastName: 'Sender' };
  const now = Date.now();
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < ROWS; i += 1) {
    const audience = AUDIENCES[i % AUDIENCES.length]!;
    const createdAt = new Date(now - i * 60_000).toISOString();
    const answered = i % 3 === 0;
    const invitation: Invitation = {
      id: randomUUID(), tokenHash: randomBytes(32).toString('hex'), audience, pipeline: PIPELINE_BY_AUDIENCE[audience],
      status: answered ? 'yes' : 'sent', recipientEmail: `maria.gonzalez${i}@example.com`, recipientKey: `maria.gonzalez${i}@example.com`,
      recipientFirstName: 'Maria', recipientLastName: `Gonzalez-Whitfield ${i}`, recipientName: `Maria Gonzalez-Whitfield ${i}`,
      senderId: sender.id, inviterName: 'Bench Sender', inviterEmail: 'bench@example.com', createdAt,
      expiresAt: new Date(now + 30 * 86_400_000).toISOString(), lastActivityAt: createdAt, nextStepDueAt: '2026-12-15',
      ...(answered ? { responseAt: createdAt, answer: 'yes' as const } : {}),
    };
    items.push(invitationEntity.toItem(invitation));
    items.push(...listOrderEntriesOf(invitation).map(({ kind, entry }) => ({ ...listOrderKey(invitation.id, kind), entity: LIST_ORDER_TAG, ...entry, asOf: BACKFILL_POSITION })));
    if (answered) {
      items.push(invitationResponseEntity.toItem({
        id: randomUUID(), invitationId: invitation.id, createdAt, inviteeName: 'Maria Gonzalez-Whitfield', inviteeEmail: invitation.recipientEmail,
        inviteePhone: '+1 303 555 0142', inviteeAddress: '1200 Larimer Street, Denver, CO 80204', responseType: 'interested',
        additionalNotes: 'Interested in a family membership; please call after 5 pm on weekdays. We visited last spring and loved the trails.',
      }));
    }
  }
  const seeding = Date.now();
  for (let start = 0; start < items.length; start += 25 * 16) {
    await Promise.all(
      Array.from({ length: 16 }, (_, j) => items.slice(start + j * 25, start + (j + 1) * 25)).filter((chunk) => chunk.length > 0).map(async (chunk) => {
        let pending: unknown[] | undefined = chunk.map((Item) => ({ PutRequest: { Item } }));
        while (pending && pending.length > 0) {
          const result: BatchWriteCommandOutput = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending as never } }));
          pending = result.UnprocessedItems?.[tableName()];
        }
      }),
    );
  }
  console.log(`seeded ${ROWS} invitations (${items.length} items) in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

  const times: number[] = [];
  let bytes = 0;
  let rows = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const file = await exportInvitations(sender, { sort: 'updated', team: false, search: undefined }, { maxRows: ROWS + 1 });
    times.push(performance.now() - started);
    bytes = Buffer.byteLength(file.csv);
    rows = file.rows;
  }
  const perRow = bytes / rows;
  // The file travels as a JSON string: its quotes and line breaks are escaped (measured, not assumed).
  const lastFile = await exportInvitations(sender, { sort: 'updated', team: false, search: undefined }, { maxRows: ROWS + 1 });
  const payloadPerRow = Buffer.byteLength(JSON.stringify(lastFile)) / rows;
  console.table({
    rows,
    'median ms (5 runs, including the access-log writes)': Math.round(median(times)),
    'ms per 1,000 rows': Math.round((median(times) / rows) * 1000),
    'file bytes': bytes,
    'bytes per row (a third answered)': Math.round(perRow),
    'rows in MAX_EXPORT_BYTES': Math.floor(MAX_EXPORT_BYTES / perRow),
    'rows in 6 MB (JSON-escaped)': Math.floor(LAMBDA_PAYLOAD_BYTES / payloadPerRow),
  });
} finally {
  bench.stop();
}
