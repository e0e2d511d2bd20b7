/**
 * The signed-in user's profile: role and status as the server reads them. Cached 5 minutes with
 * one retry after 1 s. No session, a session error or an inactive profile all mean "no role".
 * Amplify (lib/auth.ts) is imported on demand: with no tokens in storage there is no session to ask
 * it about, so the login screen of someone signed out shows its form without it. The staff pages
 * import lib/auth themselves (use-session-refresh.ts), so there the import is already loaded.
 */
import { useQuery } from '@tanstack/react-query';
import type { MyProfile } from '@safe-haven/shared/api-types';
import { ROLE_CACHE_STALE_MS, ROLE_RETRY_COUNT, ROLE_RETRY_DELAY_MS } from '@safe-haven/shared/constants';
import { ApiError, callApi } from '../lib/api-client';
import * as API from '../lib/api-endpoints.generated';
import { MY_PROFILE_QUERY_KEY } from '../lib/query-keys';
import { rememberSignOutReason, signOutReasonOf } from '../lib/sign-out-reason';
import { mayHaveStoredSession } from '../lib/stored-session';

export { MY_PROFILE_QUERY_KEY };

export const fetchMyProfile = async (): Promise<MyProfile | null> => {
  if (!mayHaveStoredSession()) return null;
  const { clearLocalSession, hasSession } = await import('../lib/auth');
  let signedIn: boolean;
  try {
    signedIn = await hasSession();
  } catch {
    await clearLocalSession().catch(() => undefined);
    return null;
  }
  if (!signedIn) return null;
  try {
    // A refusal is handled here, for every caller (the guard, the login screen), rather than by the
    // client's redirect-on-401, which would reload the page to say the same thing.
    return await callApi(API.GetMyProfile, { redirectOnUnauthorized: false });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      // The server refused this session for good: say why on the login screen, once, and drop this
      // browser's copy of the tokens so the next page load does not ask (and tell) again.
      rememberSignOutReason(signOutReasonOf(error));
      await clearLocalSession().catch(() => undefined);
      return null;
    }
    throw error;
  }
};

export const useMyProfile = () =>
  useQuery({
    queryKey: MY_PROFILE_QUERY_KEY,
    queryFn: fetchMyProfile,
    staleTime: ROLE_CACHE_STALE_MS,
    retry: ROLE_RETRY_COUNT,
    retryDelay: ROLE_RETRY_DELAY_MS,
  });
