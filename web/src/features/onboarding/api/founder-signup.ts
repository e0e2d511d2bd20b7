/** Founder sign-up's calls: validate an invite code, prove another address if needed, then create the founder account. */
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import type { AccountCreatedResult, EmailProofSent, ValidateSignupCodeResult } from '@safe-haven/shared/team-api-types';
import type { FounderSignupInput, RequestEmailProofInput } from '@safe-haven/shared/validation/team';
import { apiRequest } from '../../../lib/api-client';

export const useValidateSignupCode = () =>
  useSubmitOnce((code: string, idempotencyKey) =>
    apiRequest<ValidateSignupCodeResult>('/public/signup-codes/validate', { method: 'POST', body: { code }, idempotencyKey }),
  );

export const useFounderSignup = () =>
  useSubmitOnce((input: FounderSignupInput, idempotencyKey) =>
    apiRequest<AccountCreatedResult>('/public/founder-signup', { method: 'POST', body: input, idempotencyKey }),
  );

export const useRequestEmailProof = () =>
  useSubmitOnce((input: RequestEmailProofInput, idempotencyKey) =>
    apiRequest<EmailProofSent>('/public/founder-signup/email-proof', { method: 'POST', body: input, idempotencyKey }),
  );
