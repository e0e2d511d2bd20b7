/**
 * Every invitation's id, 100 a page, through `allByCreated` (oldest first): for the one-off
 * operations that visit them all (the list-order backfill, the audit-trail migration).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { tableName } from './table';
import { ALL_INVITATIONS, LIST_ALL_ATTRIBUTE } from '@safe-haven/shared/table-definition';

export async function* invitationIdPages(): AsyncGenerator<string[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'allByCreated',
        KeyConditionExpression: '#all = :all',
        ExpressionAttributeNames: { '#all': LIST_ALL_ATTRIBUTE },
        ExpressionAttributeValues: { ':all': ALL_INVITATIONS },
        ExclusiveStartKey: startKey,
        Limit: 100,
      }),
    );
    yield (page.Items ?? []).map((entry) => String(entry.id));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
