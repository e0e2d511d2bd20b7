/** The caller's own profile as /api/me answers it. */
import type { MyProfile } from '@safe-haven/shared/api-types';
import type { TwoFactorStanding } from '@safe-haven/shared/two-factor';
import type { Profile } from '../data/profile';

export const toMyProfile = (profile: Profile, twoFactor?: TwoFactorStanding): MyProfile => ({
  id: profile.id,
  userId: profile.id,
  email: profile.email,
  firstName: profile.firstName,
  lastName: profile.lastName,
  role: profile.role,
  status: profile.status,
  ...(profile.photoUrl ? { photoUrl: profile.photoUrl } : {}),
  ...(profile.phone ? { phone: profile.phone } : {}),
  ...(profile.address ? { address: profile.address } : {}),
  ...(profile.bio ? { bio: profile.bio } : {}),
  ...(profile.meetingLink ? { meetingLink: profile.meetingLink } : {}),
  skills: profile.skills ?? [],
  twoFactorEnabled: profile.twoFactorEnabled === true,
  ...(profile.timeZone ? { timeZone: profile.timeZone } : {}),
  dailyDigest: profile.dailyDigest !== false,
  ...(twoFactor ? { twoFactor } : {}),
});
