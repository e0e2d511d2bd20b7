/**
 * Shows on the invitation what became of its latest email (pending, sent, failed, dead ...), so a
 * card can suggest a resend without reading the outbox. The outbox item is read again (current
 * state), so a late or repeated record never writes an older status; the write is conditional on
 * the email still being the invitation's latest.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../core/aws-clients';
import { invitationEntity } from '../../data/invitation';
import { getOutboxEmail, outboxEntity } from '../../data/outbox';
import { tableName } from '../../data/table';
import type { StreamChange } from '../stream-change';

export const mirrorEmailDelivery = async (change: StreamChange): Promise<void> => {
  const item = change.newImage;
  if (change.eventName !== 'MODIFY' || !outboxEntity.is(item) || change.oldImage?.status === item?.status) return;
  const email = outboxEntity.fromItem(item!);
  if (email.message.template !== 'invitation') return;
  const current = await getOutboxEmail(email.id);
  if (!current) return;
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invitationEntity.key(email.message.invitationId),
        UpdateExpression: 'SET emailDelivery = :status',
        ConditionExpression: 'latestEmailId = :id AND (attribute_not_exists(emailDelivery) OR emailDelivery <> :status)',
        ExpressionAttributeValues: { ':status': current.status, ':id': email.id },
      }),
    );
  } catch (error) {
    // Deleted, or a newer email (a resend) is the latest now.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};
