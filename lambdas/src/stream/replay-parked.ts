/**
 * Re-feeds parked stream records (parked-records.ts) to the stream handler, oldest first, one at a
 * time, and deletes each one the handler processed. A dry run (the default) only lists them. The
 * handler is whatever `invoke` calls: the deployed function (scripts/ops/stream-replay.ts) or the
 * handler module itself (tests, the local stack). Processors are idempotent, so a record replayed
 * twice changes nothing more.
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { deleteParkedRecord, listParkedRecords, REPLAY_EVENT_SOURCE, type ParkedRecord } from './parked-records';

export interface ReplayReport {
  parked: number;
  replayed: number;
  stillFailing: number;
}

export const replayParkedRecords = async (options: {
  apply: boolean;
  invoke: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;
  print?: (line: string) => void;
}): Promise<ReplayReport> => {
  const print = options.print ?? (() => undefined);
  const parked = await listParkedRecords();
  const report: ReplayReport = { parked: parked.length, replayed: 0, stillFailing: 0 };
  const describe = (entry: ParkedRecord) =>
    `${entry.record.eventName} ${JSON.stringify(entry.record.dynamodb?.Keys ?? {})} parked ${entry.parkedAt} after ${entry.attempts} attempts: ${entry.lastError}`;
  for (const entry of parked) {
    if (!options.apply) {
      print(`would replay ${describe(entry)}`);
      continue;
    }
    // Marked as a replay, so a record that fails again is reported, never parked anew and deleted here.
    const response = await options.invoke({ Records: [{ ...entry.record, eventSource: REPLAY_EVENT_SOURCE }] });
    if ((response?.batchItemFailures ?? []).length > 0) {
      report.stillFailing++;
      print(`still failing, kept: ${describe(entry)}`);
      continue;
    }
    await deleteParkedRecord(entry.sk);
    report.replayed++;
    print(`replayed ${describe(entry)}`);
  }
  return report;
};
