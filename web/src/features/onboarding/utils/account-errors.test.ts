import { describe, expect, it } from 'vitest';
import { ACCOUNT_SETUP_MESSAGES, FOUNDER_SIGNUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { codeValidationMessage, founderFailure, setupFailure } from './account-errors';

const apiError = (status: number, body: Record<string, unknown>) => new ApiError(status, String(body.message ?? 'x'), { message: String(body.message ?? 'x'), ...body });

describe('sign-up messages', () => {
  it.each([
    [apiError(409, { code: 'EMAIL_EXISTS' }), ACCOUNT_SETUP_MESSAGES.emailExists],
    [apiError(400, { code: 'WEAK_PASSWORD' }), ACCOUNT_SETUP_MESSAGES.weakPassword],
    [apiError(400, { code: 'COMMON_PASSWORD' }), PASSWORD_MESSAGES.common],
    [apiError(429, {}), ACCOUNT_SETUP_MESSAGES.rateLimited],
    [apiError(500, {}), ACCOUNT_SETUP_MESSAGES.failed],
    [new Error('boom'), ACCOUNT_SETUP_MESSAGES.failed],
  ])('set-up: %s', (error, message) => {
    expect(setupFailure(error)).toMatchObject({ message, title: ACCOUNT_SETUP_MESSAGES.failedTitle });
  });

  it('sends a used link back to the invalid card', () => {
    expect(setupFailure(apiError(404, { code: 'INVITATION_INVALID' })).kind).toBe('invalid-link');
  });

  it('founder: an existing email and a code used meanwhile', () => {
    expect(founderFailure(apiError(409, { code: 'EMAIL_EXISTS' }))).toMatchObject({ message: FOUNDER_SIGNUP_MESSAGES.emailExists, field: 'email' });
    expect(founderFailure(apiError(409, { code: 'CODE_INVALID', message: FOUNDER_SIGNUP_MESSAGES.codeUsed }))).toMatchObject({ kind: 'code-gone', message: FOUNDER_SIGNUP_MESSAGES.codeUsed });
  });

  it('founder: the emailed proof of another address is asked for, wrong or expired, on its own field', () => {
    for (const code of ['EMAIL_PROOF_REQUIRED', 'EMAIL_PROOF_WRONG', 'EMAIL_PROOF_EXPIRED']) {
      expect(founderFailure(apiError(400, { code, message: FOUNDER_SIGNUP_MESSAGES.emailCodeWrong }))).toMatchObject({ kind: 'message', field: 'emailCode', message: FOUNDER_SIGNUP_MESSAGES.emailCodeWrong });
    }
  });

  it('code validation: rate limit, the server reason, network and transport errors', () => {
    expect(codeValidationMessage(apiError(429, { rateLimited: true, error: 'x' }))).toBe(FOUNDER_SIGNUP_MESSAGES.rateLimited);
    expect(codeValidationMessage(apiError(400, { error: FOUNDER_SIGNUP_MESSAGES.codeExpired }))).toBe(FOUNDER_SIGNUP_MESSAGES.codeExpired);
    expect(codeValidationMessage(apiError(0, {}))).toBe(NETWORK_ERROR_MESSAGE);
    expect(codeValidationMessage(apiError(502, {}))).toBe(FOUNDER_SIGNUP_MESSAGES.validateFailed);
  });
});
