/** The account errors of both sign-up flows, as the HTTP refusals their pages turn into messages. */
import type { AccountRefusalCode } from '@safe-haven/shared/team-api-types';
import { ACCOUNT_SETUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { EmailRegisteredError, SignupInProgressError } from '../accounts/create-staff-account';
import { PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { WeakPasswordError } from '../accounts/cognito-users';
import { CommonPasswordError } from '../accounts/common-passwords';
import { type AppError, BadRequestError, ConflictError } from '../core/errors';

const refusal = (Type: typeof BadRequestError | typeof ConflictError, code: AccountRefusalCode, message: string) =>
  new Type(message, { code, details: { ok: false } });

/** An account error as a refusal, with the flow's own text for an email that is already registered. */
export const accountRefusal = (error: unknown, emailExistsMessage: string): AppError | undefined => {
  if (error instanceof EmailRegisteredError) return refusal(ConflictError, ERROR_CODES.EMAIL_EXISTS, emailExistsMessage);
  if (error instanceof SignupInProgressError) return refusal(ConflictError, ERROR_CODES.SIGNUP_IN_PROGRESS, ACCOUNT_SETUP_MESSAGES.inProgress);
  if (error instanceof WeakPasswordError) return refusal(BadRequestError, ERROR_CODES.WEAK_PASSWORD, ACCOUNT_SETUP_MESSAGES.weakPassword);
  if (error instanceof CommonPasswordError) return refusal(BadRequestError, ERROR_CODES.COMMON_PASSWORD, PASSWORD_MESSAGES.common);
  return undefined;
};
