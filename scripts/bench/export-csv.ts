/**
 * 'Export CSV' at volume: one lead generator's BENCH_EXPORT_ROWS invitations (2,000 by
 * default; a third of them answered, with a typical answer), seeded into a private in-memory DynamoDB
 * Local with their list-order entries (as the stream writes them), then exported as the browser asks
 * (sort=updated, a part at a time until no cursor is left) RUNS times. Prints the median time of the
 * whole export and of its slowest part, the parts, the bytes per row, and the rows one part's response
 * can hold: the figures behind EXPORT_PART_ROWS and EXPORT_PART_BYTES (docs/performance.md, "Export
 * CSV and Import CSV").
 * Run: TEST_PORT_OFFSET=<n> npx tsx scripts/bench/export-csv.ts
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { AUDIENCES, PIPELINE_BY_AUDIENCE } from '@safe-haven/shared/audiences';
import { EXPORT_PART_BYTES } from '@safe-haven/shared/invitation-export';
import type { InvitationExportPart } from '@safe-haven/shared/api-types';
import type { Invitation } from '@safe-haven/lambdas/data/invitation';
import { startBenchTable } from './bench-table';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 2_000);
const RUNS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const bench = await startBenchTable('export', 18600, 1024);
try {
  const { dynamo } = await import('@safe-haven/lambdas/core/aws-clients');
  const { tableName } = await import('@safe-haven/lambdas/data/table');
  const { invitationEntity } = await import('@safe-haven/lambdas/data/invitation');
  const { invitationResponseEntity } = await import('@safe-haven/lambdas/data/invitation-response');
  const { listOrderEntriesOf, listOrderKey, LIST_ORDER_TAG, BACKFILL_POSITION } = await import('@safe-haven/lambdas/data/list-order');
  const { exportInvitationPart } = await import('@safe-haven/lambdas/invitations/export-invitations-service');

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

  /** Every part, as the browser reads them, each timed. */
  const exportAll = async () => {
    const parts: { part: InvitationExportPart; ms: number }[] = [];
    let cursor: string | undefined;
    do {
      const started = performance.now();
      const part = await exportInvitationPart(sender, { sort: 'updated', team: false, search: undefined, ...(cursor ? { cursor } : {}) });
      parts.push({ part, ms: performance.now() - started });
      cursor = part.nextCursor;
    } while (cursor);
    return parts;
  };
  const totals: number[] = [];
  const slowestParts: number[] = [];
  let parts: Awaited<ReturnType<typeof exportAll>> = [];
  for (let run = 0; run < RUNS; run += 1) {
    parts = await exportAll();
    totals.push(parts.reduce((sum, { ms }) => sum + ms, 0));
    slowestParts.push(Math.max(...parts.map(({ ms }) => ms)));
  }
  const rows = parts.reduce((sum, { part }) => sum + part.rows.length, 0);
  const fileBytes = parts.reduce((sum, { part }) => sum + Buffer.byteLength((part.header ?? '') + part.rows.map((row) => row.line).join('')), 0);
  // A part travels as JSON inside the HTTP response's JSON: measured that way, not assumed.
  const responseBytes = parts.reduce((sum, { part }) => sum + Buffer.byteLength(JSON.stringify(JSON.stringify(part))), 0);
  console.table({
    rows,
    parts: parts.length,
    'median ms, whole export (5 runs, including the access-log writes)': Math.round(median(totals)),
    'median ms, slowest part': Math.round(median(slowestParts)),
    'ms per 1,000 rows': Math.round((median(totals) / rows) * 1000),
    'file bytes per row (a third answered)': Math.round(fileBytes / rows),
    'response bytes per row': Math.round(responseBytes / rows),
    'rows EXPORT_PART_BYTES holds': Math.floor(EXPORT_PART_BYTES / (responseBytes / rows)),
  });
} finally {
  bench.stop();
}
