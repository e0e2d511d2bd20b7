/**
 * Delete (admins and founders): one transaction removes the invitation, its detail item, its audit
 * trail, its token marker (the link stops working), its answers and search entries, and frees the
 * recipient marker if this invitation holds it, so the person can be invited again. A trail longer
 * than a transaction holds loses its oldest entries first, in transactions of their own, before the
 * one that removes the invitation: a deletion that then fails leaves the invitation with a shorter
 * trail, never a trail (with its notes) without an invitation. The stream handler then takes back every count the
 * invitation added (sent, answers, unread), so each counter equals a recount.
 */
import { MANAGE_INVITATIONS_MESSAGES as M } from '@safe-haven/shared/messages';
import { canDeleteInvitations } from '@safe-haven/shared/roles';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { ForbiddenError } from '../core/errors';
import { invitationEntity } from '../data/invitation';
import { auditKeysOf } from '../data/invitation-audit';
import { invitationDetailEntity } from '../data/invitation-detail';
import { invitationResponseEntity, invitationWithResponses } from '../data/invitation-response';
import { invitationTokenEntity } from '../data/invitation-token';
import { cancelUnsentEmail } from '../data/outbox';
import type { Profile } from '../data/profile';
import { recipientEntity } from '../data/recipient';
import { deleteSearchEntries } from '../data/search-entry';
import { itemAt } from '../data/item-operations';
import type { TableKey } from '../data/table';
import { TransactionCancelledError, transactWrite, withConflictRetry } from '../data/transaction';
import { canSee, invitationNotFound } from './invitation-access';

/** An audit entry's deletion (its keys come from the trail's query). */
const removeAudit = (name: string, key: TableKey) => itemAt(key).delete().transact(name);

const TRANSACTION_LIMIT = 100;

export const deleteInvitation = async (actor: Profile, id: string, now: Date = new Date()): Promise<void> => {
  const { invitation, responses } = await invitationWithResponses(id);
  // Someone who cannot see it learns nothing, not even that it exists.
  if (!invitation || !canSee(actor, invitation)) throw invitationNotFound();
  if (!canDeleteInvitations(actor.role)) throw new ForbiddenError(M.deleteForbidden, { code: ERROR_CODES.DELETE_FORBIDDEN });
  const marker = await recipientEntity.get(invitation.recipientEmail);
  const holdsMarker = marker?.invitationId === invitation.id;
  const items = [
    invitationEntity.delete(id).where((c) => c.exists('pk')).transact('invitation'),
    invitationDetailEntity.delete(id).transact('detail'),
    invitationTokenEntity.delete(invitation.tokenHash).transact('token'),
    ...responses.map((response, i) => invitationResponseEntity.deleteValue(response).transact(`response-${i}`)),
    ...deleteSearchEntries(invitation),
    ...(holdsMarker ? [recipientEntity.delete(invitation.recipientEmail).where((c) => c.eq('invitationId', id)).transact('recipient')] : []),
  ];
  const trail = await auditKeysOf(id);
  const room = TRANSACTION_LIMIT - items.length;
  const older = trail.slice(0, Math.max(0, trail.length - room));
  for (let start = 0; start < older.length; start += TRANSACTION_LIMIT) {
    await transactWrite(older.slice(start, start + TRANSACTION_LIMIT).map((key, i) => removeAudit(`audit-${i}`, key)));
  }
  items.push(...trail.slice(older.length).map((key, i) => removeAudit(`audit-${i}`, key)));
  try {
    await withConflictRetry(() => transactWrite(items));
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    if (error.conditionFailed('invitation')) throw invitationNotFound();
    // The marker moved on meanwhile (a new invitation took it): delete without freeing it.
    if (error.conditionFailed('recipient')) return deleteInvitation(actor, id, now);
    throw error;
  }
  if (invitation.latestEmailId) await cancelUnsentEmail(invitation.latestEmailId, 'The invitation was deleted', now);
};
