/**
 * The signed-in user's profile (lib/my-profile.ts), as the staff pages cache it. The staff pages
 * import lib/auth themselves (use-session-refresh.ts), so there Amplify is already loaded.
 */
import { useQuery } from '@tanstack/react-query';
import { fetchMyProfile } from '../lib/my-profile';
import { MY_PROFILE_QUERY } from '../lib/my-profile-query';
import { MY_PROFILE_QUERY_KEY } from '../lib/query-keys';

export { fetchMyProfile, MY_PROFILE_QUERY_KEY };

export const useMyProfile = () => useQuery(MY_PROFILE_QUERY);
