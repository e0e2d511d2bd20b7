/**
 * Add note: an audit-trail entry without a status change, for what a call or a meeting said. It
 * leaves the status, its time and the unread state alone: a note is not news to the other viewers.
 */
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import type { InvitationNoteInput } from '@safe-haven/shared/validation/manage-invitations';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { invitationEntity, type AuditEntry } from '../data/invitation';
import type { Profile } from '../data/profile';
import { tableName } from '../data/table';
import { invitationNotFound, visibleInvitation } from './invitation-access';
import { invitationDetails } from './invitation-details-service';
import { senderDisplayName } from './sender-name';

export const addInvitationNote = async (actor: Profile, id: string, input: InvitationNoteInput, now = new Date()): Promise<InvitationDetails> => {
  const invitation = await visibleInvitation(actor, id);
  const entry: AuditEntry = {
    from_status: invitation.status, to_status: invitation.status, at: now.toISOString(), note: input.note, kind: 'note',
    by: actor.id, byName: senderDisplayName(actor),
  };
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invitationEntity.key(id),
        UpdateExpression: 'SET audit = list_append(if_not_exists(audit, :empty), :entry)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':entry': [entry], ':empty': [] },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw invitationNotFound();
    throw error;
  }
  return invitationDetails(actor, id);
};
