/** BatchWriteItem of new items: chunks of 25, a few chunks at once, unprocessed items retried with backoff. */
import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { tableName } from './table';

const CHUNK = 25;
/** Chunks in flight at once: enough to write 10,000 items in a few seconds, few enough not to be throttled. */
const PARALLEL = 8;

const writeChunk = async (items: readonly Record<string, unknown>[]): Promise<void> => {
  let pending: Record<string, unknown>[] | undefined = items.map((item) => ({ PutRequest: { Item: item } }));
  for (let attempt = 0; pending && pending.length > 0; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** attempt)));
    const result: BatchWriteCommandOutput = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = result.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
  }
};

export const batchPutItems = async (items: readonly Record<string, unknown>[]): Promise<void> => {
  const chunks: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) chunks.push(items.slice(start, start + CHUNK));
  for (let start = 0; start < chunks.length; start += PARALLEL) {
    await Promise.all(chunks.slice(start, start + PARALLEL).map(writeChunk));
  }
};
