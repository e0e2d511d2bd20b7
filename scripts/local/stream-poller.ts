/**
 * Reads the local table's stream and invokes the real stream handler with the events Lambda's two
 * event source mappings would send (stream-filters.ts): the ordered reader's records in batches of up
 * to 100, in order; the emails reader's one at a time, in parallel. ReportBatchItemFailures honoured
 * (retry from the first failed record), at most MAX_ATTEMPTS tries, then the batch goes to a
 * dead-letter file, as the SQS queue receives it in AWS.
 */
import {
  DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalStackConfig } from './config';
import { dynamoClient, LOCAL_CREDENTIALS } from './bootstrap';
import { wantedBy } from '@safe-haven/lambdas/stream/stream-filters';

type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;

export const MAX_ATTEMPTS = 3;
const BATCH_SIZE = 100;
const POLL_MS = 200;
const SHARD_REFRESH_MS = 5_000;

export interface StreamPoller {
  stop(): Promise<void>;
  /** Resolves once every record written so far has been handed to the handler (tests wait on it). */
  drain(): Promise<void>;
  /** Holds delivery (benchmarks separate a request's own work from the stream's); drain() resumes. */
  pause(): void;
  /**
   * Drops every record written so far without delivering it (the benchmark's bulk-seeded items,
   * which in AWS would have been imported, not streamed). Call it while paused.
   */
  skipPending(): Promise<void>;
}

export const toLambdaRecord = (record: StreamRecord, streamArn: string): DynamoDBRecord => ({
  eventID: record.eventID,
  eventName: record.eventName as DynamoDBRecord['eventName'],
  eventVersion: record.eventVersion,
  eventSource: 'aws:dynamodb',
  awsRegion: record.awsRegion,
  eventSourceARN: streamArn,
  dynamodb: {
    ...(record.dynamodb as DynamoDBRecord['dynamodb']),
    ApproximateCreationDateTime: record.dynamodb?.ApproximateCreationDateTime
      ? Math.floor(new Date(record.dynamodb.ApproximateCreationDateTime).getTime() / 1000)
      : undefined,
  },
});

