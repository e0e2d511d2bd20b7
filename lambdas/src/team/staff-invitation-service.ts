/**
 * Invite New User, and the admin's resend of a pending staff invitation.
 * Creating one is one transaction: the address is not a registered user's nor suppressed, the
 * pending marker is free (one pending invitation per person; an expired one may be replaced), and
 * the invitation, its token marker and the welcome email (outbox) are written together. The email is
 * then delivered by the request, which reports whether it went out; a failure is retried by the
 * outbox sweeper.
 */
import { randomUUID } from 'node:crypto';
import type { InviteUserResult, ResendStaffInvitationResult } from '@safe-haven/shared/team-api-types';
import type { StaffRole } from '@safe-haven/shared/roles';
import { rolesInvitableBy, staffInvitationLifetimeHours } from '@safe-haven/shared/team';
import { INVITE_USER_MESSAGES, MANAGE_USERS_MESSAGES } from '@safe-haven/shared/team-messages';
import type * as z from 'zod';
import type { inviteUserSchema } from '@safe-haven/shared/validation/team';
import { formatInviteDate } from '@safe-haven/shared/invite-dates';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import type { ErrorCode } from '@safe-haven/shared/error-code';
import { ConflictError, ForbiddenError, NotFoundError } from '../core/errors';
import { linkToken } from '../core/link-tokens';
import { logger } from '../core/logger';
import { conditionAbsent } from '../data/entity';
import { hashToken } from '../data/invitation-token';
import { newOutboxEmail, outboxEntity, type OutboxEmail } from '../data/outbox';
import { profileEmailEntity, type Profile } from '../data/profile';
import {
  renewPendingMarker,
  renewStaffInvitationItem, staffInvitationEntity, staffTokenEntity, takePendingMarker, type StaffInvitation,
} from '../data/staff-invitation';
import { notSuppressed, refusedAsSuppressed } from '../data/suppression';
import { TransactionCancelledError, transactWrite, withConflictRetry } from '../data/transaction';
import { deliverOutboxEmail } from '../email/deliver-outbox-email';
import { renderStaffWelcome } from '../email/render-staff-welcome';
import { senderDisplayName } from '../invitations/sender-name';
import { pendingInvitation } from './pending-invitation';

const HOUR_MS = 60 * 60 * 1000;
const lifetimeEnd = (role: StaffRole, now: Date) => new Date(now.getTime() + staffInvitationLifetimeHours(role) * HOUR_MS).toISOString();

const welcomeEmail = (invitation: StaffInvitation, now: Date): OutboxEmail =>
  newOutboxEmail(
    {
      delivery: 'direct',
      to: invitation.email,
      relatedId: invitation.id,
      message: {
        template: 'staff-welcome',
        staffInvitationId: invitation.id,
        recipientFirstName: invitation.firstName,
        role: invitation.role,
        inviterName: invitation.inviterName,
        expiresAt: invitation.expiresAt,
      },
    },
    now,
  );

const deliver = async (outboxId: string) => {
  const delivery = await deliverOutboxEmail(outboxId, { renderers: { 'staff-welcome': renderStaffWelcome }, waitForOtherWorker: true });
  return delivery.delivered ? { emailDelivered: true } : { emailDelivered: false, deliveryError: delivery.error };
};

const conflict = (message: string, code: ErrorCode) => new ConflictError(message, { code, details: { ok: false } });

export const inviteStaffUser = async (inviter: Profile, input: z.output<typeof inviteUserSchema>, now = new Date()): Promise<InviteUserResult> => {
  if (!rolesInvitableBy(inviter.role).includes(input.role)) {
    throw new ForbiddenError(INVITE_USER_MESSAGES.roleNotAllowed, { code: ERROR_CODES.ROLE_NOT_ALLOWED, details: { ok: false } });
  }
  const id = randomUUID();
  const createdAt = now.toISOString();
  const invitation: StaffInvitation = {
    id,
    tokenHash: hashToken(await linkToken('staff-invitation', id)),
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    accountStatus: input.status,
    invitedById: inviter.id,
    inviterName: senderDisplayName(inviter),
    status: 'pending',
    createdAt,
    expiresAt: lifetimeEnd(input.role, now),
    lastSentAt: createdAt,
  };
  const email = welcomeEmail(invitation, now);
  try {
    await withConflictRetry(() =>
      transactWrite([
        conditionAbsent('registered', profileEmailEntity.key(input.email)),
        ...notSuppressed('notSuppressed', input.email),
        takePendingMarker('pending', { email: input.email, invitationId: id, expiresAt: invitation.expiresAt }, now),
        staffInvitationEntity.create('invitation', invitation),
        staffTokenEntity.create('token', { tokenHash: invitation.tokenHash, invitationId: id }),
        outboxEntity.create('email', email),
      ]),
    );
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    if (error.conditionFailed('registered')) throw conflict(INVITE_USER_MESSAGES.alreadyRegistered, ERROR_CODES.ALREADY_REGISTERED);
    if (refusedAsSuppressed(error, 'notSuppressed')) throw conflict(INVITE_USER_MESSAGES.suppressed, ERROR_CODES.EMAIL_SUPPRESSED);
    if (error.conditionFailed('pending')) {
      const expiresAt = error.oldItem('pending')?.expiresAt;
      throw conflict(INVITE_USER_MESSAGES.alreadyPending(typeof expiresAt === 'string' ? formatInviteDate(expiresAt) : 'a later date'), ERROR_CODES.ALREADY_PENDING);
    }
    throw error;
  }
  logger.info('Staff invitation created', { invitationId: id, role: input.role, invitedBy: inviter.id });
  return { ok: true, invitationId: id, ...(await deliver(email.id)) };
};

/** Sends the same link again, valid for a full lifetime from now. */
export const resendStaffInvitation = async (id: string, now = new Date()): Promise<ResendStaffInvitationResult> => {
  const invitation = await pendingInvitation(id);
  const expiresAt = lifetimeEnd(invitation.role, now);
  const email = welcomeEmail({ ...invitation, expiresAt }, now);
  try {
    await transactWrite([
      renewStaffInvitationItem('invitation', invitation, expiresAt, now),
      renewPendingMarker('pending', invitation, expiresAt, now),
      outboxEntity.create('email', email),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    if (error.conditionFailed('pending')) throw conflict(INVITE_USER_MESSAGES.alreadyPending('a later date'), ERROR_CODES.ALREADY_PENDING);
    if (error.conditionFailed('invitation')) throw new NotFoundError(MANAGE_USERS_MESSAGES.invitationNotFound, { code: ERROR_CODES.NOT_FOUND });
    throw error;
  }
  return { ok: true, invitationId: id, expiresAt, ...(await deliver(email.id)) };
};
