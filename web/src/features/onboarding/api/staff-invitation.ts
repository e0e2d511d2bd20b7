/**
 * The account set-up page's calls: read the staff invitation its link names, then create the account.
 * The link's token goes in the request body, never the URL, so no log holds it.
 */
import { useQuery } from '@tanstack/react-query';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import type { AccountCreatedResult, StaffInvitationView } from '@safe-haven/shared/team-api-types';
import { apiRequest } from '../../../lib/api-client';

export const useStaffInvitation = (token: string) =>
  useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: () => apiRequest<StaffInvitationView>('/public/staff-invitations/read', { method: 'POST', body: { token } }),
    retry: false,
    staleTime: Infinity,
  });

export const useAcceptStaffInvitation = (token: string) =>
  useSubmitOnce((password: string, idempotencyKey) =>
    apiRequest<AccountCreatedResult>('/public/staff-invitations/accept', { method: 'POST', body: { token, password }, idempotencyKey }),
  );
