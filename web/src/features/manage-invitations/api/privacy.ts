/** Admin-only privacy calls of the details dialog: Erase invitee and the access log. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';
import { UNREAD_COUNTS_QUERY_KEY } from '../../../hooks/use-unread-counts';
import { INVITATIONS_QUERY_KEY } from './invitations';

export const useEraseInvitee = () => {
  const client = useQueryClient();
  return useSubmitOnce(
    ({ id, confirmation }: { id: string; confirmation: string }, idempotencyKey) =>
      callApi(API.EraseInvitee, { params: { id }, body: { confirmation }, idempotencyKey }),
    {
    onSuccess: (_result, { id }) =>
      Promise.all([
        // Not the erased invitation's own reads: asking for them again could only answer 404.
        client.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY, predicate: (query) => query.queryKey[2] !== id }),
        client.invalidateQueries({ queryKey: UNREAD_COUNTS_QUERY_KEY }),
      ]),
    },
  );
};

/** Loaded only when the admin asks for it, so opening the details costs no extra request. */
export const useAccessLog = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...INVITATIONS_QUERY_KEY, 'access-log', id],
    queryFn: ({ signal }) => callApi(API.GetInvitationAccessLog, { params: { id }, signal }),
    enabled,
    retry: false,
  });
