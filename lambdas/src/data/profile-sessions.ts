import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { profileEntity } from './profile';
import { tableName } from './table';

/**
 * Ends every session of a user that signed in up to `at` (epoch seconds): the staff check refuses
 * their tokens from the next request on, even before they expire. Never moves the mark backwards.
 */
export const revokeProfileSessions = async (profileId: string, at: number): Promise<void> => {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileEntity.key(profileId),
        UpdateExpression: 'SET sessionsRevokedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(sessionsRevokedAt) OR sessionsRevokedAt < :at)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (error) {
    // Already revoked at or after `at` (or no such profile): nothing to do.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};
