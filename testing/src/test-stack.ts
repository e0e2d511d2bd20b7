/** Starts a private local stack for a test run: its own ports and a throwaway state directory. */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localStackConfig, type LocalStackConfig } from '@safe-haven/scripts/local/config';
import { startLocalStack, type LocalStack } from '@safe-haven/scripts/local/stack';

export interface TestStackInfo {
  urls: LocalStack['urls'];
  pool: LocalStack['pool'];
  config: LocalStackConfig;
  env: Record<string, string>;
  /**
   * POST here resolves once the stack's stream poller has handed every record written so far to the
   * stream handler, emails included (streamSettled in stream.ts): the poller lives in the process
   * that started the stack, the tests in workers of their own.
   */
  drainUrl: string;
}

/** A loopback endpoint for the workers: the poller's drain(), over HTTP. */
const serveDrain = async (stack: LocalStack) => {
  const server = createServer((request, response) => {
    if (request.method !== 'POST') return void response.writeHead(405).end();
    stack.poller.drain().then(() => response.writeHead(204).end(), (error: Error) => response.writeHead(500).end(error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/drain`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

export const startTestStack = async (
  name: string,
  basePort: number,
  web: 'preview' | 'none',
  overrides: Partial<Omit<LocalStackConfig, 'stateDir' | 'ports'>> = {},
): Promise<{ stack: LocalStack; info: TestStackInfo; teardown: () => Promise<void> }> => {
  const stateDir = mkdtempSync(join(tmpdir(), `safe-haven-${name}-`));
  // TEST_PORT_OFFSET lets two checkouts of the repository run their tests at the same time.
  basePort += Number(process.env.TEST_PORT_OFFSET ?? 0);
  const config = localStackConfig({
    // Tests need no data after they end, and DynamoDB Local syncs every write to disk otherwise
    // (50 to 150 items a second here against 1,500 in memory): the stream keeps up with the suite.
    dynamoDb: { inMemory: true, heapMb: 1024 },
    ...overrides,
    stateDir,
    ports: { web: basePort, api: basePort + 1, dynamodb: basePort + 2, cognito: basePort + 3, ses: basePort + 4, s3: basePort + 5 },
  });
  const stack = await startLocalStack(config, { web, sweepIntervalMs: 0, log: (line) => appendFileSync(join(stateDir, 'stack.log'), `${line}\n`) });
  const { handlerEnvironment } = await import('@safe-haven/scripts/local/stack');
  const drain = await serveDrain(stack);
  return {
    stack,
    info: { urls: stack.urls, pool: stack.pool, config, env: handlerEnvironment(config, stack.pool), drainUrl: drain.url },
    teardown: async () => {
      await drain.close();
      await stack.stop();
      if (!process.env.KEEP_TEST_STATE) rmSync(stateDir, { recursive: true, force: true });
    },
  };
};
