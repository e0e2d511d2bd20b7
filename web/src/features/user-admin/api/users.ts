/** Manage Users: the staff list, pending staff invitations, and the admin's changes to both. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmitOnce, type SubmitRequest } from '../../../hooks/use-submit-once';
import type { StaffRole } from '@safe-haven/shared/roles';
import type { ManagedUser, PendingStaffInvitation, ResendStaffInvitationResult } from '@safe-haven/shared/team-api-types';
import { apiRequest } from '../../../lib/api-client';

export const USERS_QUERY_KEY = ['admin', 'users'] as const;
export const STAFF_INVITATIONS_QUERY_KEY = ['admin', 'staff-invitations'] as const;

export const useUsers = () =>
  useQuery({ queryKey: USERS_QUERY_KEY, queryFn: async () => (await apiRequest<{ users: ManagedUser[] }>('/admin/users', { auth: true })).users });

export const useStaffInvitations = () =>
  useQuery({
    queryKey: STAFF_INVITATIONS_QUERY_KEY,
    queryFn: async () => (await apiRequest<{ invitations: PendingStaffInvitation[] }>('/admin/staff-invitations', { auth: true })).invitations,
  });

export type UserChange = { status: 'active' | 'suspended' } | { role: StaffRole };

const useAdminMutation = <I, O>(run: SubmitRequest<I, O>, key: readonly string[]) => {
  const queryClient = useQueryClient();
  return useSubmitOnce(run, { onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
};

export const useUpdateUser = () =>
  useAdminMutation(({ id, change }: { id: string; change: UserChange }, idempotencyKey) => apiRequest(`/admin/users/${id}`, { method: 'PATCH', body: change, auth: true, idempotencyKey }), USERS_QUERY_KEY);

export const useDeleteUser = () => useAdminMutation((id: string, idempotencyKey) => apiRequest(`/admin/users/${id}`, { method: 'DELETE', auth: true, idempotencyKey }), USERS_QUERY_KEY);

export const useResendStaffInvitation = () =>
  useAdminMutation(
    (id: string, idempotencyKey) => apiRequest<ResendStaffInvitationResult>(`/admin/staff-invitations/${id}/resend`, { method: 'POST', auth: true, idempotencyKey }),
    STAFF_INVITATIONS_QUERY_KEY,
  );

export const useCancelStaffInvitation = () =>
  useAdminMutation((id: string, idempotencyKey) => apiRequest(`/admin/staff-invitations/${id}`, { method: 'DELETE', auth: true, idempotencyKey }), STAFF_INVITATIONS_QUERY_KEY);
