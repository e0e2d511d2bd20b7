/** The one sign-in of grace an older admin or founder gets before a second factor is required. */
import { profileEntity } from '../data/profile';

/** Records the session given grace; only the first one counts, so later calls change nothing. */
export const recordTwoFactorGrace = async (profileId: string, authTime: number): Promise<void> => {
  await profileEntity
    .update(profileId)
    .set({ twoFactorGraceAuthTime: authTime })
    .where((c) => c.and(c.exists('pk'), c.notExists('twoFactorGraceAuthTime')))
    .attempt();
};
