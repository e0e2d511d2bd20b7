/**
 * Update Status and the quick actions. The status table (shared/invitation-status.ts) decides which
 * moves exist; the write is conditional on the status the person saw, so of two people moving the
 * same invitation from the same status only the first applies and the second gets a readable 409.
 * One transaction stores the status, its time, the note (on the detail item), the audit entry (an item
 * of its own) and, when the move answers or closes the lead, the recipient marker (a closed record
 * blocks a re-invite). The invitation item itself only changes in place: it does not grow.
 */
import {
  answerOf, canTransition, isClosedStatus, quickActionButtonLabel, quickActionFor, quickActionNote, STATUS_LABELS, type InvitationStatus,
} from '@safe-haven/shared/invitation-status';
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import { MANAGE_INVITATIONS_MESSAGES as M } from '@safe-haven/shared/messages';
import type { StatusChangeInput } from '@safe-haven/shared/validation/manage-invitations';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { ConflictError } from '../core/errors';
import { invitationEntity, type Invitation } from '../data/invitation';
import { recordAudit, type AuditEntry } from '../data/invitation-audit';
import { setResponseNotes } from '../data/invitation-detail';
import type { Profile } from '../data/profile';
import { recipientEntity } from '../data/recipient';
import { TransactionCancelledError, transactWrite, withConflictRetry, type NamedTransactItem } from '../data/transaction';
import { MEETING_ACTION, type DocumentKind } from '@safe-haven/shared/documents';
import { documentSendItems, documentToSend, meetingSendItems } from '../documents/document-send';
import { senderDisplayName } from './sender-name';
import { invitationNotFound, visibleInvitation } from './invitation-access';
import { invitationDetails } from './invitation-details-service';

const statusChanged = (current: InvitationStatus) =>
  new ConflictError(M.statusConflict(STATUS_LABELS[current]), { code: ERROR_CODES.STATUS_CHANGED, details: { status: current } });

const moveInvitation = (invitation: Invitation, actor: Profile, to: InvitationStatus, at: string): NamedTransactItem<'invitation'> => {
  const answer = answerOf(invitation.status, to);
  const update = invitationEntity
    .update(invitation.id)
    .set({ status: to, statusUpdatedAt: at, statusChangedBy: actor.id, lastActivityAt: at, ...(answer ? { answer, responseAt: at } : {}) })
    // responseNotes: an invitation written before the detail item held the note itself.
    .remove('responseNotes')
    .where((c) => c.eq('status', invitation.status));
  // The person's own change is not unread to them.
  if (invitation.seenBy) update.setEntry('seenBy', actor.id, at);
  else update.set({ seenBy: { [actor.id]: at } });
  return update.transact('invitation', { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' });
};

/**
 * The recipient marker follows the lead: an answer keeps the email held after the link expires, a
 * "no" or any closed status (archived, activated, closed, onboarded) makes it a closed record.
 */
const recipientUpdate = (invitation: Invitation, to: InvitationStatus, at: string): NamedTransactItem<'recipient'> | undefined => {
  const closes = isClosedStatus(to);
  const answers = answerOf(invitation.status, to) !== undefined;
  if (!closes && !answers) return undefined;
  return recipientEntity
    .update(invitation.recipientEmail)
    .set(closes ? { state: 'closed', closedAt: at } : {})
    .setIfNotExists({ answeredAt: at })
    .where((c) => c.eq('invitationId', invitation.id))
    .transact('recipient');
};

export const changeInvitationStatus = async (actor: Profile, id: string, input: StatusChangeInput, now: Date = new Date()): Promise<InvitationDetails> => {
  const invitation = await visibleInvitation(actor, id);
  if (invitation.status !== input.from) throw statusChanged(invitation.status);
  let note = input.note;
  let sendsDocument: DocumentKind | undefined;
  // Invite to Zoom emails the actor's own meeting link, when they saved one in Edit Profile.
  let meetingLink: string | undefined;
  if (input.action) {
    const action = quickActionFor(invitation.pipeline, invitation.status, input.action);
    if (!action || action.to !== input.to) {
      throw new ConflictError(M.quickActionRefused(input.action, STATUS_LABELS[invitation.status]), { code: ERROR_CODES.ACTION_NOT_AVAILABLE });
    }
    // The trail says what happened: an action whose document is uploaded emails it ('Action: Send
    // Pitch Deck'); any other sending action only marks the lead ('Action: Mark pitch deck sent').
    sendsDocument = await documentToSend(invitation.pipeline, action);
    meetingLink = action.label === MEETING_ACTION ? actor.meetingLink : undefined;
    note = quickActionNote(sendsDocument || meetingLink ? action.label : quickActionButtonLabel(action));
  }
  if (!canTransition(invitation.pipeline, invitation.status, input.to)) {
    throw new ConflictError(M.transitionRefused(STATUS_LABELS[invitation.status], STATUS_LABELS[input.to]), { code: ERROR_CODES.TRANSITION_NOT_ALLOWED });
  }
  const at = now.toISOString();
  // The marker is updated only while this invitation holds it (another may hold it after an expiry).
  const marker = await recipientEntity.get(invitation.recipientEmail);
  const markerItem = marker?.invitationId === invitation.id ? recipientUpdate(invitation, input.to, at) : undefined;
  const audit: AuditEntry = { from_status: invitation.status, to_status: input.to, at, ...(note ? { note } : {}), by: actor.id, byName: senderDisplayName(actor) };
  // Built once: a retried transaction writes the same audit key, and its create-only Put cannot double it.
  // A document send: its outbox email and the lead's link, in the same transaction as the move.
  const send = sendsDocument
    ? await documentSendItems(actor, invitation, sendsDocument, input.personalLine, now)
    : meetingLink ? await meetingSendItems(actor, invitation, meetingLink, input.personalLine, now) : undefined;
  const items = [
    moveInvitation(invitation, actor, input.to, at),
    recordAudit('audit', invitation.id, audit),
    setResponseNotes('detail', invitation.id, note),
    ...(markerItem ? [markerItem] : []),
    ...(send?.items ?? []),
  ];
  try {
    await withConflictRetry(() => transactWrite<'invitation' | 'audit' | 'detail' | 'recipient' | 'outbox' | 'link' | 'token'>(items));
  } catch (error) {
    if (!(error instanceof TransactionCancelledError)) throw error;
    if (error.conditionFailed('invitation')) {
      const current = error.oldItem('invitation');
      // No old item: it was deleted meanwhile.
      throw current ? statusChanged(current.status as InvitationStatus) : invitationNotFound();
    }
    // Someone else changed it at the same moment: the table decides again on the next try.
    if (error.conflictOnly) throw statusChanged(invitation.status);
    if (error.conditionFailed('recipient')) return changeInvitationStatus(actor, id, input, now);
    throw error;
  }
  return invitationDetails(actor, id);
};
