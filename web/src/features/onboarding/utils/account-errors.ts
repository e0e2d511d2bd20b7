/** What a failed account creation shows: the catalogue's sign-up messages, by the server's refusal code. */
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { ACCOUNT_SETUP_MESSAGES, FOUNDER_SIGNUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password';

export interface AccountFailure {
  /** The invitation or code can no longer be used: the page goes back a step. */
  kind: 'invalid-link' | 'code-gone' | 'message';
  title: string;
  message: string;
  field?: 'email' | 'password' | 'emailCode';
}

export const setupFailure = (error: unknown): AccountFailure => {
  const title = ACCOUNT_SETUP_MESSAGES.failedTitle;
  if (!(error instanceof ApiError)) return { kind: 'message', title, message: ACCOUNT_SETUP_MESSAGES.failed };
  switch (error.body.code) {
    case ERROR_CODES.INVITATION_INVALID:
      return { kind: 'invalid-link', title: ACCOUNT_SETUP_MESSAGES.invalidTitle, message: ACCOUNT_SETUP_MESSAGES.invalidBody };
    case ERROR_CODES.EMAIL_EXISTS:
      return { kind: 'message', title, message: ACCOUNT_SETUP_MESSAGES.emailExists };
    case ERROR_CODES.WEAK_PASSWORD:
      return { kind: 'message', title, message: ACCOUNT_SETUP_MESSAGES.weakPassword, field: 'password' };
    case ERROR_CODES.COMMON_PASSWORD:
      return { kind: 'message', title, message: PASSWORD_MESSAGES.common, field: 'password' };
    case ERROR_CODES.VALIDATION_FAILED:
      return { kind: 'message', title, message: ACCOUNT_SETUP_MESSAGES.weakPassword, field: 'password' };
    case ERROR_CODES.SIGNUP_IN_PROGRESS:
      return { kind: 'message', title, message: ACCOUNT_SETUP_MESSAGES.inProgress };
    default:
      if (error.status === 429) return { kind: 'message', title, message: ACCOUNT_SETUP_MESSAGES.rateLimited };
      if (error.status === 0) return { kind: 'message', title, message: NETWORK_ERROR_MESSAGE };
      return { kind: 'message', title, message: ACCOUNT_SETUP_MESSAGES.failed };
  }
};

export const founderFailure = (error: unknown): AccountFailure => {
  const title = ACCOUNT_SETUP_MESSAGES.failedTitle;
  if (!(error instanceof ApiError)) return { kind: 'message', title, message: FOUNDER_SIGNUP_MESSAGES.unexpected };
  switch (error.body.code) {
    case ERROR_CODES.CODE_INVALID:
      return { kind: 'code-gone', title, message: error.message };
    case ERROR_CODES.EMAIL_EXISTS:
      return { kind: 'message', title, message: FOUNDER_SIGNUP_MESSAGES.emailExists, field: 'email' };
    case ERROR_CODES.WEAK_PASSWORD:
      return { kind: 'message', title, message: ACCOUNT_SETUP_MESSAGES.weakPassword, field: 'password' };
    case ERROR_CODES.COMMON_PASSWORD:
      return { kind: 'message', title, message: PASSWORD_MESSAGES.common, field: 'password' };
    case ERROR_CODES.EMAIL_PROOF_REQUIRED:
    case ERROR_CODES.EMAIL_PROOF_WRONG:
    case ERROR_CODES.EMAIL_PROOF_EXPIRED:
      return { kind: 'message', title, message: error.message, field: 'emailCode' };
    case ERROR_CODES.VALIDATION_FAILED:
    case ERROR_CODES.SIGNUP_IN_PROGRESS:
      return { kind: 'message', title, message: error.message };
    default:
      if (error.status === 429) return { kind: 'message', title, message: ACCOUNT_SETUP_MESSAGES.rateLimited };
      if (error.status === 0) return { kind: 'message', title, message: NETWORK_ERROR_MESSAGE };
      return { kind: 'message', title, message: FOUNDER_SIGNUP_MESSAGES.unexpected };
  }
};

/** Code validation: rate limited, refused with the server's reason, or could not be checked. */
export const codeValidationMessage = (error: unknown): string => {
  if (!(error instanceof ApiError)) return FOUNDER_SIGNUP_MESSAGES.validateFailed;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  if (error.body.rateLimited === true) return FOUNDER_SIGNUP_MESSAGES.rateLimited;
  if (typeof error.body.error === 'string' && error.body.error) return error.body.error;
  if (error.status === 400) return error.message || FOUNDER_SIGNUP_MESSAGES.invalidCode;
  return FOUNDER_SIGNUP_MESSAGES.validateFailed;
};
