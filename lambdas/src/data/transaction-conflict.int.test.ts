/**
 * A single-item write that meets a transaction on the same item gets TransactionConflictException,
 * which the SDK does not retry: the unread counter's version bump retries it itself, with jitter.
 */
import { randomUUID } from 'node:crypto';
import { TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { interceptDynamo } from '@safe-haven/testing/intercept-dynamo';
import { readUnreadCounts, touchUnreadVersion } from './unread';

const conflict = () => Promise.reject(new TransactionConflictException({ message: 'Transaction is ongoing for the item', $metadata: {} }));
let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('a write that meets a transaction', () => {
  it('is retried until the transaction is done, and counts once', async () => {
    const viewerId = randomUUID();
    let conflicts = 0;
    const mock = interceptDynamo((name, input) =>
      name === 'UpdateCommand' && String(input.UpdateExpression).startsWith('ADD version') && conflicts < 2 ? (conflicts++, conflict()) : 'pass');
    restore = () => mock.restore();
    await touchUnreadVersion(viewerId);
    expect(conflicts).toBe(2);
    expect((await readUnreadCounts(viewerId, { consistent: true })).version).toBe(1);
  });

  it('gives up after five conflicts in a row, so the stream retries the record', async () => {
    const mock = interceptDynamo((name, input) => (name === 'UpdateCommand' && String(input.UpdateExpression).startsWith('ADD version') ? conflict() : 'pass'));
    restore = () => mock.restore();
    await expect(touchUnreadVersion(randomUUID())).rejects.toMatchObject({ name: 'TransactionConflictException' });
  });
});
