/**
 * Awards the badges whose criteria a sender's counts now meet. Runs after a count changes; reading
 * the counts again (strongly consistent) makes it safe to run any number of times, and the award
 * itself is a conditional create, so each badge is earned once.
 */
import { BADGE_WINDOW_DAYS, badgesMet, type BadgeCounts } from '@safe-haven/shared/badges';
import { awardBadge, badgesOf } from '../../data/earned-badge';
import { readDailySent, readSenderStats, sentWithin } from '../../data/invite-stats';

const LONGEST_WINDOW_DAYS = Math.max(...Object.values(BADGE_WINDOW_DAYS));

export const badgeCountsOf = async (profileId: string, now: Date): Promise<BadgeCounts> => {
  const [stats, daily] = await Promise.all([
    readSenderStats([profileId], { consistent: true }).then((all) => all.get(profileId)!),
    readDailySent(profileId, LONGEST_WINDOW_DAYS, now, { consistent: true }),
  ]);
  return {
    invitations_sent: stats.ownSent,
    invitations_sent_weekly: sentWithin(daily, BADGE_WINDOW_DAYS.invitations_sent_weekly!, now),
    invitations_sent_monthly: sentWithin(daily, BADGE_WINDOW_DAYS.invitations_sent_monthly!, now),
    invitations_sent_quarterly: sentWithin(daily, BADGE_WINDOW_DAYS.invitations_sent_quarterly!, now),
    interested_responses: stats.yesCount,
  };
};

export const evaluateBadges = async (profileId: string, now: Date): Promise<void> => {
  const [counts, earned] = await Promise.all([badgeCountsOf(profileId, now), badgesOf(profileId)]);
  const have = new Set(earned.map((badge) => badge.badgeId));
  for (const badge of badgesMet(counts).filter((candidate) => !have.has(candidate.id))) {
    await awardBadge({ profileId, badgeId: badge.id, earnedAt: now.toISOString(), count: counts[badge.criteriaType] });
  }
};
