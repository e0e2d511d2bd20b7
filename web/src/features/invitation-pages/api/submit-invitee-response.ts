/** POST /api/public/invitations/response: one answer per invitation, from any of the three pages; the token goes in the body. */
import { useCallback, useRef, useState } from 'react';
import type { SubmitResponseResult } from '@safe-haven/shared/api-types';
import { INVITEE_MESSAGES } from '@safe-haven/shared/messages';
import type { InviteeResponseInput } from '@safe-haven/shared/validation/invitee-response';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { markInvitationAnswered } from './get-public-invitation';

export const ALREADY_ANSWERED_CODE = 'ALREADY_ANSWERED';

export const submitInviteeResponse = async (token: string, body: InviteeResponseInput): Promise<SubmitResponseResult> => {
  const result = await apiRequest<SubmitResponseResult>('/public/invitations/response', {
    method: 'POST',
    body: { token, ...body },
  });
  // The spec: a result without ok=true is a failure, whatever the HTTP status said.
  if (result?.ok !== true) throw new ApiError(500, result?.message || INVITEE_MESSAGES.submitFailed, { message: INVITEE_MESSAGES.submitFailed });
  return result;
};

export const isAlreadyAnsweredError = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.body.code === ALREADY_ANSWERED_CODE;

/** Sends one answer at a time: a second call while one is on its way is refused. */
export const useSubmitInviteeResponse = (token: string | undefined) => {
  const [isPending, setPending] = useState(false);
  const sending = useRef(false);
  const mutateAsync = useCallback(async (body: InviteeResponseInput): Promise<SubmitResponseResult> => {
    if (!token) throw new Error(INVITEE_MESSAGES.tokenNotFound);
    if (sending.current) throw new Error(INVITEE_MESSAGES.submitFailed);
    sending.current = true;
    setPending(true);
    try {
      return await submitInviteeResponse(token, body);
    } finally {
      sending.current = false;
      setPending(false);
    }
  }, [token]);
  /** Once answered (or refused as a second answer), a later visit in this tab must not ask again. */
  const markAnswered = useCallback(() => {
    if (token) markInvitationAnswered(token);
  }, [token]);
  return { isPending, mutateAsync, markAnswered };
};
