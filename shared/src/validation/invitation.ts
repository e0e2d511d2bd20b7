import * as z from 'zod';
import { AUDIENCES } from '../audiences';
import * as ERROR_CODES from '../error-codes';
import { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from '../constants';
import { formatInviteDate } from '../invite-dates';
import { INVITATION_FORM_MESSAGES as M, INVITATION_RESULT_MESSAGES } from '../messages';
import { emailAddress, requiredMultilineText, requiredText } from './fields';

/** The invitation modal's form, validated the same way in the browser and in the handler. */
export const invitationFormSchema = z.object({
  firstName: requiredText('First name', M.firstNameRequired, MAX_NAME_LENGTH),
  lastName: requiredText('Last name', M.lastNameRequired, MAX_NAME_LENGTH),
  email: emailAddress(M.emailRequired, M.emailInvalid),
  personalMessage: requiredMultilineText('Personal message', M.personalMessageRequired, MAX_MESSAGE_LENGTH),
});
export type InvitationFormInput = z.input<typeof invitationFormSchema>;

export const sendInvitationSchema = invitationFormSchema.extend({
  audience: z.enum(AUDIENCES, { error: `Audience must be one of: ${AUDIENCES.join(', ')}` }),
  /** Generated once per modal submission; a retried request with the same key sends nothing new. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'idempotencyKey must be 8-64 letters, digits or dashes' }),
});
export type SendInvitationInput = z.infer<typeof sendInvitationSchema>;

export const INVITATION_RESULT_CODES = [
  ERROR_CODES.ALREADY_REGISTERED,
  ERROR_CODES.ALREADY_INVITED_ACTIVE,
  ERROR_CODES.ALREADY_CLOSED,
  ERROR_CODES.INVALID_EMAIL,
  ERROR_CODES.UNAUTHORIZED,
  ERROR_CODES.EMAIL_SUPPRESSED,
] as const;
export type InvitationResultCode = (typeof INVITATION_RESULT_CODES)[number];

export interface SendInvitationResult {
  ok: boolean;
  code?: InvitationResultCode;
  message: string;
  invitationId?: string;
  /** False when the invitation was saved but its email could not be delivered ('Invitation Created'). */
  emailDelivered?: boolean;
  deliveryError?: string;
  /** An import's row: created, its email queued for the outbox sweeper. */
  queued?: boolean;
  meta?: { senderName: string; lastSentDate: string };
}

/** The message a result code shows, exactly as the catalogue says. */
export const invitationResultMessage = (result: Pick<SendInvitationResult, 'code' | 'message' | 'meta'>): string => {
  switch (result.code) {
    case ERROR_CODES.ALREADY_INVITED_ACTIVE:
      return result.meta
        ? INVITATION_RESULT_MESSAGES.ALREADY_INVITED_ACTIVE(result.meta.senderName, formatInviteDate(result.meta.lastSentDate))
        : INVITATION_RESULT_MESSAGES.ALREADY_INVITED_ACTIVE_ELSEWHERE;
    case ERROR_CODES.ALREADY_REGISTERED:
      return result.message || INVITATION_RESULT_MESSAGES.ALREADY_REGISTERED;
    case ERROR_CODES.ALREADY_CLOSED:
    case ERROR_CODES.INVALID_EMAIL:
    case ERROR_CODES.UNAUTHORIZED:
    case ERROR_CODES.EMAIL_SUPPRESSED:
      return INVITATION_RESULT_MESSAGES[result.code];
    default:
      return result.message || INVITATION_RESULT_MESSAGES.OTHER;
  }
};
