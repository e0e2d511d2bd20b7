/**
 * The body of an invitee's answer as the API takes it: the link's token beside the answer's own
 * fields. Only the handler uses it (the pages validate each form with its branch), so it lives apart
 * and the pages do not bundle it.
 */
import { invitationTokenSchema } from './invitation-token-schema';
import { declineResponseSchema, investorResponseSchema, landOwnerResponseSchema, memberResponseSchema } from './invitee-response';
import * as z from './mini';

const token = { token: invitationTokenSchema };

// safeExtend keeps each form's cross-field rules (a call needs a phone number, and so on).
export const inviteeAnswerRequestSchema = z.discriminatedUnion('form', [
  z.safeExtend(memberResponseSchema, token),
  z.safeExtend(landOwnerResponseSchema, token),
  z.safeExtend(investorResponseSchema, token),
  z.safeExtend(declineResponseSchema, token),
]);
