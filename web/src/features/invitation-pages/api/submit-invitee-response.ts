/** POST /api/public/invitations/response: one answer per invitation, from any of the three pages; the token goes in the body. */
import { useCallback } from 'react';
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import type { SubmitResponseResult } from '@safe-haven/shared/api-types';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import type { InviteeResponseInput } from '@safe-haven/shared/validation/invitee-response';
import { ApiError, callApi, hasErrorCode } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';
import { markInvitationAnswered } from './get-public-invitation';

export const submitInviteeResponse = async (token: string, body: InviteeResponseInput, idempotencyKey?: string): Promise<SubmitResponseResult> => {
  const result = await callApi(API.SubmitInviteeResponse, { body: { token, ...body }, idempotencyKey });
  // A result without ok=true is a failure, whatever the HTTP status said: only the handler's own answer says it was stored.
  if (result?.ok !== true) throw new ApiError(500, result?.message || INVITEE_MESSAGES.submitFailed, { message: INVITEE_MESSAGES.submitFailed });
  return result;
};

export const isAlreadyAnsweredError = (error: unknown): boolean =>
  hasErrorCode<'SubmitInviteeResponse'>(error, ERROR_CODES.ALREADY_ANSWERED) && error.status === 409;

/** Sends one answer at a time (useSubmitOnce): a second submit while one is on its way is ignored. */
export const useSubmitInviteeResponse = (token: string | undefined) => {
  const submit = useSubmitOnce((body: InviteeResponseInput, idempotencyKey) => {
    if (!token) throw new Error(INVITEE_MESSAGES.tokenNotFound);
    return submitInviteeResponse(token, body, idempotencyKey);
  });
  const { isPending, mutateAsync } = submit;
  /** Once answered (or refused as a second answer), a later visit in this tab must not ask again. */
  const markAnswered = useCallback(() => {
    if (token) markInvitationAnswered(token);
  }, [token]);
  return { isPending, mutateAsync, markAnswered };
};
