/**
 * Resend: the same link (its token is derived from the invitation id), a new 30-day expiry on the
 * invitation and on its recipient marker, and a new email, written together; then the email is
 * delivered like a first send. Only an invitation still waiting for an answer can be resent, and only
 * while it still holds its recipient (nobody re-invited the person after it expired). The email
 * counts against the daily cap of the person who resends it, in the same transaction.
 */
import { INVITATION_LIFETIME_DAYS } from '@safe-haven/shared/constants';
import { INVITATION_RESULT_MESSAGES, MANAGE_INVITATIONS_MESSAGES as M } from '@safe-haven/shared/messages';
import { RESENDABLE_STATUSES } from '@safe-haven/shared/invitation-status';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import type { ResendResult } from '@safe-haven/shared/api-types';
import { ConflictError } from '../core/errors';
import { invitationEntity } from '../data/invitation';
import { invitationDetailEntity, longTextsOf } from '../data/invitation-detail';
import { cancelUnsentEmail, newOutboxEmail, outboxEntity } from '../data/outbox';
import type { Profile } from '../data/profile';
import { recipientEntity } from '../data/recipient';
import { notSuppressed, refusedAsSuppressed } from '../data/suppression';
import { TransactionCancelledError, transactWrite, withConflictRetry } from '../data/transaction';
import { deliverOutboxEmail } from '../email/deliver-outbox-email';
import { renderInvitation } from '../email/render-invitation';
import { countDailyInvitation, dailyCapReached } from './daily-invitation-cap';
import { invitationNotFound, visibleInvitation } from './invitation-access';

const DAY_MS = 24 * 60 * 60 * 1000;

export const resendInvitation = async (actor: Profile, id: string, now: Date = new Date()): Promise<ResendResult> => {
  const invitation = await visibleInvitation(actor, id);
  if (!RESENDABLE_STATUSES.includes(invitation.status)) throw new ConflictError(M.resendNotAllowed, { code: ERROR_CODES.NOT_RESENDABLE });
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS).toISOString();
  const { personalMessage } = longTextsOf(invitation, await invitationDetailEntity.get(invitation.id));
  const email = newOutboxEmail(
    {
      delivery: 'direct',
      to: invitation.recipientEmail,
      relatedId: invitation.id,
      message: {
        template: 'invitation', invitationId: invitation.id, audience: invitation.audience, recipientFirstName: invitation.recipientFirstName,
        inviterName: invitation.inviterName, inviterEmail: invitation.inviterEmail, personalMessage,
      },
    },
    now,
  );
  try {
    await withConflictRetry(() =>
      transactWrite([
        invitationEntity
          .update(invitation.id)
          .set({ expiresAt, resentAt: at, lastActivityAt: at, latestEmailId: email.id, emailDelivery: 'pending' })
          .where((c) => c.and(c.exists('pk'), c.isIn('status', RESENDABLE_STATUSES)))
          .transact('invitation'),
        recipientEntity
          .update(invitation.recipientEmail)
          .set({ expiresAt, sentAt: at })
          .where((c) => c.and(c.eq('invitationId', invitation.id), c.eq('state', 'open')))
          .transact('recipient'),
        ...notSuppressed('notSuppressed', invitation.recipientEmail),
        outboxEntity.create('email', email),
        countDailyInvitation('dailyCap', actor.id, now),
      ]),
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    if (error.conditionFailed('dailyCap')) throw dailyCapReached();
    if (error.conditionFailed('invitation')) {
      if (!(await invitationEntity.get(invitation.id))) throw invitationNotFound();
      throw new ConflictError(M.resendNotAllowed, { code: ERROR_CODES.NOT_RESENDABLE });
    }
    if (error.conditionFailed('recipient')) throw new ConflictError(M.resendRecipientTaken, { code: ERROR_CODES.RECIPIENT_TAKEN });
    if (refusedAsSuppressed(error, 'notSuppressed')) throw new ConflictError(INVITATION_RESULT_MESSAGES.EMAIL_SUPPRESSED, { code: ERROR_CODES.EMAIL_SUPPRESSED });
    throw error;
  }
  // The email this one replaces must not go out too if it is still waiting for a retry.
  if (invitation.latestEmailId) await cancelUnsentEmail(invitation.latestEmailId, 'Replaced by a resend', now);
  const delivery = await deliverOutboxEmail(email.id, { renderers: { invitation: renderInvitation }, waitForOtherWorker: true });
  return delivery.delivered
    ? { ok: true, message: M.resent, emailDelivered: true, expiresAt }
    : { ok: true, message: M.resendFailed, emailDelivered: false, expiresAt, deliveryError: delivery.error };
};
