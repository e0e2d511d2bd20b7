/** Admin-only privacy calls of the details dialog: Erase invitee and the access log. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import type { EraseInviteeResult, InvitationAccessLog } from '@safe-haven/shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { UNREAD_COUNTS_QUERY_KEY } from '../../../hooks/use-unread-counts';
import { INVITATIONS_QUERY_KEY } from './invitations';

export const useEraseInvitee = () => {
  const client = useQueryClient();
  return useSubmitOnce(
    ({ id, confirmation }: { id: string; confirmation: string }, idempotencyKey) =>
      apiRequest<EraseInviteeResult>(`/invitations/${encodeURIComponent(id)}/erase`, { method: 'POST', auth: true, body: { confirmation }, idempotencyKey }),
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
    queryFn: ({ signal }) => apiRequest<InvitationAccessLog>(`/invitations/${encodeURIComponent(id)}/access-log`, { auth: true, signal }),
    enabled,
    retry: false,
  });
