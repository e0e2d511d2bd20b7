/** Founder sign-up's calls: validate an invite code, then create the founder account. */
import { useMutation } from '@tanstack/react-query';
import type { AccountCreatedResult, ValidateSignupCodeResult } from '@safe-haven/shared/team-api-types';
import type { FounderSignupInput } from '@safe-haven/shared/validation/team';
import { apiRequest } from '../../../lib/api-client';

export const useValidateSignupCode = () =>
  useMutation({ mutationFn: (code: string) => apiRequest<ValidateSignupCodeResult>('/public/signup-codes/validate', { method: 'POST', body: { code } }) });

export const useFounderSignup = () =>
  useMutation({ mutationFn: (input: FounderSignupInput) => apiRequest<AccountCreatedResult>('/public/founder-signup', { method: 'POST', body: input }) });
