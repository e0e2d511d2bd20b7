/** What sending an invitation answers: its result codes and the message each shows (no zod here). */
import * as ERROR_CODES from './error-codes';
import { formatInviteDate } from './invite-dates';
import { INVITATION_RESULT_MESSAGES } from './messages';

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
