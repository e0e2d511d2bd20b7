/** Edit Profile: the caller's own personal and professional fields. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';
import type { updateProfileSchema } from '@safe-haven/shared/validation/team';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { dynamo } from '../core/aws-clients';
import { ConflictError } from '../core/errors';
import { profileEntity, type Profile } from '../data/profile';
import { tableName } from '../data/table';

const OPTIONAL_FIELDS = ['phone', 'address', 'bio'] as const;

/** Updates the caller's profile while it is active; empty optional fields are removed. */
export const updateOwnProfile = async (profile: Profile, input: z.output<typeof updateProfileSchema>, now = new Date()): Promise<Profile> => {
  const sets = ['firstName = :firstName', 'lastName = :lastName', 'skills = :skills', 'updatedAt = :now'];
  const removes: string[] = [];
  const values: Record<string, unknown> = {
    ':firstName': input.firstName, ':lastName': input.lastName, ':skills': input.skills, ':now': now.toISOString(), ':active': 'active',
  };
  for (const field of OPTIONAL_FIELDS) {
    const value = input[field];
    if (value) {
      sets.push(`${field} = :${field}`);
      values[`:${field}`] = value;
    } else removes.push(field);
  }
  return updateActiveProfile(profile.id, `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`, values);
};

/** One conditional update of an active profile, answering the profile as it now is. */
export const updateActiveProfile = async (id: string, updateExpression: string, values: Record<string, unknown>): Promise<Profile> => {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileEntity.key(id),
        UpdateExpression: updateExpression,
        ConditionExpression: '#status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':active': 'active', ...values },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return profileEntity.fromItem(Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      throw new ConflictError('Your account is not active any more.', { code: ERROR_CODES.INACTIVE });
    }
    throw error;
  }
};
