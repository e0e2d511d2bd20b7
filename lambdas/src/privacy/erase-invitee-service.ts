/**
 * Erase invitee (admins): every invitation of the person (any case, any +tag), with their answers,
 * search entries, emails and audit notes, is deleted; the counts and badges they added stay
 * (invitation-erasure.ts); if they asked not to be contacted their address stays only as a hash on
 * the suppression list; an audit record without personal data says who erased what and when.
 */
import { PRIVACY_MESSAGES as M } from '@safe-haven/shared/messages';
import { confirmsErasure } from '@safe-haven/shared/erasure-confirmation';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { BadRequestError, ForbiddenError } from '../core/errors';
import { logger } from '../core/logger';
import { getInvitation, type Invitation } from '../data/invitation';
import type { Profile } from '../data/profile';
import { invitationNotFound } from '../invitations/invitation-access';
import { eraseInvitationData } from './invitation-erasure';
import { contactWishOf, finishPersonErasure } from './person-erasure';
import { invitationIdsOfPerson } from './person-invitations';

export interface EraseResult {
  erasedInvitations: number;
  /** The audit record's id. */
  erasureId: string;
}

export const eraseInvitee = async (actor: Profile, invitationId: string, confirmation: string, now = new Date()): Promise<EraseResult> => {
  if (actor.role !== 'admin' || actor.status !== 'active') throw new ForbiddenError(M.eraseForbidden, { code: ERROR_CODES.ERASE_FORBIDDEN });
  const invitation = await getInvitation(invitationId);
  if (!invitation) throw invitationNotFound();
  if (!confirmsErasure(confirmation, invitation.recipientEmail)) {
    throw new BadRequestError(M.confirmationMismatch, { code: ERROR_CODES.CONFIRMATION_MISMATCH, details: { fieldErrors: { confirmation: M.confirmationMismatch } } });
  }
  const email = invitation.recipientEmail;
  const ids = new Set([invitationId, ...(await invitationIdsOfPerson(email))]);
  const erased: Invitation[] = [];
  for (const id of ids) {
    const gone = await eraseInvitationData(id, now);
    if (gone) erased.push(gone);
  }
  const record = await finishPersonErasure({
    email,
    wish: await contactWishOf(email, erased),
    record: {
      invitationId,
      invitationIds: erased.map((gone) => gone.id),
      kind: 'request',
      erasedById: actor.id,
      erasedByName: `${actor.firstName} ${actor.lastName}`.trim(),
      at: now.toISOString(),
    },
  });
  // Ids only: the log must not say who was erased.
  logger.info('Invitee erased', { erasureId: record.id, invitationIds: record.invitationIds, by: actor.id });
  return { erasedInvitations: erased.length, erasureId: record.id };
};
