/**
 * Cognito through Amplify, loaded only by staff routes (and by the preview check), never by the
 * public invitation pages. Configured once from /config.json. Amplify itself (lib/amplify-session.ts)
 * loads when a session is begun, refreshed or ended: a signed-in page's calls carry the access token
 * Amplify stored while it is good (lib/stored-session.ts), so the dashboard's first visit does without it.
 */
import type { RuntimeConfig } from '@safe-haven/shared/runtime-config';
import { loadRuntimeConfig } from './runtime-config';
import { ApiError, callApi, holdCallsWhileSessionEnds, registerAuth } from './api-client';
import * as API from './api-endpoints.generated';
import { rememberSignOutReason } from './sign-out-reason';
import { forgetDashboardCaches } from './dashboard-cache-storage';
import { storedAccessToken } from './stored-session';

let configured: Promise<RuntimeConfig> | undefined;

export const ensureAuthConfigured = (): Promise<RuntimeConfig> => {
  configured ??= loadRuntimeConfig().then((config) => {
    // The server refused the session (expired, revoked, or signed out elsewhere): clear this browser's copy.
    registerAuth(accessToken, () => {
      rememberSignOutReason('session-ended');
      void clearLocalSession().finally(() => window.location.assign('/'));
    });
    return config;
  });
  return configured;
};

/** Amplify's auth, loaded and configured on first use. */
const amplify = async () => {
  const config = await ensureAuthConfigured();
  const session = await import('./amplify-session');
  session.configureAmplify(config);
  return session;
};

/**
 * Every way this browser's session ends goes through here: the dashboard's kept lists and counts
 * (lib/persisted-dashboard-cache.ts) are dropped with the tokens, so the next person finds none.
 */
const signOut = async (): Promise<void> => {
  forgetDashboardCaches();
  await (await amplify()).signOut();
};

export const accessToken = async (): Promise<string | undefined> => {
  const config = await ensureAuthConfigured();
  const stored = storedAccessToken(config.userPoolClientId);
  if (stored) return stored;
  try {
    const session = await (await amplify()).fetchAuthSession();
    return session.tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
};

export const hasSession = async (): Promise<boolean> => (await accessToken()) !== undefined;

export type SignInOutcome =
  | { kind: 'signed-in' }
  | { kind: 'totp-required' }
  /** A temporary password (the stage's first admin, or a sign-up whose last step failed). */
  | { kind: 'new-password-required' }
  | { kind: 'unsupported'; step: string };

export const signInWithPassword = async (email: string, password: string): Promise<SignInOutcome> => {
  const config = await ensureAuthConfigured();
  const { signIn } = await amplify();
  // A stale session from another user would make signIn throw UserAlreadyAuthenticatedException.
  if (await hasSession()) await signOut();
  const result = await signIn({ username: email, password, options: { authFlowType: config.authFlowType } });
  return outcomeOf(result.nextStep.signInStep);
};

export const confirmTotpCode = async (code: string): Promise<SignInOutcome> => {
  const result = await (await amplify()).confirmSignIn({ challengeResponse: code });
  return outcomeOf(result.nextStep.signInStep);
};

/** Answers Cognito's NEW_PASSWORD_REQUIRED challenge with the password the person chose. */
export const chooseNewPassword = confirmTotpCode;

const outcomeOf = (step: string): SignInOutcome => {
  if (step === 'DONE') return { kind: 'signed-in' };
  if (step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return { kind: 'totp-required' };
  if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return { kind: 'new-password-required' };
  return { kind: 'unsupported', step };
};

/**
 * Signs the user out on every device: the server ends every session at once (its tokens are refused
 * from the next request, and Cognito revokes the refresh tokens), then Amplify signs out globally and
 * clears this browser's tokens. If the server cannot be reached the user stays signed in and may try
 * again, rather than believe a session ended that did not. Callers also clear cached role and user data.
 */
export const signOutEverywhere = async (idempotencyKey?: string): Promise<void> => {
  await ensureAuthConfigured();
  const release = await holdCallsWhileSessionEnds();
  try {
    await callApi(API.SignOut, { redirectOnUnauthorized: false, idempotencyKey, endsSession: true });
  } catch (error) {
    // 401: the session is already over on the server; only this browser's copy is left to clear.
    if (!(error instanceof ApiError && error.status === 401)) {
      release();
      throw error;
    }
  }
  // The server has already signed the user out everywhere (AdminUserGlobalSignOut), which revokes this
  // access token too: Cognito's GlobalSignOut with it could only fail (and the local emulator answers 500).
  // Amplify's local sign-out clears this browser's tokens and revokes the refresh token where it can.
  await signOut();
};

/** Clears this browser's tokens only, for a session the server already refused. */
export const clearLocalSession = async (): Promise<void> => {
  await ensureAuthConfigured();
  await signOut();
};

/** Fetching the session refreshes expired tokens with the refresh token. */
export const refreshSession = async (): Promise<void> => {
  await (await amplify()).fetchAuthSession();
};
