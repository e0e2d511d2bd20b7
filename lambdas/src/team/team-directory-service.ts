/**
 * Meet the Team: active people sorted admin, founder, lead generator, then first name, each with
 * their badges. Two reads: the profile list and every earned badge (one gsi2 partition).
 */
import type { TeamMember } from '@safe-haven/shared/api-types';
import { ROLE_SORT_ORDER } from '@safe-haven/shared/roles';
import { allEarnedBadges } from '../data/earned-badge';
import { allProfilesNewestFirst } from '../data/profile';
import { toBadgeViews } from './badge-views';

export const teamDirectory = async (): Promise<TeamMember[]> => {
  const [profiles, badges] = await Promise.all([allProfilesNewestFirst(), allEarnedBadges()]);
  return profiles
    .filter((profile) => profile.status === 'active')
    .sort((a, b) => ROLE_SORT_ORDER[a.role] - ROLE_SORT_ORDER[b.role] || a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName))
    .map((profile) => ({
      id: profile.id,
      firstName: profile.firstName,
      lastName: profile.lastName,
      role: profile.role,
      ...(profile.photoUrl ? { photoUrl: profile.photoUrl } : {}),
      ...(profile.bio ? { bio: profile.bio } : {}),
      badges: toBadgeViews(badges.get(profile.id) ?? []),
    }));
};
