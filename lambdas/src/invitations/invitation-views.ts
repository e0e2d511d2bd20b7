/** How an invitation reads in a list card and in the details dialog. */
import type { AuditEntryView, InvitationCard, InvitationDetails } from '@safe-haven/shared/api-types';
import { isUnreadFor, type Invitation } from '../data/invitation';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../data/invitation-audit';
import { longTextsOf, type InvitationDetail } from '../data/invitation-detail';
import type { InvitationResponse } from '../data/invitation-response';
import { showsSender, type Viewer } from './invitation-access';

export const toInvitationCard = (invitation: Invitation, viewer: Viewer): InvitationCard => ({
  id: invitation.id,
  recipientName: invitation.recipientName,
  recipientEmail: invitation.recipientEmail,
  ...(showsSender(viewer, invitation) ? { senderName: invitation.inviterName } : {}),
  senderId: invitation.senderId,
  audience: invitation.audience,
  pipeline: invitation.pipeline,
  status: invitation.status,
  createdAt: invitation.createdAt,
  updatedAt: invitation.statusUpdatedAt ?? invitation.lastStatusChangeAt ?? invitation.createdAt,
  ...(invitation.statusUpdatedAt ? { statusUpdatedAt: invitation.statusUpdatedAt } : {}),
  unread: isUnreadFor(invitation, viewer.id),
  ...(invitation.emailIssue ? { emailIssue: invitation.emailIssue } : {}),
  ...(invitation.emailDelivery ? { emailDelivery: invitation.emailDelivery } : {}),
  ...(invitation.nextStepDueAt ? { nextStepDueAt: invitation.nextStepDueAt } : {}),
  // Opens.
  ...(invitation.openedAt ? { openedAt: invitation.openedAt, viewCount: invitation.viewCount ?? 1 } : {}),
  // Documents sent by quick actions, with their counted views.
  ...(invitation.documentViews ? { documentViews: invitation.documentViews } : {}),
});

const auditView = (entry: AuditEntry): AuditEntryView => ({
  from_status: entry.from_status,
  to_status: entry.to_status,
  at: entry.at,
  ...(entry.note ? { note: entry.note } : {}),
  ...(entry.kind ? { kind: entry.kind } : {}),
  by: entry.by ? (entry.byName ?? 'A team member') : 'Invitee',
});

/**
 * The trail newest first: the entries' own items, and the list an invitation written before them
 * still carries until the migration moves it (both, while a change made after the deploy met an
 * unmigrated invitation), at most AUDIT_PAGE_SIZE.
 */
const newestFirst = (invitation: Invitation, trail: { entries: AuditEntry[]; more: boolean }): { entries: AuditEntry[]; more: boolean } => {
  const legacy = invitation.audit ?? [];
  if (legacy.length === 0) return trail;
  const all = [...trail.entries, ...[...legacy].reverse()].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return { entries: all.slice(0, AUDIT_PAGE_SIZE), more: trail.more || all.length > AUDIT_PAGE_SIZE };
};

export interface DetailsSource {
  invitation: Invitation;
  detail?: InvitationDetail;
  trail: { entries: AuditEntry[]; more: boolean };
  responses: InvitationResponse[];
}

export const toInvitationDetails = ({ invitation, detail, trail, responses }: DetailsSource, viewer: Viewer): InvitationDetails => {
  const { personalMessage, responseNotes } = longTextsOf(invitation, detail);
  const audit = newestFirst(invitation, trail);
  return {
    ...toInvitationCard(invitation, viewer),
    recipientFirstName: invitation.recipientFirstName,
    recipientLastName: invitation.recipientLastName,
    inviterName: invitation.inviterName,
    inviterEmail: invitation.inviterEmail,
    personalMessage,
    expiresAt: invitation.expiresAt,
    ...(invitation.responseAt ? { responseAt: invitation.responseAt } : {}),
    ...(responseNotes ? { responseNotes } : {}),
    ...(invitation.resentAt ? { resentAt: invitation.resentAt } : {}),
    // Newest first, as the Audit Trail shows it.
    audit: audit.entries.map(auditView),
    ...(audit.more ? { auditTruncated: true } : {}),
    responses: responses.map((response) => ({
      id: response.id,
      createdAt: response.createdAt,
      inviteeName: response.inviteeName,
      inviteeEmail: response.inviteeEmail,
      ...(response.inviteePhone ? { inviteePhone: response.inviteePhone } : {}),
      ...(response.inviteeAddress ? { inviteeAddress: response.inviteeAddress } : {}),
      responseType: response.responseType,
      ...(response.additionalNotes ? { additionalNotes: response.additionalNotes } : {}),
      ...(response.details ? { details: response.details } : {}),
    })),
  };
};
