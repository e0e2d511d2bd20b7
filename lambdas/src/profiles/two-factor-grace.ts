/** The one sign-in of grace an older admin or founder gets before a second factor is required. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { profileEntity } from '../data/profile';
import { tableName } from '../data/table';

/** Records the session given grace; only the first one counts, so later calls change nothing. */
export const recordTwoFactorGrace = async (profileId: string, authTime: number): Promise<void> => {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileEntity.key(profileId),
        UpdateExpression: 'SET twoFactorGraceAuthTime = :authTime',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(twoFactorGraceAuthTime)',
        ExpressionAttributeValues: { ':authTime': authTime },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};
