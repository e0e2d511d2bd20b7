/**
 * Every item of a Query, page after page. Only for lists that stay small by nature (staff, codes,
 * badges, pending invitations); anything that grows with invitations pages with a cursor instead
 * (index-pages.ts).
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { tableName } from './table';

export const queryAllItems = async (input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: cursor }));
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
};
