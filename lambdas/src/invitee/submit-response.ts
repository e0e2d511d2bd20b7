/** POST /api/public/invitations/response: the invitee's answer, from any of the three pages, with the link's token in the body. */
import { inviteeAnswerRequestSchema } from '@safe-haven/shared/validation/invitee-answer-request';
import { json } from '../core/http';
import { idempotentPublicRoute } from '../http/route';
import { submitInviteeResponse } from './submit-response-service';

export const handler = idempotentPublicRoute({ body: inviteeAnswerRequestSchema }, async ({ input }) => {
  // The token names the invitation; it is never part of the stored answer.
  const { token, ...answer } = input.body;
  return json(200, await submitInviteeResponse(token, answer));
});
