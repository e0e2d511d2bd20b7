/** Signup Codes (admins): the overview, Create Code and Activate / Deactivate. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import type { CreateSignupCodeInput } from '@safe-haven/shared/validation/team';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

const KEY = ['admin', 'signup-codes'] as const;

export const useSignupCodes = () => useQuery({ queryKey: KEY, queryFn: () => callApi(API.ListSignupCodes) });

export const useCreateSignupCode = () => {
  const queryClient = useQueryClient();
  return useSubmitOnce(
    (input: CreateSignupCodeInput, idempotencyKey) =>
      callApi(API.CreateSignupCode, { body: input, idempotencyKey }),
    { onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) },
  );
};

export const useSetSignupCodeActive = () => {
  const queryClient = useQueryClient();
  return useSubmitOnce(
    ({ id, isActive }: { id: string; isActive: boolean }, idempotencyKey) =>
      callApi(API.SetSignupCodeActive, { params: { id }, body: { isActive }, idempotencyKey }),
    { onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) },
  );
};
