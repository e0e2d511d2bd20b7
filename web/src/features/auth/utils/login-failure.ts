/** The login screen's one failure toast: Cognito's refusal in words a person can act on. */
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { toaster } from '../../../components/ui/toaster';

export const LOGIN_ERROR_TOAST_ID = 'login-error';

const CREDENTIAL_ERRORS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

/** Cognito's own errors carry a message meant for people; anything else is unexpected. */
const isAuthServiceError = (error: unknown): error is Error =>
  error instanceof Error && /Exception$|Error$/.test(error.name) && error.name !== 'TypeError' && error.name !== 'Error';

/** Whether Cognito refused with this error (a wrong code, a password it does not accept). */
export const isAuthError = (error: unknown, name: string): boolean => error instanceof Error && error.name === name;

/** One toast at a time: a repeated failure replaces the previous one instead of stacking. */
export const showLoginFailure = (title: string, description: string): void => {
  toaster.remove(LOGIN_ERROR_TOAST_ID);
  toaster.create({ id: LOGIN_ERROR_TOAST_ID, type: 'error', title, description });
};

export const showSignInError = (error: unknown): void => {
  if (isAuthServiceError(error)) {
    // Cognito in AWS (preventUserExistenceErrors) answers both cases alike; the emulator does not.
    showLoginFailure(AUTH_MESSAGES.loginFailedTitle, CREDENTIAL_ERRORS.has(error.name) ? AUTH_MESSAGES.invalidCredentials : error.message);
  } else showLoginFailure(AUTH_MESSAGES.loginErrorTitle, AUTH_MESSAGES.unexpected);
};
