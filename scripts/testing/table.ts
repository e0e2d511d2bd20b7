/** Direct reads of the test stack's table, to check what a request really stored. */
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { searchKey } from '../../shared/src/search-terms';
import { dynamoClient } from '../local/bootstrap';
import type { TestStackInfo } from './test-stack';

const documentClient = (stack: TestStackInfo) => DynamoDBDocumentClient.from(dynamoClient(stack.config));

/** Counts invitations to an email across all senders (test-only: an exact term of the search index). */
export const countInvitationsTo = async (stack: TestStackInfo, email: string): Promise<number> => {
  let count = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient(stack).send(
      new QueryCommand({
        TableName: stack.config.tableName,
        IndexName: 'searchAll',
        KeyConditionExpression: 'searchAll = :all AND term = :email',
        ExpressionAttributeValues: { ':all': 'INVITATIONS', ':email': searchKey(email) },
        ExclusiveStartKey: cursor,
      }),
    );
    count += page.Count ?? 0;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return count;
};

export const itemsWithPrefix = async (stack: TestStackInfo, pk: string, skPrefix: string) => {
  const { Items } = await documentClient(stack).send(
    new QueryCommand({
      TableName: stack.config.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
};
