/** How an invitation reads in a list card and in the details dialog. */
import type { AuditEntryView, InvitationCard, InvitationDetails } from '@safe-haven/shared/api-types';
import { isUnreadFor, type Invitation } from '../data/invitation';
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
  updatedAt: invitation.lastStatusChangeAt ?? invitation.createdAt,
  ...(invitation.statusUpdatedAt ? { statusUpdatedAt: invitation.statusUpdatedAt } : {}),
  unread: isUnreadFor(invitation, viewer.id),
  ...(invitation.emailIssue ? { emailIssue: invitation.emailIssue } : {}),
  ...(invitation.emailDelivery ? { emailDelivery: invitation.emailDelivery } : {}),
  ...(invitation.nextStepDueAt ? { nextStepDueAt: invitation.nextStepDueAt } : {}),
});

const auditView = (entry: Invitation['audit'][number]): AuditEntryView => ({
  from_status: entry.from_status,
  to_status: entry.to_status,
  at: entry.at,
  ...(entry.note ? { note: entry.note } : {}),
  ...(entry.kind ? { kind: entry.kind } : {}),
  by: entry.by ? (entry.byName ?? 'A team member') : 'Invitee',
});

export const toInvitationDetails = (invitation: Invitation, responses: InvitationResponse[], viewer: Viewer): InvitationDetails => ({
  ...toInvitationCard(invitation, viewer),
  recipientFirstName: invitation.recipientFirstName,
  recipientLastName: invitation.recipientLastName,
  inviterName: invitation.inviterName,
  inviterEmail: invitation.inviterEmail,
  personalMessage: invitation.personalMessage,
  expiresAt: invitation.expiresAt,
  ...(invitation.responseAt ? { responseAt: invitation.responseAt } : {}),
  ...(invitation.responseNotes ? { responseNotes: invitation.responseNotes } : {}),
  ...(invitation.resentAt ? { resentAt: invitation.resentAt } : {}),
  // Newest first, as the Audit Trail shows it.
  audit: [...invitation.audit].reverse().map(auditView),
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
});
