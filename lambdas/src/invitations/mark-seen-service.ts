/**
 * Viewing the list marks the shown invitations seen: for each, the viewer's entry in `seenBy` becomes
 * the status change they were shown. The write is conditional, so a viewer cannot mark what they may
 * not see, nor a status change newer than the one shown (it stays unread until they see it). The
 * stream handler then lowers their unread counts.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { InvitationViewsInput } from '@safe-haven/shared/validation/manage-invitations';
import { dynamo } from '../core/aws-clients';
import { isDynamoValidationError } from '../data/dynamo-errors';
import { invitationEntity } from '../data/invitation';
import { tableName } from '../data/table';
import { hasTeam } from '@safe-haven/shared/roles';
import type { Viewer } from './invitation-access';

const markOne = async (viewer: Viewer, id: string, statusUpdatedAt: string, seenByExists: boolean): Promise<boolean> => {
  // The same rule as canSee, as a condition.
  const visible = viewer.role === 'admin' ? '' : hasTeam(viewer.role) ? ' AND (senderId = :viewer OR senderAddedById = :viewer)' : ' AND senderId = :viewer';
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invitationEntity.key(id),
        UpdateExpression: seenByExists ? 'SET seenBy.#viewer = :seen' : 'SET seenBy = :map',
        ConditionExpression: seenByExists
          ? `statusUpdatedAt >= :seen AND (attribute_not_exists(seenBy.#viewer) OR seenBy.#viewer < :seen)${visible}`
          : `statusUpdatedAt >= :seen AND attribute_not_exists(seenBy)${visible}`,
        ...(seenByExists ? { ExpressionAttributeNames: { '#viewer': viewer.id } } : {}),
        ExpressionAttributeValues: {
          ':seen': statusUpdatedAt,
          ...(seenByExists ? {} : { ':map': { [viewer.id]: statusUpdatedAt } }),
          ...(visible ? { ':viewer': viewer.id } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    // Until someone has seen it, an invitation has no seenBy map to add an entry to (empty maps are
    // not stored: the local stream emulator cannot carry them).
    if (isDynamoValidationError(error) && seenByExists) return markOne(viewer, id, statusUpdatedAt, false);
    throw error;
  }
};

export const markInvitationsSeen = async (viewer: Viewer, input: InvitationViewsInput): Promise<{ marked: number }> => {
  const results = await Promise.all(input.items.map((item) => markOne(viewer, item.id, item.statusUpdatedAt, true)));
  return { marked: results.filter(Boolean).length };
};
