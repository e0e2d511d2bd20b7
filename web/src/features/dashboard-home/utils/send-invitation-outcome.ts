/**
 * What the invitation modal does with each answer of POST /api/invitations:
 * a success (with or without the email delivered), a refusal with a catalogue code, field errors,
 * or a failure to report.
 */
import { INVITATION_RESULT_MESSAGES, INVITATION_TOASTS } from '@safe-haven/shared/messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { invitationResultMessage, type SendInvitationResult } from '@safe-haven/shared/invitation-results';
import { ApiError } from '../../../lib/api-client';

export const INVITATION_FORM_FIELDS = ['firstName', 'lastName', 'email', 'personalMessage'] as const;
export type InvitationFormField = (typeof INVITATION_FORM_FIELDS)[number];
export type InvitationFormErrors = Partial<Record<InvitationFormField, string>>;

export type SendFailure =
  /** 409, or 429 past the daily cap: nothing was sent; the form stays open with its values. */
  | { kind: 'refused'; title: string; message: string }
  /** 400: the fields the server refused, plus a toast when something else was wrong. */
  | { kind: 'invalid'; fieldErrors: InvitationFormErrors; title: string; message: string | undefined }
  /** Network, 5xx, 403 or anything unexpected: safe to retry with the same idempotency key. */
  | { kind: 'failed'; title: string; message: string }
  /** 401: the API client already signs out and returns to the login screen. */
  | { kind: 'signed-out' };

const isFormField = (key: string): key is InvitationFormField => (INVITATION_FORM_FIELDS as readonly string[]).includes(key);

export const classifySendFailure = (error: unknown): SendFailure => {
  const errorTitle = INVITATION_TOASTS.errorSending;
  if (!(error instanceof ApiError)) return { kind: 'failed', title: errorTitle, message: INVITATION_RESULT_MESSAGES.UNEXPECTED_ERROR };
  if (error.status === 401) return { kind: 'signed-out' };
  if (error.status === 409) {
    const body = error.body as Partial<SendInvitationResult>;
    const message = invitationResultMessage({ code: body.code, meta: body.meta, message: error.message });
    return { kind: 'refused', title: INVITATION_TOASTS.cannotSend, message };
  }
  // The sender's daily cap is used up: the server's message names the cap and what to do.
  if (error.status === 429) return { kind: 'refused', title: INVITATION_TOASTS.dailyCapReached, message: error.message };
  if (error.status === 400) {
    const fieldErrors: InvitationFormErrors = {};
    let otherProblem = false;
    for (const [key, message] of Object.entries(error.body.fieldErrors ?? {})) {
      if (isFormField(key)) fieldErrors[key] = message;
      else otherProblem = true;
    }
    const shown = Object.keys(fieldErrors).length > 0;
    // INVALID_EMAIL is a catalogue code: its message is shown as the catalogue says, beside the field.
    if (error.body.code === ERROR_CODES.INVALID_EMAIL) {
      return { kind: 'invalid', fieldErrors, title: INVITATION_TOASTS.cannotSend, message: INVITATION_RESULT_MESSAGES.INVALID_EMAIL };
    }
    return { kind: 'invalid', fieldErrors, title: errorTitle, message: !shown || otherProblem ? error.message : undefined };
  }
  // The network or the server failed: the catalogue's message, the same key makes a retry safe.
  if (error.status === 0 || error.status >= 500) return { kind: 'failed', title: errorTitle, message: INVITATION_RESULT_MESSAGES.RPC_ERROR };
  return { kind: 'failed', title: errorTitle, message: error.message || INVITATION_RESULT_MESSAGES.RPC_ERROR };
};

export interface SendWarning {
  title: string;
  description: string;
}

/** A 201 whose email failed: the invitation exists (success path) but the sender must resend it. */
export const deliveryWarning = (result: Pick<SendInvitationResult, 'emailDelivered' | 'deliveryError'>): SendWarning | null => {
  if (result.emailDelivered !== false) return null;
  const detail = result.deliveryError ? ` ${INVITATION_TOASTS.emailDeliveryFailed(result.deliveryError)}` : '';
  return { title: INVITATION_TOASTS.created, description: `${INVITATION_TOASTS.createdDetail}${detail}` };
};