export const startStreamPoller = async (
  config: LocalStackConfig,
  handler: StreamHandler,
  log: (line: string) => void = () => undefined,
): Promise<StreamPoller> => {
  const streams = new DynamoDBStreamsClient({ region: config.region, endpoint: `http://127.0.0.1:${config.ports.dynamodb}`, credentials: LOCAL_CREDENTIALS });
  const { Table } = await dynamoClient(config).send(new DescribeTableCommand({ TableName: config.tableName }));
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${config.tableName} has no stream`);

  const checkpointFile = join(config.stateDir, 'stream-checkpoints.json');
  const deadLetterFile = join(config.stateDir, 'stream-dead-letters.jsonl');
  const checkpoints: Record<string, string> = existsSync(checkpointFile) ? JSON.parse(readFileSync(checkpointFile, 'utf8')) : {};
  const iterators = new Map<string, string | undefined>();
  let stopped = false;
  let paused = false;
  let idleWaiters: (() => void)[] = [];
  let busy = false;
  /** Ends the idle wait between polls early: a drain() need not wait out POLL_MS for its empty poll. */
  let wakeUp: (() => void) | undefined;
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => wakeUp?.(), POLL_MS);
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      };
    });

  const refreshShards = async () => {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const shardId = shard.ShardId!;
      if (iterators.has(shardId)) continue;
      const after = checkpoints[shardId];
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ShardIteratorType: after ? 'AFTER_SEQUENCE_NUMBER' : 'TRIM_HORIZON',
          SequenceNumber: after,
        }),
      );
      iterators.set(shardId, ShardIterator);
    }
  };

  /** One reader's delivery of records to the handler, retried as its event source mapping would. */
  const invoke = async (shardId: string, records: DynamoDBRecord[]) => {
    let pending = records;
    for (let attempt = 1; pending.length > 0; attempt++) {
      let failedFrom: string | undefined;
      try {
        const response = await handler({ Records: pending });
        failedFrom = response?.batchItemFailures?.[0]?.itemIdentifier;
      } catch (error) {
        failedFrom = pending[0]?.dynamodb?.SequenceNumber;
        log(`stream handler threw: ${(error as Error).message}`);
      }
      if (!failedFrom) break;
      const index = pending.findIndex((r) => r.dynamodb?.SequenceNumber === failedFrom);
      pending = index >= 0 ? pending.slice(index) : pending;
      if (attempt >= MAX_ATTEMPTS) {
        appendFileSync(deadLetterFile, `${JSON.stringify({ shardId, at: new Date().toISOString(), records: pending })}\n`);
        log(`stream: ${pending.length} record(s) sent to ${deadLetterFile} after ${attempt} attempts`);
        break;
      }
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  };

  /** The emails reader's invocations still running (drain() waits for them). */
  const emailsInFlight = new Set<Promise<void>>();

  const deliver = async (shardId: string, records: DynamoDBRecord[]) => {
    // As the event source mappings' filters do in AWS: each reader sees only its records. The emails
    // reader sends each email in its own invocation, in parallel, off the ordered path.
    for (const record of records.filter((r) => wantedBy('emails', r))) {
      const sending: Promise<void> = invoke(shardId, [record]).finally(() => emailsInFlight.delete(sending));
      emailsInFlight.add(sending);
    }
    await invoke(shardId, records.filter((r) => wantedBy('ordered', r)));
    const last = records.at(-1)?.dynamodb?.SequenceNumber;
    if (last) {
      checkpoints[shardId] = last;
      writeFileSync(checkpointFile, JSON.stringify(checkpoints));
    }
  };

  // The shards are listed again only when one has closed (its children hold the records that follow)
  // or every SHARD_REFRESH_MS: listing them at every poll was half of what an idle stack asked of
  // DynamoDB Local, five times a second.
  let shardsListedAt = 0;
  let shardClosed = true;
  const pollOnce = async (): Promise<number> => {
    if (shardClosed || Date.now() - shardsListedAt >= SHARD_REFRESH_MS) {
      shardClosed = false;
      shardsListedAt = Date.now();
      await refreshShards();
    }
    let seen = 0;
    for (const [shardId, iterator] of iterators) {
      if (!iterator) continue;
      const { Records, NextShardIterator } = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: BATCH_SIZE }));
      iterators.set(shardId, NextShardIterator);
      if (!NextShardIterator) shardClosed = true;
      if (Records && Records.length > 0) {
        seen += Records.length;
        await deliver(shardId, Records.map((r) => toLambdaRecord(r, streamArn)));
      }
    }
    return seen;
  };

  const loop = (async () => {
    while (!stopped) {
      if (paused) {
        await new Promise((r) => setTimeout(r, POLL_MS));
        continue;
      }
      busy = true;
      let seen = 0;
      try {
        seen = await pollOnce();
      } catch (error) {
        log(`stream poll failed: ${(error as Error).message}`);
      }
      busy = false;
      if (seen === 0) {
        // Idle once the emails reader is done too: a test waiting on drain() may read the mailbox.
        if (emailsInFlight.size === 0) {
          for (const wake of idleWaiters) wake();
          idleWaiters = [];
        }
        await idle();
      }
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      await loop;
      await Promise.allSettled([...emailsInFlight]);
    },
    pause: () => {
      paused = true;
    },
    skipPending: async () => {
      if (!paused) throw new Error('skipPending() drops records: pause() the poller first');
      await refreshShards();
      for (const shardId of iterators.keys()) {
        const { ShardIterator } = await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: 'LATEST' }));
        iterators.set(shardId, ShardIterator);
      }
    },
    drain: () =>
      new Promise<void>((resolveDrain) => {
        paused = false;
        // Wait for one full empty poll that started after this call.
        const waitForEmptyPoll = () => idleWaiters.push(resolveDrain);
        if (busy) idleWaiters.push(waitForEmptyPoll);
        else waitForEmptyPoll();
        // Between polls: poll now rather than when the idle wait ends (a test's wait, every file's start).
        wakeUp?.();
      }),
  };
};
