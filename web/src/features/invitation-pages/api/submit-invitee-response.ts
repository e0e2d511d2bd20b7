/** POST /api/public/invitations/{token}/response: one answer per invitation, from any of the three pages. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicInvitation, SubmitResponseResult } from '@safe-haven/shared/api-types';
import { INVITEE_MESSAGES } from '@safe-haven/shared/messages';
import type { InviteeResponseInput } from '@safe-haven/shared/validation/invitee-response';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { publicInvitationQueryKey } from './get-public-invitation';

export const ALREADY_ANSWERED_CODE = 'ALREADY_ANSWERED';

export const submitInviteeResponse = async (token: string, body: InviteeResponseInput): Promise<SubmitResponseResult> => {
  const result = await apiRequest<SubmitResponseResult>(`/public/invitations/${encodeURIComponent(token)}/response`, {
    method: 'POST',
    body,
  });
  // The spec: a result without ok=true is a failure, whatever the HTTP status said.
  if (result?.ok !== true) throw new ApiError(500, result?.message || INVITEE_MESSAGES.submitFailed, { message: INVITEE_MESSAGES.submitFailed });
  return result;
};

export const isAlreadyAnsweredError = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.body.code === ALREADY_ANSWERED_CODE;

export const useSubmitInviteeResponse = (token: string | undefined) => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: InviteeResponseInput) => {
      if (!token) return Promise.reject(new Error(INVITEE_MESSAGES.tokenNotFound));
      return submitInviteeResponse(token, body);
    },
  });
  /** Once answered (or refused as a second answer), a later visit in this tab must not ask again. */
  const markAnswered = () =>
    queryClient.setQueryData<PublicInvitation>(publicInvitationQueryKey(token), (current) =>
      current ? { ...current, answered: true } : current,
    );
  return { ...mutation, markAnswered };
};
