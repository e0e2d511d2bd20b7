/** Invite New User: POST /api/staff-invitations. */
import { useQueryClient } from '@tanstack/react-query';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import type { InviteUserInput } from '@safe-haven/shared/validation/team';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';
import { STAFF_INVITATIONS_QUERY_KEY } from './users';

export const useInviteUser = () => {
  const queryClient = useQueryClient();
  return useSubmitOnce(
    (input: InviteUserInput, idempotencyKey) => callApi(API.InviteStaffUser, { body: input, idempotencyKey }),
    { onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_INVITATIONS_QUERY_KEY }) },
  );
};
