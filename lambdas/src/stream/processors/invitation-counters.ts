/**
 * Keeps the invite counters (own_sent, my_leadgens_sent, total_sent) as the invitations are created.
 * Idempotent per fact, not per delivery: a marker item for "invitation X was counted" is written in
 * the same transaction as the increments, so a redelivered or replayed record changes nothing.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../core/aws-clients';
import { isInvitationItem } from '../../data/invitations';
import { keys, tableName } from '../../data/table';
import type { StreamChange } from '../handle-table-stream';

const increment = (key: { pk: string; sk: string }, attribute: string) => ({
  Update: {
    TableName: tableName(),
    Key: key,
    UpdateExpression: 'ADD #counter :one SET entity = :entity',
    ExpressionAttributeNames: { '#counter': attribute },
    ExpressionAttributeValues: { ':one': 1, ':entity': 'invite-stats' },
  },
});

export const countInvitations = async (change: StreamChange): Promise<void> => {
  if (change.eventName !== 'INSERT' || !isInvitationItem(change.newImage)) return;
  const invitation = change.newImage as { id: string; senderId: string; senderAddedById?: string };
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.countedFact(invitation.id, 'SENT'), entity: 'counted-fact', countedAt: new Date().toISOString() },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          increment(keys.inviteStats(invitation.senderId), 'ownSent'),
          increment(keys.globalInviteStats(), 'totalSent'),
          ...(invitation.senderAddedById ? [increment(keys.inviteStats(invitation.senderAddedById), 'myLeadgensSent')] : []),
        ],
      }),
    );
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (reasons?.[0]?.Code === 'ConditionalCheckFailed') return; // already counted
    throw error;
  }
};
