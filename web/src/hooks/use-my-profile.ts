/**
 * The signed-in user's profile (lib/my-profile.ts), cached 5 minutes with one retry after 1 s. The
 * staff pages import lib/auth themselves (use-session-refresh.ts), so there Amplify is already loaded.
 */
import { useQuery } from '@tanstack/react-query';
import { ROLE_CACHE_STALE_MS, ROLE_RETRY_COUNT, ROLE_RETRY_DELAY_MS } from '@safe-haven/shared/constants';
import { fetchMyProfile } from '../lib/my-profile';
import { MY_PROFILE_QUERY_KEY } from '../lib/query-keys';

export { fetchMyProfile, MY_PROFILE_QUERY_KEY };

/** The query's options, shared with the request the app starts before the signed-in pages' code arrives (lib/profile-head-start.ts). */
export const MY_PROFILE_QUERY = {
  queryKey: MY_PROFILE_QUERY_KEY,
  queryFn: fetchMyProfile,
  staleTime: ROLE_CACHE_STALE_MS,
  retry: ROLE_RETRY_COUNT,
  retryDelay: ROLE_RETRY_DELAY_MS,
} as const;

export const useMyProfile = () => useQuery(MY_PROFILE_QUERY);
