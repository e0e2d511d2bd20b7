/**
 * Writes the list-order entries of invitations written before the stream kept them (an ops script
 * runs it once per stage: scripts/ops/backfill-list-order.ts). Reads every invitation through
 * `allByCreated`, 100 at a time; an entry is written only where the stream has written none.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { invitationsByIds } from './invitation';
import { BACKFILL_POSITION, listOrderEntriesOf, putListOrderEntry } from './list-order';
import { tableName } from './table';
import { ALL_INVITATIONS, LIST_ALL_ATTRIBUTE } from './table-definition';

export const backfillListOrder = async (): Promise<{ invitations: number; written: number }> => {
  let startKey: Record<string, unknown> | undefined;
  let invitations = 0;
  let written = 0;
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
    for (const invitation of await invitationsByIds((page.Items ?? []).map((item) => String(item.id)))) {
      invitations++;
      for (const { kind, entry } of listOrderEntriesOf(invitation)) if (await putListOrderEntry(invitation.id, kind, entry, BACKFILL_POSITION)) written++;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { invitations, written };
};
