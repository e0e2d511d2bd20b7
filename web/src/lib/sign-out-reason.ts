/**
 * Why the server ended a session, kept for the login screen across the redirect or reload that
 * follows, so nobody lands on an empty sign-in form without a word. Only a known reason is stored and
 * the words come from the shared catalogue, so nothing in storage is ever shown as it is.
 */
import { API_MESSAGES } from '@safe-haven/shared/messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { ApiError } from './api-client';

const STORAGE_KEY = 'safe-haven:signed-out-because';

const REASONS = {
  /** 401: signed out everywhere, or the session expired and could not be refreshed. */
  'session-ended': API_MESSAGES.sessionEnded,
  /** 403 INACTIVE: an admin suspended the account while it was signed in. */
  inactive: API_MESSAGES.forbiddenInactive,
} as const;
type SignOutReason = keyof typeof REASONS;

const isReason = (value: string | null): value is SignOutReason => value !== null && Object.hasOwn(REASONS, value);

/** The reason a staff call's refusal gives, if it is one that ends the session. */
export const signOutReasonOf = (error: unknown): SignOutReason | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 401) return 'session-ended';
  if (error.status === 403 && error.body.code === ERROR_CODES.INACTIVE) return 'inactive';
  return undefined;
};

export const rememberSignOutReason = (reason: SignOutReason | undefined): void => {
  if (!reason) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, reason);
  } catch {
    // Storage refused (private browsing): the login screen simply shows no reason.
  }
};

/** The message for the remembered reason, once: reading it forgets it. */
export const takeSignOutMessage = (): string | undefined => {
  try {
    const reason = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    return isReason(reason) ? REASONS[reason] : undefined;
  } catch {
    return undefined;
  }
};
