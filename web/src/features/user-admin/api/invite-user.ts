/** Invite New User: POST /api/staff-invitations. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteUserResult } from '@safe-haven/shared/team-api-types';
import type { InviteUserInput } from '@safe-haven/shared/validation/team';
import { apiRequest } from '../../../lib/api-client';
import { STAFF_INVITATIONS_QUERY_KEY } from './users';

export const useInviteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteUserInput) => apiRequest<InviteUserResult>('/staff-invitations', { method: 'POST', body: input, auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_INVITATIONS_QUERY_KEY }),
  });
};
