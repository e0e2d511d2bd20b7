/** Direct reads of the test stack's table, to check what a request really stored. */
import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import { dynamoClient } from '@safe-haven/scripts/local/bootstrap';
import type { TestStackInfo } from './test-stack';

const documentClient = (stack: TestStackInfo) => DynamoDBDocumentClient.from(dynamoClient(stack.config));

/**
 * Counts invitations to a person (any spelling of their address) across all senders. Test-only: a
 * Scan filtered on the canonical address, which no index of the product is keyed on.
 */
export const countInvitationsTo = async (stack: TestStackInfo, email: string): Promise<number> => {
  let count = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient(stack).send(
      new ScanCommand({
        TableName: stack.config.tableName,
        FilterExpression: 'entity = :invitation AND recipientKey = :email',
        ExpressionAttributeValues: { ':invitation': 'invitation', ':email': canonicalEmail(email) },
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

/** Every item of the test table (test-only Scan: the product never scans). */
export const allItems = async (stack: TestStackInfo): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient(stack).send(new ScanCommand({ TableName: stack.config.tableName, ExclusiveStartKey: cursor, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
};
