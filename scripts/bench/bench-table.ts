/**
 * A private DynamoDB Local (in memory, nothing else of the stack) holding the product's table, for
 * benchmarks that run the services in their own process and need only the table. It sets the
 * handlers' environment, so lambdas modules imported after it read and write this table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { indexKeySchema, indexProjection, keyAttributes, TABLE_INDEXES, TABLE_KEY } from '@safe-haven/shared/table-definition';
import { dynamoClient } from '../local/bootstrap';
import { localStackConfig, type LocalStackConfig } from '../local/config';
import { startDynamoDb } from '../local/engines';
import { handlerEnvironment } from '../local/stack';

export interface BenchTable {
  config: LocalStackConfig;
  /** Stops the engine and removes its state. */
  stop(): void;
}

/** `basePort` is shifted by TEST_PORT_OFFSET, as the test stacks' are. */
export const startBenchTable = async (name: string, basePort: number, heapMb: number): Promise<BenchTable> => {
  const port = basePort + Number(process.env.TEST_PORT_OFFSET ?? 0);
  const stateDir = mkdtempSync(join(tmpdir(), `safe-haven-bench-${name}-`));
  const config = localStackConfig({
    stateDir,
    ports: { web: port, api: port + 1, dynamodb: port + 2, cognito: port + 3, ses: port + 4, s3: port + 5 },
    dynamoDb: { inMemory: true, heapMb },
  });
  const engine = await startDynamoDb(config);
  const stop = () => {
    engine.process.kill();
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    Object.assign(process.env, handlerEnvironment(config));
    await dynamoClient(config).send(
      new CreateTableCommand({
        TableName: config.tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keyAttributes().map((attribute) => ({ AttributeName: attribute, AttributeType: 'S' })),
        KeySchema: [{ AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' }, { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' }],
        GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({ IndexName: index.indexName, KeySchema: indexKeySchema(index), Projection: indexProjection(index) })),
      }),
    );
  } catch (error) {
    stop();
    throw error;
  }
  return { config, stop };
};
