/**
 * `npm run ops:recount -- --local`, as an operator runs it, against the test stack's table: a drift is
 * printed, the dry run leaves it in place, and the exit code says a drift remains. (--fix is covered
 * by lambdas/src/stream/recount/recount.int.test.ts; here it would touch other test files' data.)
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { dynamo } from '@safe-haven/lambdas/core/aws-clients';
import { tableName } from '@safe-haven/lambdas/data/table';
import { ROOT_DIR } from '../local/config';

const stack = inject('stack');
const key = { pk: `STATS#ghost-${randomUUID()}`, sk: 'INVITE_STATS' };

const runRecount = async (...args: string[]) => {
  try {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/ops/recount.ts', '--local', ...args], {
      cwd: ROOT_DIR, env: { ...process.env, DYNAMODB_PORT: String(stack.config.ports.dynamodb) },
      // The table is shared with the other tests of the run, whose unread markers in flight it lists
      // too: past execFile's 1 MB default the output would be cut, and the child killed.
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

describe('ops:recount --local', () => {
  afterAll(async () => {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: key }));
  });

  it('prints a drift, changes nothing in a dry run, and exits 1', async () => {
    // Three invitations counted for someone who sent none.
    await dynamo().send(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: 'ADD ownSent :three SET entity = :entity', ExpressionAttributeValues: { ':three': 3, ':entity': 'invite-stats' } }));
    const result = await runRecount('--segments', '2');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`drift   ${key.pk} INVITE_STATS ownSent: table 3, recount 0`);
    expect(result.stdout).toMatch(/items scanned, \d+ read units\. \d+ figure\(s\) differ from the recount: run again with --fix to repair them\./);
    const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    expect(Item?.ownSent).toBe(3);
  }, 60_000);
});
