/** The signed-in person's badges, and the ones whose celebration they have not seen yet. */
import type { MyBadgesResponse } from '@safe-haven/shared/api-types';
import { badgesOf } from '../data/earned-badge';
import { toBadgeViews } from './badge-views';

export const myBadges = async (profileId: string): Promise<MyBadgesResponse> => {
  const earned = await badgesOf(profileId);
  return {
    badges: toBadgeViews(earned),
    // Oldest first: celebrated in the order they were earned.
    uncelebrated: toBadgeViews(earned.filter((badge) => !badge.celebratedAt)).reverse(),
  };
};
