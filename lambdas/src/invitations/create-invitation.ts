/**
 * Creating an invitation: one transaction writes the invitation, its token marker, the recipient
 * marker (one open invitation per person across all staff), its detail item (the personal message)
 * and first audit entry, the outbox email, the search entries and the idempotency record, and counts
 * the email against the sender's daily cap, after checking the address is neither a staff member's
 * nor suppressed. A refusal answers with the catalogue's result code. What happens to the email is
 * the caller's: the single send delivers it in the request (send-invitation-service.ts), an import
 * queues it for the sweeper (queueInvitation below), so an import's function bundles no SES client.
 */
import { randomUUID } from 'node:crypto';
import { PIPELINE_BY_AUDIENCE } from '@safe-haven/shared/audiences';
import { INVITATION_LIFETIME_DAYS } from '@safe-haven/shared/constants';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import type { SendInvitationInput, SendInvitationResult } from '@safe-haven/shared/validation/invitation';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { linkToken } from '../core/link-tokens';
import { conditionAbsent } from '../data/entity';
import { idempotencyEntity } from '../data/idempotency';
import { invitationEntity, type Invitation } from '../data/invitation';
import { recordAudit } from '../data/invitation-audit';
import { invitationDetailEntity } from '../data/invitation-detail';
import { hashToken, invitationTokenEntity } from '../data/invitation-token';
import { newOutboxEmail, outboxEntity } from '../data/outbox';
import { createSearchEntries } from '../data/search-entry';
import { profileEmailEntity, type Profile } from '../data/profile';
import { recipientEntity, takeRecipient, type RecipientMarker } from '../data/recipient';
import { refusal, refusalForMarker } from './recipient-checks';
import { notSuppressed, refusedAsSuppressed } from '../data/suppression';
import { TransactionCancelledError, transactWrite, withConflictRetry } from '../data/transaction';
import { countDailyInvitation, dailyCapReached } from './daily-invitation-cap';
import { senderDisplayName } from './sender-name';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An import's row is queued rather than delivered by the request: its email is due for
 * the outbox sweeper at once, which sends a file's rows at the stage's rate (SES_SEND_RATE).
 */
const QUEUED = (invitationId: string): SendInvitationResult => ({ ok: true, message: 'Invitation created; its email is queued', invitationId, emailDelivered: false, queued: true });

/** What the caller does with the email once the invitation exists (or existed, on a replay). */
export type ReportSend = (invitationId: string, outboxId: string) => Promise<SendInvitationResult> | SendInvitationResult;

export const createInvitation = async (
  sender: Profile,
  input: SendInvitationInput,
  now: Date,
  report: ReportSend,
  options: { queued?: boolean } = {},
): Promise<SendInvitationResult> => {
  const replay = await idempotencyEntity.get(sender.id, input.idempotencyKey);
  if (replay) return report(replay.invitationId, replay.outboxId);

  const id = randomUUID();
  const emailId = randomUUID();
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS).toISOString();
  const inviterName = senderDisplayName(sender);
  const recipientKey = canonicalEmail(input.email);
  const tokenHash = hashToken(await linkToken('invitation', id));
  const invitation: Invitation = {
    id,
    tokenHash,
    audience: input.audience,
    pipeline: PIPELINE_BY_AUDIENCE[input.audience],
    status: 'sent',
    recipientEmail: input.email,
    recipientKey,
    recipientFirstName: input.firstName,
    recipientLastName: input.lastName,
    recipientName: `${input.firstName} ${input.lastName}`,
    senderId: sender.id,
    ...(sender.addedById ? { senderAddedById: sender.addedById } : {}),
    inviterName,
    inviterEmail: sender.email,
    createdAt,
    expiresAt,
    latestEmailId: emailId,
    emailDelivery: 'pending',
    lastActivityAt: createdAt,
  };
  const firstAudit = recordAudit('audit', id, { from_status: null, to_status: 'sent', at: createdAt, by: sender.id, byName: inviterName });
  const email = newOutboxEmail(
    {
      id: emailId,
      delivery: 'direct',
      to: input.email,
      relatedId: id,
      message: {
        template: 'invitation', invitationId: id, audience: input.audience, recipientFirstName: input.firstName,
        inviterName, inviterEmail: sender.email, personalMessage: input.personalMessage,
      },
    },
    now,
    options.queued ? { dueNow: true } : {},
  );

  try {
    await withConflictRetry(() =>
      transactWrite([
        conditionAbsent('staffEmail', profileEmailEntity.key(input.email)),
        ...notSuppressed('notSuppressed', input.email),
        takeRecipient('recipient', { recipientKey, invitationId: id, senderName: inviterName, sentAt: createdAt, expiresAt, state: 'open' }),
        invitationEntity.create('invitation', invitation),
        invitationDetailEntity.create('detail', { invitationId: id, personalMessage: input.personalMessage }),
        firstAudit,
        ...createSearchEntries(invitation),
        invitationTokenEntity.create('token', { tokenHash, invitationId: id }),
        outboxEntity.create('email', email),
        idempotencyEntity.create('idempotency', { scope: sender.id, key: input.idempotencyKey, invitationId: id, outboxId: email.id, createdAt }),
        countDailyInvitation('dailyCap', sender.id, now),
      ]),
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    if (error.conditionFailed('idempotency')) {
      // The same request arrived twice at once: answer with the one that won.
      const winner = await idempotencyEntity.get(sender.id, input.idempotencyKey);
      if (winner) return report(winner.invitationId, winner.outboxId);
    }
    // Past the cap every send is refused the same way, before any answer about the address: an
    // account that is being misused learns nothing more (who is staff, who was invited) from it.
    if (error.conditionFailed('dailyCap')) throw dailyCapReached();
    if (error.conditionFailed('staffEmail')) return refusal({ code: ERROR_CODES.ALREADY_REGISTERED });
    if (refusedAsSuppressed(error, 'notSuppressed')) return refusal({ code: ERROR_CODES.EMAIL_SUPPRESSED });
    if (error.conditionFailed('recipient')) {
      return refusalForMarker(sender, (error.oldItem('recipient') as Partial<RecipientMarker> | undefined) ?? (await recipientEntity.get(input.email)));
    }
    throw error;
  }
  return report(id, email.id);
};

/** An import's row: created, its email due for the outbox sweeper at once. */
export const queueInvitation = (sender: Profile, input: SendInvitationInput, now: Date = new Date()): Promise<SendInvitationResult> =>
  createInvitation(sender, input, now, QUEUED, { queued: true });
