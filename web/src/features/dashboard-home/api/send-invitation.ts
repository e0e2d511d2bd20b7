/**
 * POST /api/invitations. 201 is a sent (or saved but undelivered) invitation;
 * 409 is a refusal with a catalogue code; 400 carries field errors. The caller keeps one idempotency
 * key per form content, so a double click or a retry after a network error sends one invitation.
 */
import { useSubmitOnce } from '../../../hooks/use-submit-once';
import { sendInvitationSchema, type SendInvitationInput, type SendInvitationResult } from '@safe-haven/shared/validation/invitation';
import { apiRequest } from '../../../lib/api-client';

export const sendInvitation = (input: SendInvitationInput): Promise<SendInvitationResult> =>
  apiRequest<SendInvitationResult>('/invitations', { method: 'POST', body: sendInvitationSchema.parse(input), auth: true });

/** The one submit hook; the key travels in the body (the route writes it in the invitation's transaction). */
export const useSendInvitation = () => useSubmitOnce((input: SendInvitationInput) => sendInvitation(input));
