/** "Forgot password?": the two public calls (the code is Cognito's, mailed to the account's own address). */
import type { PasswordResetRequested } from '@safe-haven/shared/account-recovery';
import type { PasswordResetConfirm } from '@safe-haven/shared/validation/account-recovery';
import { apiRequest } from '../../../lib/api-client';

export const requestPasswordReset = (email: string, idempotencyKey: string) =>
  apiRequest<PasswordResetRequested>('/public/password-reset/request', { method: 'POST', body: { email }, idempotencyKey });

export const confirmPasswordReset = (input: PasswordResetConfirm, idempotencyKey: string) =>
  apiRequest<{ ok: true; message: string }>('/public/password-reset/confirm', { method: 'POST', body: input, idempotencyKey });
