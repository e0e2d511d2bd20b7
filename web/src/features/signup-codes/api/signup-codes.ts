/** Signup Codes (admins): the overview, Create Code and Activate / Deactivate. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedSignupCode, SignupCodesOverview, SignupCodeView } from '@safe-haven/shared/team-api-types';
import type { CreateSignupCodeInput } from '@safe-haven/shared/validation/team';
import { apiRequest } from '../../../lib/api-client';

const KEY = ['admin', 'signup-codes'] as const;

export const useSignupCodes = () => useQuery({ queryKey: KEY, queryFn: () => apiRequest<SignupCodesOverview>('/admin/signup-codes', { auth: true }) });

export const useCreateSignupCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSignupCodeInput) => apiRequest<CreatedSignupCode>('/admin/signup-codes', { method: 'POST', body: input, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};

export const useSetSignupCodeActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiRequest<SignupCodeView>(`/admin/signup-codes/${id}`, { method: 'PATCH', body: { isActive }, auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
};
