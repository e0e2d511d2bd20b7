/** Earned badges as the browser shows them (name, description and icon from the catalogue). */
import { badgeById } from '@safe-haven/shared/badges';
import type { EarnedBadgeView } from '@safe-haven/shared/api-types';
import type { EarnedBadge } from '../data/earned-badge';

/** Newest first; badges no longer in the catalogue are left out. */
export const toBadgeViews = (earned: readonly EarnedBadge[]): EarnedBadgeView[] =>
  [...earned]
    .sort((a, b) => b.earnedAt.localeCompare(a.earnedAt))
    .flatMap((entry) => {
      const badge = badgeById(entry.badgeId);
      return badge ? [{ id: badge.id, name: badge.name, description: badge.description, icon: badge.icon, earnedAt: entry.earnedAt }] : [];
    });
