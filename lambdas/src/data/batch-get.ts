/** BatchGetItem over any number of keys: chunks of 100, unprocessed keys retried with backoff. */
import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { tableName, type TableKey } from './table';

const CHUNK = 100;

export const batchGetItems = async (
  keys: readonly TableKey[],
  options: { consistent?: boolean; onRead?: (readUnits: number) => void } = {},
): Promise<Record<string, unknown>[]> => {
  const unique = [...new Map(keys.map((key) => [`${key.pk}\u0000${key.sk}`, key])).values()];
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < unique.length; start += CHUNK) {
    let pending: Record<string, unknown>[] | undefined = unique.slice(start, start + CHUNK).map((key) => ({ ...key }));
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** attempt)));
      const result: BatchGetCommandOutput = await dynamo().send(
        new BatchGetCommand({
          RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: options.consistent ?? false } },
          ...(options.onRead ? { ReturnConsumedCapacity: 'TOTAL' } : {}),
        }),
      );
      options.onRead?.((result.ConsumedCapacity ?? []).reduce((sum, consumed) => sum + (consumed.CapacityUnits ?? 0), 0));
      items.push(...(result.Responses?.[tableName()] ?? []));
      pending = result.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return items;
};
