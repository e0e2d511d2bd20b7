/**
 * Watches the test table's stream from "now" on: every write of any kind shows up as a record, so a
 * test can prove that a refused request wrote nothing (and wait until accepted ones have settled).
 */
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record } from '@aws-sdk/client-dynamodb-streams';
import { dynamoClient, LOCAL_CREDENTIALS } from '@safe-haven/scripts/local/bootstrap';
import type { TestStackInfo } from './test-stack';

export interface TableWrites {
  /** Records written since the last call. */
  next(): Promise<_Record[]>;
  /** Waits until no record has arrived for `quietMs` (the stream handler's own writes included). */
  settle(quietMs?: number, timeoutMs?: number): Promise<void>;
}

export const watchTableWrites = async (stack: TestStackInfo): Promise<TableWrites> => {
  const { config } = stack;
  const streams = new DynamoDBStreamsClient({ region: config.region, endpoint: `http://127.0.0.1:${config.ports.dynamodb}`, credentials: LOCAL_CREDENTIALS });
  const { Table } = await dynamoClient(config).send(new DescribeTableCommand({ TableName: config.tableName }));
  const streamArn = Table!.LatestStreamArn!;
  const iterators = new Map<string, string>();

  const openShards = async () => {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (iterators.has(shard.ShardId!) || shard.SequenceNumberRange?.EndingSequenceNumber) continue;
      const { ShardIterator } = await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard.ShardId!, ShardIteratorType: 'LATEST' }));
      if (ShardIterator) iterators.set(shard.ShardId!, ShardIterator);
    }
  };
  await openShards();

  const next = async (): Promise<_Record[]> => {
    const records: _Record[] = [];
    for (const [shardId, iterator] of iterators) {
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      records.push(...(page.Records ?? []));
      if (page.NextShardIterator) iterators.set(shardId, page.NextShardIterator);
      else iterators.delete(shardId);
    }
    if (iterators.size === 0) await openShards();
    return records;
  };

  return {
    next,
    settle: async (quietMs = 700, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() - quietSince < quietMs) {
        if (Date.now() > deadline) throw new Error('The table kept changing');
        await new Promise((r) => setTimeout(r, 100));
        if ((await next()).length > 0) quietSince = Date.now();
      }
    },
  };
};
