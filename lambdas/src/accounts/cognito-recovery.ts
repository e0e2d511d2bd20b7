/**
 * Cognito's own recovery flows. A reset code is always Cognito's (ForgotPassword with the web app's
 * public client, the call a browser would make), mailed by Cognito to the account's own address; the
 * server never sees it until the person types it in, and never chooses a password for anyone.
 */
import {
  CodeMismatchException, ConfirmForgotPasswordCommand, ExpiredCodeException, ForgotPasswordCommand, InvalidPasswordException, LimitExceededException,
  NotAuthorizedException, PasswordHistoryPolicyViolationException, TooManyFailedAttemptsException, TooManyRequestsException, UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../core/cognito-client';
import { requiredEnv } from '../core/env';
import { logger } from '../core/logger';

/** The web app's public client: ForgotPassword and ConfirmForgotPassword are authorised by it, not by IAM. */
const resetClientId = () => requiredEnv('PASSWORD_RESET_CLIENT_ID');

/**
 * Asks Cognito to mail a reset code. Whatever Cognito answers (no such user, a disabled one, its own
 * limit) the caller learns only whether it was sent: the public answer never depends on it.
 */
export const sendResetCode = async (email: string): Promise<boolean> => {
  try {
    await cognitoClient().send(new ForgotPasswordCommand({ ClientId: resetClientId(), Username: email }));
    return true;
  } catch (error) {
    logger.warn('Cognito sent no reset code', { reason: (error as Error).name });
    return false;
  }
};

export type ResetRefusal = 'code-wrong' | 'code-expired' | 'too-many' | 'password';

export class ResetRefusedError extends Error {
  constructor(readonly reason: ResetRefusal) {
    super(`Password reset refused: ${reason}`);
    this.name = 'ResetRefusedError';
  }
}

const REFUSALS: [new (...args: never[]) => Error, ResetRefusal][] = [
  [CodeMismatchException, 'code-wrong'],
  // Cognito answers an unknown user (or one with no code) as a wrong code when it hides who exists.
  [UserNotFoundException, 'code-wrong'],
  // A disabled user (suspended) is refused as a wrong code: the page must not tell who exists.
  [NotAuthorizedException, 'code-wrong'],
  [ExpiredCodeException, 'code-expired'],
  [LimitExceededException, 'too-many'],
  [TooManyFailedAttemptsException, 'too-many'],
  [TooManyRequestsException, 'too-many'],
  [InvalidPasswordException, 'password'],
  [PasswordHistoryPolicyViolationException, 'password'],
];

/** Sets the new password with the emailed code; throws ResetRefusedError when Cognito refuses. */
export const confirmReset = async (email: string, code: string, password: string): Promise<void> => {
  try {
    await cognitoClient().send(new ConfirmForgotPasswordCommand({ ClientId: resetClientId(), Username: email, ConfirmationCode: code, Password: password }));
  } catch (error) {
    const refusal = REFUSALS.find(([kind]) => error instanceof kind);
    if (refusal) throw new ResetRefusedError(refusal[1]);
    throw error;
  }
};
