/**
 * A bounded parallel scan: `segments` workers (DynamoDB's Segment/TotalSegments), each reading its
 * part of the table page by page, strongly consistent. At most `segments` pages are in flight, so
 * an operator sets how much of the table's read capacity a recount may take.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../core/aws-clients';
import { tableName } from '../../data/table';

export interface ScanProgress {
  items: number;
  readUnits: number;
}

export const scanTable = async (
  segments: number,
  onItem: (item: Record<string, unknown>) => void,
  onPage?: (progress: ScanProgress) => void,
): Promise<ScanProgress> => {
  const progress: ScanProgress = { items: 0, readUnits: 0 };
  const scanSegment = async (segment: number) => {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new ScanCommand({
          TableName: tableName(),
          Segment: segment,
          TotalSegments: segments,
          ConsistentRead: true,
          ExclusiveStartKey: startKey,
          ReturnConsumedCapacity: 'TOTAL',
        }),
      );
      for (const item of page.Items ?? []) onItem(item);
      progress.items += page.Items?.length ?? 0;
      progress.readUnits += page.ConsumedCapacity?.CapacityUnits ?? 0;
      onPage?.(progress);
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  };
  await Promise.all(Array.from({ length: segments }, (_, segment) => scanSegment(segment)));
  return progress;
};
