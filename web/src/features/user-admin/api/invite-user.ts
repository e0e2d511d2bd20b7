/** Invite New User: POST /api/staff-invitations. */
import { useQueryClient } from '@tanstack/react-query';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import type { InviteUserResult } from '@safe-haven/shared/team-api-types';
import type { InviteUserInput } from '@safe-haven/shared/validation/team';
import { apiRequest } from '../../../lib/api-client';
import { STAFF_INVITATIONS_QUERY_KEY } from './users';

export const useInviteUser = () => {
  const queryClient = useQueryClient();
  return useSubmitOnce(
    (input: InviteUserInput, idempotencyKey) => apiRequest<InviteUserResult>('/staff-invitations', { method: 'POST', body: input, auth: true, idempotencyKey }),
    { onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_INVITATIONS_QUERY_KEY }) },
  );
};
