/** Founder sign-up's calls: validate an invite code, prove another address if needed, then create the founder account. */
import { useMutation } from '@tanstack/react-query';
import type { AccountCreatedResult, EmailProofSent, ValidateSignupCodeResult } from '@safe-haven/shared/team-api-types';
import type { FounderSignupInput, RequestEmailProofInput } from '@safe-haven/shared/validation/team';
import { apiRequest } from '../../../lib/api-client';

export const useValidateSignupCode = () =>
  useMutation({ mutationFn: (code: string) => apiRequest<ValidateSignupCodeResult>('/public/signup-codes/validate', { method: 'POST', body: { code } }) });

export const useFounderSignup = () =>
  useMutation({ mutationFn: (input: FounderSignupInput) => apiRequest<AccountCreatedResult>('/public/founder-signup', { method: 'POST', body: input }) });

export const useRequestEmailProof = () =>
  useMutation({ mutationFn: (input: RequestEmailProofInput) => apiRequest<EmailProofSent>('/public/founder-signup/email-proof', { method: 'POST', body: input }) });
