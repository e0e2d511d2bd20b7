/**
 * Add note: an audit-trail entry without a status change, for what a call or a meeting said. It
 * leaves the status, its time and the unread state alone: a note is not news to the other viewers.
 * One transaction writes the entry (an item of its own) and the invitation's latest activity (the
 * 'Last update' order), on condition that the invitation still exists.
 */
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import type { InvitationNoteInput } from '@safe-haven/shared/validation/manage-invitations';
import { invitationEntity } from '../data/invitation';
import { recordAudit, type AuditEntry } from '../data/invitation-audit';
import type { Profile } from '../data/profile';
import { TransactionCancelledError, transactWrite, withConflictRetry } from '../data/transaction';
import { invitationNotFound, visibleInvitation } from './invitation-access';
import { invitationDetails } from './invitation-details-service';
import { senderDisplayName } from './sender-name';

export const addInvitationNote = async (actor: Profile, id: string, input: InvitationNoteInput, now = new Date()): Promise<InvitationDetails> => {
  const invitation = await visibleInvitation(actor, id);
  const entry: AuditEntry = {
    from_status: invitation.status, to_status: invitation.status, at: now.toISOString(), note: input.note, kind: 'note',
    by: actor.id, byName: senderDisplayName(actor),
  };
  const items = [
    invitationEntity
      .update(id)
      .set({ lastActivityAt: entry.at })
      .where((c) => c.exists('pk'))
      .transact('invitation'),
    recordAudit('audit', id, entry),
  ];
  try {
    await withConflictRetry(() => transactWrite<'invitation' | 'audit'>(items));
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailed('invitation')) throw invitationNotFound();
    throw error;
  }
  return invitationDetails(actor, id);
};
