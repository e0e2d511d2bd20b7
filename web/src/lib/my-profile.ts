/**
 * The signed-in user's profile as the server reads it (role, status), or null: no session, a session
 * error or an inactive profile all mean "no role". Without TanStack Query, so the login screen's own
 * entry (src/login-main.tsx) can ask it; the staff pages cache it with useMyProfile.
 * Amplify (lib/auth.ts) is imported on demand: with no tokens in storage there is no session to ask
 * it about, so the login screen of someone signed out shows its form without it.
 */
import type { MyProfile } from '@safe-haven/shared/api-types';
import { ApiError, callApi } from './api-client';
import * as API from './api-endpoints.generated';
import { rememberSignOutReason, signOutReasonOf } from './sign-out-reason';
import { mayHaveStoredSession } from './stored-session';

export const fetchMyProfile = async (): Promise<MyProfile | null> => {
  if (!mayHaveStoredSession()) return null;
  const { clearLocalSession, hasSession } = await import('./auth');
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
