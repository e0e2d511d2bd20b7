/**
 * Transactions whose items carry names. DynamoDB reports a cancelled transaction as an array of
 * reasons in item order; callers here ask "did the recipient condition fail?" by name, so adding or
 * reordering items cannot silently change which refusal a request gets.
 */
import { TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamo } from '../core/aws-clients';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One item of a transaction and the name its cancellation reason is read by. */
export interface NamedTransactItem<N extends string = string> {
  readonly name: N;
  readonly item: TransactItem;
}

export interface CancellationReason {
  /** ConditionalCheckFailed, TransactionConflict, None, ... */
  readonly code: string;
  /** The item as it was, when the item asked for it (ReturnValuesOnConditionCheckFailure: ALL_OLD). */
  readonly oldItem?: Record<string, unknown>;
}

export class TransactionCancelledError<N extends string = string> extends Error {
  constructor(
    readonly reasons: ReadonlyMap<N, CancellationReason>,
    options?: { cause?: unknown },
  ) {
    super(`Transaction cancelled: ${[...reasons].filter(([, r]) => r.code !== 'None').map(([name, r]) => `${name}=${r.code}`).join(', ')}`, options);
    this.name = 'TransactionCancelledError';
  }

  /** Whether the named item's condition failed. */
  conditionFailed(name: N): boolean {
    return this.reasons.get(name)?.code === 'ConditionalCheckFailed';
  }

  /** Another transaction touched the same items at the same time; nothing failed on its merits. */
  get conflictOnly(): boolean {
    const codes = [...this.reasons.values()].map((reason) => reason.code);
    return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
  }

  oldItem(name: N): Record<string, unknown> | undefined {
    return this.reasons.get(name)?.oldItem;
  }
}

/** Runs the items as one TransactWriteItems; a cancellation becomes a TransactionCancelledError. */
export const transactWrite = async <N extends string>(items: readonly NamedTransactItem<N>[]): Promise<void> => {
  const names = items.map((entry) => entry.name);
  if (new Set(names).size !== names.length) throw new Error(`Transaction item names must be unique: ${names.join(', ')}`);
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items.map((entry) => entry.item) }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const raw = error.CancellationReasons ?? [];
    const reasons = new Map<N, CancellationReason>(
      items.map((entry, index) => {
        const reason = raw[index];
        // The document client does not unmarshall cancellation reasons.
        return [entry.name, { code: reason?.Code ?? 'None', ...(reason?.Item ? { oldItem: unmarshall(reason.Item) } : {}) }];
      }),
    );
    throw new TransactionCancelledError(reasons, { cause: error });
  }
};

/** A random wait up to `base` x 2^attempt ms ("full jitter"), so writers that collided do not collide again in step. */
export const jitteredPause = (attempt: number, base = 25): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * base * 2 ** attempt));

/**
 * Retries a single-item write that DynamoDB refused because a transaction held the same item at that
 * moment (TransactionConflictException). The SDK does not retry it, and in the stream handler an
 * unretried conflict would spend one of the record's retries on a race nobody lost.
 */
export const retryOnTransactionConflict = async <T>(work: () => Promise<T>, attempts = 5): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof TransactionConflictException) || attempt >= attempts) throw error;
      await jitteredPause(attempt);
    }
  }
};

/** Retries a transaction that lost a race (TransactionConflict only); its conditions then decide. */
export const withConflictRetry = async <T>(work: () => Promise<T>, attempts = 3): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof TransactionCancelledError) || !error.conflictOnly || attempt >= attempts) throw error;
      await jitteredPause(attempt, 40);
    }
  }
};
