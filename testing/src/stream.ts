/** Reads the table stream as Lambda events: for replaying a batch in tests. */
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dynamoClient, LOCAL_CREDENTIALS } from '@safe-haven/scripts/local/bootstrap';
import { toLambdaRecord } from '@safe-haven/scripts/local/stream-poller';
import type { TestStackInfo } from './test-stack';

const streamOf = async (stack: TestStackInfo) => {
  const { config } = stack;
  const streams = new DynamoDBStreamsClient({ region: config.region, endpoint: `http://127.0.0.1:${config.ports.dynamodb}`, credentials: LOCAL_CREDENTIALS });
  const { Table } = await dynamoClient(config).send(new DescribeTableCommand({ TableName: config.tableName }));
  return { streams, streamArn: Table!.LatestStreamArn! };
};

/**
 * Resolves once the stack's stream handler has seen every write made so far, and every write it
 * made in turn (counters, unread items, emails and their status): the positive signal to wait for
 * before checking that something did not happen, or before a test starts on a quiet table. Two
 * drains, as the poller's idle moment may come just before an email's last write reaches the stream.
 */
export const streamSettled = async (stack: TestStackInfo): Promise<void> => {
  for (let round = 0; round < 2; round++) {
    const response = await fetch(stack.drainUrl, { method: 'POST' });
    if (response.status !== 204) throw new Error(`The stream poller did not drain: ${response.status} ${await response.text()}`);
  }
};

let settleInThisFile: (() => Promise<void>) | undefined;

/**
 * Called by each test file's setup (integration-env.ts, e2e-env.ts): helpers that wait for the
 * stream's work (waitUntilListed) then ask the stack's poller instead of polling the table.
 */
export const settleStreamWith = (stack: TestStackInfo): void => {
  settleInThisFile = () => streamSettled(stack);
};

/** streamSettled in a test file; nothing in a bench or a screenshot script, which poll instead. */
export const settleStreamIfInTest = (): Promise<void> => settleInThisFile?.() ?? Promise.resolve();

/** The whole table stream from its start (every test file's writes so far: slow on a long run). */
export const readWholeStream = async (stack: TestStackInfo): Promise<DynamoDBStreamEvent> => {
  const { streams, streamArn } = await streamOf(stack);
  const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
  const event: DynamoDBStreamEvent = { Records: [] };
  for (const shard of StreamDescription?.Shards ?? []) {
    let { ShardIterator: iterator } = await streams.send(
      new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard.ShardId!, ShardIteratorType: 'TRIM_HORIZON' }),
    );
    while (iterator) {
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      if (!page.Records?.length) break;
      event.Records.push(...page.Records.map((record) => toLambdaRecord(record, streamArn)));
      iterator = page.NextShardIterator;
    }
  }
  return event;
};

export interface StreamTail {
  /** Every record written since the tail was opened, in stream order (reads only what is new). */
  records(): Promise<DynamoDBRecord[]>;
  /**
   * Those of them the stack's poller has already handed to the stream handler (up to its checkpoint
   * in each shard): a redelivery without waiting for the poller to catch up.
   */
  delivered(): Promise<DynamoDBRecord[]>;
}

/** The poller's checkpoints (scripts/local/stream-poller.ts): the last sequence number it delivered per shard. */
const pollerCheckpoints = async (stack: TestStackInfo): Promise<Record<string, string>> => {
  const file = join(stack.config.stateDir, 'stream-checkpoints.json');
  for (let attempt = 0; ; attempt++) {
    try {
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
    } catch (error) {
      // Read while the poller rewrites it.
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};

/**
 * Follows the stream from now on and keeps what it read: a test that replays its own records reads
 * each one once instead of the whole suite's stream each time (the same records, as only writes made
 * after the tail was opened can be the test's). Shards that open later are read from their start.
 */
export const tailStream = async (stack: TestStackInfo): Promise<StreamTail> => {
  const { streams, streamArn } = await streamOf(stack);
  // Per shard, in the order DescribeStream lists them, as readWholeStream returns them.
  const positions = new Map<string, { iterator?: string; closed: boolean; seen: DynamoDBRecord[] }>();

  const openShards = async (from: 'LATEST' | 'TRIM_HORIZON') => {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (positions.has(shard.ShardId!)) continue;
      const { ShardIterator } = await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard.ShardId!, ShardIteratorType: from }));
      positions.set(shard.ShardId!, { iterator: ShardIterator, closed: false, seen: [] });
    }
  };
  await openShards('LATEST');

  const records = async () => {
    await openShards('TRIM_HORIZON');
    for (const [shardId, position] of positions) {
      while (!position.closed && position.iterator) {
        const page = await streams.send(new GetRecordsCommand({ ShardIterator: position.iterator, Limit: 1000 }));
        const read = page.Records ?? [];
        position.seen.push(...read.map((record) => toLambdaRecord(record, streamArn)));
        if (!page.NextShardIterator) position.closed = true;
        else position.iterator = page.NextShardIterator;
        if (read.length === 0) break;
      }
      if (!position.iterator && !position.closed) throw new Error(`No iterator for shard ${shardId}`);
    }
    return [...positions.values()].flatMap((position) => position.seen);
  };

  return {
    records,
    delivered: async () => {
      const checkpoints = await pollerCheckpoints(stack);
      await records();
      return [...positions].flatMap(([shardId, position]) => {
        const upTo = checkpoints[shardId];
        return upTo === undefined ? [] : position.seen.filter((record) => BigInt(record.dynamodb!.SequenceNumber!) <= BigInt(upTo));
      });
    },
  };
};
