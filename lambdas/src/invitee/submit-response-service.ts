/**
 * An invitee's answer, in one transaction: the response record,
 * the invitation's new status (yes / maybe / no), the recipient marker (answered; closed on "no"), and
 * the inviter's notification in the outbox. The invitation's own condition re-checks, inside the
 * transaction, that it is still unanswered and unexpired. A second answer (also two at once) is
 * refused with 409 and changes nothing: the first answer is what staff act on.
 */
import { randomUUID } from 'node:crypto';
import type { SubmitResponseResult } from '@safe-haven/shared/api-types';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import { choiceOf, toResponseRecord } from '@safe-haven/shared/invitee-response-record';
import type { InviteeResponse } from '@safe-haven/shared/validation/invitee-response';
import { formatPhone } from '@safe-haven/shared/validation/phone';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { BadRequestError, ConflictError, NotFoundError } from '../core/errors';
import { invitationEntity, type Invitation } from '../data/invitation';
import { recordAudit, type AuditEntry } from '../data/invitation-audit';
import { invitationResponseEntity } from '../data/invitation-response';
import { newOutboxEmail, outboxEntity } from '../data/outbox';
import { recordAnswerOnRecipient } from '../data/recipient';
import { TransactionCancelledError, transactWrite, withConflictRetry, type NamedTransactItem } from '../data/transaction';
import { usableInvitation } from './public-invitation-service';

const answerInvitation = (invitation: Invitation, choice: 'yes' | 'maybe' | 'no', at: string): NamedTransactItem<'invitation'> =>
  invitationEntity
    .update(invitation.id)
    .set({ status: choice, answer: choice, responseAt: at, statusUpdatedAt: at, lastActivityAt: at })
    // Whoever answered opened the page, even when its read was not counted (a browser that looked like
    // a scanner, a quick answer right after a resend): the sender and the funnel see it opened.
    .setIfNotExists({ openedAt: at })
    .remove('statusChangedBy')
    .where((c) => c.and(c.eq('status', 'sent'), c.gt('expiresAt', at)))
    .transact('invitation', { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' });

const invalidInvitation = () => new NotFoundError(INVITEE_MESSAGES.invalidTitle, { code: ERROR_CODES.INVALID_INVITATION });
const alreadyAnswered = () => new ConflictError(INVITEE_MESSAGES.alreadyAnswered, { code: ERROR_CODES.ALREADY_ANSWERED });

export const submitInviteeResponse = async (token: string, response: InviteeResponse, now: Date = new Date()): Promise<SubmitResponseResult> => {
  const invitation = await usableInvitation(token, now);
  if (response.form !== 'decline' && response.form !== invitation.audience) {
    throw new BadRequestError(`This invitation expects the ${invitation.audience.replace('_', ' ')} form.`, { code: ERROR_CODES.WRONG_FORM });
  }
  if (invitation.status !== 'sent') throw alreadyAnswered();
  const record = toResponseRecord(response);
  const choice = choiceOf(record);
  const at = now.toISOString();
  const audit: AuditEntry = { from_status: 'sent', to_status: choice, at, note: `Invitee answered: ${record.responseType}` };
  const declined = response.form === 'decline';
  const notification = newOutboxEmail(
    {
      delivery: 'stream',
      relatedId: invitation.id,
      message: {
        template: 'response-notification',
        invitationId: invitation.id,
        senderId: invitation.senderId,
        inviterName: invitation.inviterName,
        inviteeName: declined ? invitation.recipientName : record.inviteeName,
        inviteeEmail: declined ? invitation.recipientEmail : record.inviteeEmail,
        audience: invitation.audience,
        responseType: record.responseType,
        // The email shows the number as people read it; the record keeps E.164.
        ...(record.inviteePhone ? { phone: formatPhone(record.inviteePhone) } : {}),
        ...(record.inviteeAddress ? { address: record.inviteeAddress } : {}),
        ...(!declined && record.additionalNotes ? { notes: record.additionalNotes } : {}),
      },
    },
    now,
  );
  const auditItem = recordAudit('audit', invitation.id, audit);
  try {
    await withConflictRetry(() =>
      transactWrite([
        answerInvitation(invitation, choice, at),
        auditItem,
        invitationResponseEntity.create('response', { id: randomUUID(), invitationId: invitation.id, ...record, createdAt: at }),
        outboxEntity.create('notification', notification),
        recordAnswerOnRecipient('recipient', invitation.recipientKey, invitation.id, choice, at),
      ]),
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    if (error.conditionFailed('invitation')) {
      const current = error.oldItem('invitation');
      throw current?.status === 'sent' ? invalidInvitation() : alreadyAnswered();
    }
    if (error.conditionFailed('recipient')) throw invalidInvitation();
    // Still conflicting after the retries: another answer for this invitation is being written.
    if (error.conflictOnly) throw alreadyAnswered();
    throw error;
  }
  return { ok: true, message: 'Response recorded', status: choice };
};

