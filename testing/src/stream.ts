/** Reads the whole table stream from its start, as a Lambda event: for replaying a batch in tests. */
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { dynamoClient, LOCAL_CREDENTIALS } from '@safe-haven/scripts/local/bootstrap';
import { toLambdaRecord } from '@safe-haven/scripts/local/stream-poller';
import type { TestStackInfo } from './test-stack';

export const readWholeStream = async (stack: TestStackInfo): Promise<DynamoDBStreamEvent> => {
  const { config } = stack;
  const streams = new DynamoDBStreamsClient({ region: config.region, endpoint: `http://127.0.0.1:${config.ports.dynamodb}`, credentials: LOCAL_CREDENTIALS });
  const { Table } = await dynamoClient(config).send(new DescribeTableCommand({ TableName: config.tableName }));
  const streamArn = Table!.LatestStreamArn!;
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
