/** Signup Codes (admins): the overview, Create Code and Activate / Deactivate. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import type { CreatedSignupCode, RepeatedSignupCode, SignupCodesOverview, SignupCodeView } from '@safe-haven/shared/team-api-types';
import type { CreateSignupCodeInput } from '@safe-haven/shared/validation/team';
import { apiRequest } from '../../../lib/api-client';

const KEY = ['admin', 'signup-codes'] as const;

export const useSignupCodes = () => useQuery({ queryKey: KEY, queryFn: () => apiRequest<SignupCodesOverview>('/admin/signup-codes', { auth: true }) });

export const useCreateSignupCode = () => {
  const queryClient = useQueryClient();
  return useSubmitOnce(
    (input: CreateSignupCodeInput, idempotencyKey) =>
      apiRequest<CreatedSignupCode | RepeatedSignupCode>('/admin/signup-codes', { method: 'POST', body: input, auth: true, idempotencyKey }),
    { onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) },
  );
};

export const useSetSignupCodeActive = () => {
  const queryClient = useQueryClient();
  return useSubmitOnce(
    ({ id, isActive }: { id: string; isActive: boolean }, idempotencyKey) =>
      apiRequest<SignupCodeView>(`/admin/signup-codes/${id}`, { method: 'PATCH', body: { isActive }, auth: true, idempotencyKey }),
    { onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) },
  );
};
