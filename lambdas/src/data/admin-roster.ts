/**
 * The set of active admins (`ROSTER#ACTIVE_ADMINS`): every change that makes someone an active admin
 * or stops them being one updates it in the same transaction, and removing the last member is
 * refused by its condition. So two admins demoting each other at the same moment cannot leave the
 * product without an administrator: one of the two transactions fails.
 * A stage whose roster item is missing (first use, or a first admin created by hand) gets it built
 * from the profile list once.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { activeAdmins } from './profile';
import { tableName, type TableKey } from './table';
import type { NamedTransactItem } from './transaction';

const ROSTER_KEY: TableKey = { pk: 'ROSTER#ACTIVE_ADMINS', sk: 'ROSTER' };

/** Creates the roster from the active admins in the profile list, unless it exists. */
export const ensureAdminRoster = async (): Promise<void> => {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: ROSTER_KEY, ConsistentRead: true }));
  if (Item) return;
  const admins = await activeAdmins();
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...ROSTER_KEY, entity: 'admin-roster', ...(admins.length > 0 ? { ids: new Set(admins.map((admin) => admin.id)) } : {}) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
};

export const joinAdminRoster = <N extends string>(name: N, profileId: string): NamedTransactItem<N> => ({
  name,
  item: {
    Update: {
      TableName: tableName(),
      Key: ROSTER_KEY,
      UpdateExpression: 'ADD ids :id',
      ExpressionAttributeValues: { ':id': new Set([profileId]) },
    },
  },
});

/**
 * Takes someone off the roster; fails when they are its only member. Someone missing from the roster
 * (it drifted) can always leave: the condition only protects the admins it knows.
 */
export const leaveAdminRoster = <N extends string>(name: N, profileId: string): NamedTransactItem<N> => ({
  name,
  item: {
    Update: {
      TableName: tableName(),
      Key: ROSTER_KEY,
      UpdateExpression: 'DELETE ids :id',
      ConditionExpression: 'size(ids) > :one OR NOT contains(ids, :member)',
      ExpressionAttributeValues: { ':id': new Set([profileId]), ':one': 1, ':member': profileId },
    },
  },
});
