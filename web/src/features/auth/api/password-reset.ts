/** "Forgot password?": the two public calls (the code is Cognito's, mailed to the account's own address). */
import type { PasswordResetConfirm } from '@safe-haven/shared/validation/account-recovery';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

export const requestPasswordReset = (email: string, idempotencyKey: string) =>
  callApi(API.RequestPasswordReset, { body: { email }, idempotencyKey });

export const confirmPasswordReset = (input: PasswordResetConfirm, idempotencyKey: string) =>
  callApi(API.ConfirmPasswordReset, { body: input, idempotencyKey });
