/**
 * The staff pages' query of the profile (lib/my-profile.ts), cached 5 minutes with one retry after
 * 1 s: the guard's (hooks/use-my-profile.ts) and the one the app starts before the pages' code
 * arrives (lib/profile-head-start.ts), with the same key and options so the one takes the other's
 * answer over. Apart from my-profile.ts, which the login and password pages load without TanStack.
 */
import { ROLE_CACHE_STALE_MS, ROLE_RETRY_COUNT, ROLE_RETRY_DELAY_MS } from '@safe-haven/shared/constants';
import { fetchMyProfile } from './my-profile';
import { MY_PROFILE_QUERY_KEY } from './query-keys';

export const MY_PROFILE_QUERY = {
  queryKey: MY_PROFILE_QUERY_KEY,
  queryFn: fetchMyProfile,
  staleTime: ROLE_CACHE_STALE_MS,
  retry: ROLE_RETRY_COUNT,
  retryDelay: ROLE_RETRY_DELAY_MS,
} as const;
