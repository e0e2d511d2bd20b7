/** GET /api/public/invitations/{token}: the invitation an invitee may read, without any auth. */
import { useQuery } from '@tanstack/react-query';
import type { PublicInvitation } from '@safe-haven/shared/api-types';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const publicInvitationQueryKey = (token: string | undefined) => ['public-invitation', token] as const;

export const getPublicInvitation = (token: string, signal?: AbortSignal): Promise<PublicInvitation> =>
  apiRequest<PublicInvitation>(`/public/invitations/${encodeURIComponent(token)}`, { signal });

/** A 4xx answer is final (malformed, unknown or expired link); only network and server errors are retried once. */
const retryUnlessClientError = (failureCount: number, error: Error): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1;

/** Pass no token to leave the query idle (no link, or a staff preview that must not call the API). */
export const useInvitation = (token: string | undefined) =>
  useQuery({
    queryKey: publicInvitationQueryKey(token),
    queryFn: ({ signal }) => getPublicInvitation(token!, signal),
    enabled: token !== undefined,
    retry: retryUnlessClientError,
    staleTime: Infinity,
  });

/** The link is unusable (malformed, unknown or expired), as opposed to a failure worth retrying. */
export const isInvalidInvitationError = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 400 || error.status === 404);
