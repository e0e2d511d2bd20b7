import { describe, expect, it } from 'vitest';
import { INVITATION_RESULT_MESSAGES, INVITATION_TOASTS } from '@safe-haven/shared/messages';
import { ApiError } from '../../../lib/api-client';
import { classifySendFailure, deliveryWarning } from './send-invitation-outcome';

const apiError = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, String(body.message ?? `Request failed (${status})`), { message: String(body.message ?? ''), ...body });

describe('classifySendFailure', () => {
  it('turns ALREADY_INVITED_ACTIVE into the catalogue sentence with sender and date', () => {
    const failure = classifySendFailure(apiError(409, {
      ok: false, code: 'ALREADY_INVITED_ACTIVE', message: 'x', meta: { senderName: 'Sam Admin', lastSentDate: '2026-03-04T10:00:00.000Z' },
    }));
    expect(failure).toEqual({
      kind: 'refused',
      title: 'Cannot Send Invitation',
      message: "We've already invited this contact (last sent by Sam Admin on Mar 4, 2026). Please avoid duplicate invites.",
    });
  });

  it('uses the catalogue for the other refusal codes', () => {
    expect(classifySendFailure(apiError(409, { code: 'ALREADY_CLOSED', message: '' }))).toMatchObject({ message: INVITATION_RESULT_MESSAGES.ALREADY_CLOSED });
    expect(classifySendFailure(apiError(409, { code: 'ALREADY_REGISTERED', message: '' }))).toMatchObject({ message: INVITATION_RESULT_MESSAGES.ALREADY_REGISTERED });
    expect(classifySendFailure(apiError(409, { code: 'INVALID_EMAIL', message: '' }))).toMatchObject({ message: INVITATION_RESULT_MESSAGES.INVALID_EMAIL });
  });

  it('shows the daily cap refusal (429) as the server words it, keeping the form open', () => {
    const message = INVITATION_RESULT_MESSAGES.DAILY_CAP_REACHED(200);
    expect(classifySendFailure(apiError(429, { code: 'DAILY_INVITATION_CAP', message }))).toEqual({
      kind: 'refused', title: 'Daily Invitation Limit Reached', message,
    });
  });

  it('puts 400 field errors on the form fields and toasts only what no field shows', () => {
    expect(classifySendFailure(apiError(400, { message: 'Email is required', fieldErrors: { email: 'Email is required' } }))).toEqual({
      kind: 'invalid', title: INVITATION_TOASTS.errorSending, fieldErrors: { email: 'Email is required' }, message: undefined,
    });
    expect(classifySendFailure(apiError(400, { message: 'idempotencyKey must be 8-64 letters', fieldErrors: { idempotencyKey: 'bad' } }))).toEqual({
      kind: 'invalid', title: INVITATION_TOASTS.errorSending, fieldErrors: {}, message: 'idempotencyKey must be 8-64 letters',
    });
  });

  it('shows the INVALID_EMAIL catalogue message beside the field error', () => {
    expect(classifySendFailure(apiError(400, { code: 'INVALID_EMAIL', message: 'Please provide a valid email address.', fieldErrors: { email: 'Invalid email address' } }))).toEqual({
      kind: 'invalid', fieldErrors: { email: 'Invalid email address' }, title: 'Cannot Send Invitation', message: 'Please provide a valid email address.',
    });
  });

  it('reports network errors and 5xx with the catalogue message, other statuses with the server message', () => {
    expect(classifySendFailure(apiError(0, { message: 'Network error' }))).toEqual({ kind: 'failed', title: 'Error Sending Invitation', message: INVITATION_RESULT_MESSAGES.RPC_ERROR });
    expect(classifySendFailure(apiError(502, { message: 'Bad gateway' }))).toMatchObject({ message: INVITATION_RESULT_MESSAGES.RPC_ERROR });
    expect(classifySendFailure(apiError(403, { message: 'Your account is not active.' }))).toMatchObject({ kind: 'failed', message: 'Your account is not active.' });
    expect(classifySendFailure(new TypeError('boom'))).toMatchObject({ kind: 'failed', message: INVITATION_RESULT_MESSAGES.UNEXPECTED_ERROR });
  });

  it('leaves 401 to the API client, which signs out', () => {
    expect(classifySendFailure(apiError(401, { message: 'no' }))).toEqual({ kind: 'signed-out' });
  });
});

describe('deliveryWarning', () => {
  it('warns only when the invitation was saved but its email failed', () => {
    expect(deliveryWarning({ emailDelivered: true })).toBeNull();
    expect(deliveryWarning({})).toBeNull();
    expect(deliveryWarning({ emailDelivered: false, deliveryError: 'SES throttled' })).toEqual({
      title: 'Invitation Created',
      description: `${INVITATION_TOASTS.createdDetail} Email delivery failed: SES throttled`,
    });
  });
});
