import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ProfileStatus, StaffRole } from '@safe-haven/shared/roles';
import { dynamo } from '../core/aws-clients';
import { entityAttributes, keys, tableName } from './table';

export interface Profile {
  /** The Cognito subject; profiles.id and profiles.user_id of the first version are the same value here. */
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  status: ProfileStatus;
  /** The admin or founder who added this user; drives 'my lead gens'. */
  addedById?: string;
  phone?: string;
  address?: string;
  bio?: string;
  skills?: string[];
  photoUrl?: string;
  /** Epoch seconds: sessions that signed in at or before this are over (sign-out everywhere). */
  sessionsRevokedAt?: number;
  createdAt: string;
  updatedAt: string;
}

export const PROFILE_ENTITY = 'profile';

const toItem = (profile: Profile) => ({
  ...keys.profile(profile.id),
  ...keys.profileList(profile.createdAt, profile.id),
  ...(profile.addedById ? keys.profileTeam(profile.addedById, profile.createdAt, profile.id) : {}),
  entity: PROFILE_ENTITY,
  ...profile,
});

export const fromProfileItem = (item: Record<string, unknown>): Profile => entityAttributes<Profile>(item);

export const getProfile = async (id: string): Promise<Profile | undefined> => {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.profile(id), ConsistentRead: true }));
  return Item ? fromProfileItem(Item) : undefined;
};

export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`A profile with email ${email} already exists`);
    this.name = 'EmailTakenError';
  }
}

/** Creates a profile and claims its email in one transaction, so two profiles never share an email. */
export const createProfile = async (profile: Profile): Promise<void> => {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: toItem(profile), ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.profileEmail(profile.email), entity: 'profile-email', profileId: profile.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') throw new EmailTakenError(profile.email);
    throw error;
  }
};
