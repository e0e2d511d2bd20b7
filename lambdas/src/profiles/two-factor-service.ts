import { hasTwoFactor } from '../accounts/cognito-users';
import type { Profile } from '../data/profile';
import { updateActiveProfile } from './profile-service';

/**
 * Reads whether the user's authenticator app is on from Cognito itself (never from the browser's
 * word) and keeps it on the profile, where Manage Users shows it.
 */
export const syncTwoFactor = async (profile: Profile): Promise<boolean> => {
  const enabled = await hasTwoFactor(profile.id);
  if (enabled !== (profile.twoFactorEnabled === true)) await updateActiveProfile(profile.id, 'SET twoFactorEnabled = :enabled', { ':enabled': enabled });
  return enabled;
};
