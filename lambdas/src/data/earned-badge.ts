/**
 * Earned badges: `PROFILE#<profileId>` / `BADGE#<badgeId>`, written once (conditional create) by the
 * stream handler when a count reaches a badge's criteria. `celebratedAt` is set when the earner has
 * seen the 'Congratulations!' dialog, so it is shown once. All earned badges also sit in one gsi2
 * partition (`EARNED_BADGES`), so the team directory reads everyone's badges with one Query.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { profilePartition } from './profile';
import { keyTemplate } from './key-template';
import { defineEntity } from './entity';
import { tableName } from './table';
import { queryAllItems } from './query-all';

export interface EarnedBadge {
  profileId: string;
  badgeId: string;
  earnedAt: string;
  /** The count that earned it. */
  count: number;
  celebratedAt?: string;
}

const BADGE = keyTemplate('BADGE');

const keyOf = (profileId: string, badgeId: string) => ({ pk: profilePartition(profileId), sk: BADGE.of(badgeId) });
const EARNED_PARTITION = 'EARNED_BADGES';

export const earnedBadgeEntity = defineEntity<EarnedBadge, [profileId: string, badgeId: string]>({
  tag: 'earned-badge',
  key: keyOf,
  identity: (badge) => [badge.profileId, badge.badgeId],
  indexes: (badge) => ({ gsi2pk: EARNED_PARTITION, gsi2sk: `${badge.profileId}#${badge.badgeId}` }),
});

/** Awards a badge unless it was earned before; true when this call awarded it. */
export const awardBadge = (badge: EarnedBadge): Promise<boolean> => earnedBadgeEntity.createOne(badge);

/** One person's earned badges (strongly consistent: the celebration must not miss a fresh one). */
export const badgesOf = async (profileId: string): Promise<EarnedBadge[]> => {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :badge)',
      ExpressionAttributeValues: { ':pk': profilePartition(profileId), ':badge': BADGE.start },
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).map((item) => earnedBadgeEntity.fromItem(item));
};

/** Everyone's earned badges, grouped by profile (one Query of the EARNED_BADGES partition). */
export const allEarnedBadges = async (): Promise<Map<string, EarnedBadge[]>> => {
  const byProfile = new Map<string, EarnedBadge[]>();
  const items = await queryAllItems({ IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :earned', ExpressionAttributeValues: { ':earned': EARNED_PARTITION } });
  for (const badge of items.map((item) => earnedBadgeEntity.fromItem(item))) {
    byProfile.set(badge.profileId, [...(byProfile.get(badge.profileId) ?? []), badge]);
  }
  return byProfile;
};

/** Marks the celebration shown; false when it was shown before (or the badge is not the caller's). */
export const markCelebrated = async (profileId: string, badgeId: string, at: string): Promise<boolean> => {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(profileId, badgeId),
        UpdateExpression: 'SET celebratedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(celebratedAt)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};
