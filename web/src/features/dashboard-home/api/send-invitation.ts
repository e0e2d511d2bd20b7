/**
 * POST /api/invitations. 201 is a sent (or saved but undelivered) invitation;
 * 409 is a refusal with a catalogue code; 400 carries field errors. The caller keeps one idempotency
 * key per form content, so a double click or a retry after a network error sends one invitation.
 */
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import { sendInvitationSchema, type SendInvitationInput, type SendInvitationResult } from '@safe-haven/shared/validation/invitation';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

export const sendInvitation = (input: SendInvitationInput): Promise<SendInvitationResult> =>
  callApi(API.SendInvitation, { body: sendInvitationSchema.parse(input) });

/** The one submit hook; the key travels in the body (the route writes it in the invitation's transaction). */
export const useSendInvitation = () => useSubmitOnce((input: SendInvitationInput) => sendInvitation(input));
