/** Manage Users: the staff list, pending staff invitations, and the admin's changes to both. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

const useAdminMutation = <I, O>(run: (input: I) => Promise<O>, key: readonly string[]) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
};

export const useUpdateUser = () =>
  useAdminMutation(({ id, change }: { id: string; change: UserChange }) => apiRequest(`/admin/users/${id}`, { method: 'PATCH', body: change, auth: true }), USERS_QUERY_KEY);

export const useDeleteUser = () => useAdminMutation((id: string) => apiRequest(`/admin/users/${id}`, { method: 'DELETE', auth: true }), USERS_QUERY_KEY);

export const useResendStaffInvitation = () =>
  useAdminMutation(
    (id: string) => apiRequest<ResendStaffInvitationResult>(`/admin/staff-invitations/${id}/resend`, { method: 'POST', auth: true }),
    STAFF_INVITATIONS_QUERY_KEY,
  );

export const useCancelStaffInvitation = () =>
  useAdminMutation((id: string) => apiRequest(`/admin/staff-invitations/${id}`, { method: 'DELETE', auth: true }), STAFF_INVITATIONS_QUERY_KEY);
