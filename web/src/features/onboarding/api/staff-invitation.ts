/** The account set-up page's calls: read the staff invitation its link names, then create the account. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AccountCreatedResult, StaffInvitationView } from '@safe-haven/shared/team-api-types';
import { apiRequest } from '../../../lib/api-client';

export const useStaffInvitation = (token: string) =>
  useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: () => apiRequest<StaffInvitationView>(`/public/staff-invitations/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: Infinity,
  });

export const useAcceptStaffInvitation = (token: string) =>
  useMutation({
    mutationFn: (password: string) =>
      apiRequest<AccountCreatedResult>(`/public/staff-invitations/${encodeURIComponent(token)}/accept`, { method: 'POST', body: { password } }),
  });
