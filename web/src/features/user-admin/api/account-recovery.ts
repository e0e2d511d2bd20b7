/** Manage Users' account recovery: an admin's password and two-factor resets, and a person's account history. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';
import { USERS_QUERY_KEY } from './users';

const historyKey = (id: string) => ['admin', 'users', id, 'account-history'] as const;

export const useAccountHistory = (id: string | undefined) =>
  useQuery({
    queryKey: historyKey(id ?? ''),
    queryFn: () => callApi(API.GetAccountHistory, { params: { id: id! } }),
    enabled: !!id,
    staleTime: 0,
  });

export type AccountReset = 'password-reset' | 'two-factor-reset';

/** One submit, one reset: a double tap on the confirmation sends one request (one email, one history event). */
export const useAccountReset = () => {
  const queryClient = useQueryClient();
  return useSubmitOnce(
    ({ id, reset }: { id: string; reset: AccountReset }, idempotencyKey) =>
      callApi(reset === 'password-reset' ? API.SendUserPasswordReset : API.ResetUserTwoFactor, { params: { id }, idempotencyKey }),
    {
      // The two-factor column changes; the history has a new event.
      onSettled: (_data, _error, { id }) =>
        Promise.all([queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY, exact: true }), queryClient.invalidateQueries({ queryKey: historyKey(id) })]),
    },
  );
};
