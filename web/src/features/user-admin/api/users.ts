/** Manage Users: the staff list, pending staff invitations, and the admin's changes to both. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmitOnce, type SubmitRequest } from '../../../hooks/use-submit-once';
import type { UserChange } from '@safe-haven/shared/api-contract';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

export const USERS_QUERY_KEY = ['admin', 'users'] as const;
export const STAFF_INVITATIONS_QUERY_KEY = ['admin', 'staff-invitations'] as const;

export const useUsers = () =>
  useQuery({ queryKey: USERS_QUERY_KEY, queryFn: async () => (await callApi(API.ListUsers)).users });

export const useStaffInvitations = () =>
  useQuery({
    queryKey: STAFF_INVITATIONS_QUERY_KEY,
    queryFn: async () => (await callApi(API.ListStaffInvitations)).invitations,
  });

export type { UserChange };

const useAdminMutation = <I, O>(run: SubmitRequest<I, O>, key: readonly string[]) => {
  const queryClient = useQueryClient();
  return useSubmitOnce(run, { onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
};

export const useUpdateUser = () =>
  useAdminMutation(({ id, change }: { id: string; change: UserChange }, idempotencyKey) => callApi(API.UpdateUser, { params: { id }, body: change, idempotencyKey }), USERS_QUERY_KEY);

export const useDeleteUser = () => useAdminMutation((id: string, idempotencyKey) => callApi(API.DeleteUser, { params: { id }, idempotencyKey }), USERS_QUERY_KEY);

export const useResendStaffInvitation = () =>
  useAdminMutation(
    (id: string, idempotencyKey) => callApi(API.ResendStaffInvitation, { params: { id }, idempotencyKey }),
    STAFF_INVITATIONS_QUERY_KEY,
  );

export const useCancelStaffInvitation = () =>
  useAdminMutation((id: string, idempotencyKey) => callApi(API.CancelStaffInvitation, { params: { id }, idempotencyKey }), STAFF_INVITATIONS_QUERY_KEY);
