/** The next-step due date staff set in the details dialog (a calendar date, or none). */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import type { NextStepInput } from '@safe-haven/shared/validation/manage-invitations';
import { dynamo } from '../core/aws-clients';
import { invitationEntity } from '../data/invitation';
import type { Profile } from '../data/profile';
import { tableName } from '../data/table';
import { invitationNotFound, visibleInvitation } from './invitation-access';
import { invitationDetails } from './invitation-details-service';

export const setNextStepDue = async (actor: Profile, id: string, input: NextStepInput): Promise<InvitationDetails> => {
  await visibleInvitation(actor, id);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invitationEntity.key(id),
        // nextStepSetAt: setting the next step is an update (the list's 'Last update' order).
        UpdateExpression: input.nextStepDueAt ? 'SET nextStepDueAt = :due, nextStepSetAt = :now, lastActivityAt = :now' : 'REMOVE nextStepDueAt SET nextStepSetAt = :now, lastActivityAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': new Date().toISOString(), ...(input.nextStepDueAt ? { ':due': input.nextStepDueAt } : {}) },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw invitationNotFound();
    throw error;
  }
  return invitationDetails(actor, id);
};
