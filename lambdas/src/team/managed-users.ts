/** Manage Users' staff list: every profile with its role, status, two-factor and 'Invitations Sent'. */
import type { ManagedUser } from '@safe-haven/shared/team-api-types';
import { readSenderStats } from '../data/invite-stats';
import { allProfilesNewestFirst } from '../data/profile';

export const listManagedUsers = async (): Promise<ManagedUser[]> => {
  const profiles = await allProfilesNewestFirst();
  const stats = await readSenderStats(profiles.map((profile) => profile.id));
  return profiles.map((profile) => ({
    id: profile.id,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    role: profile.role,
    status: profile.status,
    createdAt: profile.createdAt,
    invitationsSent: stats.get(profile.id)?.ownSent ?? 0,
    twoFactorEnabled: profile.twoFactorEnabled === true,
    ...(profile.photoUrl ? { photoUrl: profile.photoUrl } : {}),
  }));
};
