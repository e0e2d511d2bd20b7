/**
 * External invitations (member, land owner, investor).
 * Access patterns: invitationById, invitationsBySender (gsi1 SENDER#<id>), allInvitations (gsi2
 * INVITATIONS); invitationByToken goes through the token marker (invitation-token.ts).
 */
import type { Audience, Pipeline } from '@safe-haven/shared/audiences';
import type { InvitationStatus } from '@safe-haven/shared/invitation-status';
import { defineEntity } from './entity';

export interface AuditEntry {
  from_status: InvitationStatus | null;
  to_status: InvitationStatus;
  at: string;
  note?: string;
  /** Profile id of the staff member, absent for the invitee's own answer. */
  by?: string;
}

/** What became of the invitation email after SES accepted it (SES events). */
export type InvitationEmailStatus = 'undeliverable';
export type InvitationEmailIssue = 'bounced' | 'complained';

export interface Invitation {
  id: string;
  /** SHA-256 of the link's token (hex): the raw token is never stored. */
  tokenHash: string;
  audience: Audience;
  pipeline: Pipeline;
  status: InvitationStatus;
  /** As typed by the sender: the address the email goes to. */
  recipientEmail: string;
  /** canonicalEmail(recipientEmail): the key of the recipient marker. */
  recipientKey: string;
  recipientFirstName: string;
  recipientLastName: string;
  recipientName: string;
  senderId: string;
  /** Denormalised from the sender's profile so the stream can count 'my lead gens' without a read. */
  senderAddedById?: string;
  inviterName: string;
  inviterEmail: string;
  personalMessage: string;
  isInternal: false;
  createdAt: string;
  expiresAt: string;
  responseAt?: string;
  statusUpdatedAt?: string;
  lastStatusChangeAt?: string;
  responseNotes?: string;
  /** Set when SES reports a hard bounce or a complaint for this invitation's email. */
  emailStatus?: InvitationEmailStatus;
  emailIssue?: InvitationEmailIssue;
  emailIssueAt?: string;
  audit: AuditEntry[];
}

export const invitationEntity = defineEntity<Invitation, [id: string]>({
  tag: 'invitation',
  key: (id) => ({ pk: `INVITATION#${id}`, sk: 'INVITATION' }),
  keyOf: (invitation) => ({ pk: `INVITATION#${invitation.id}`, sk: 'INVITATION' }),
  indexes: (invitation) => ({
    gsi1pk: `SENDER#${invitation.senderId}`,
    gsi1sk: `${invitation.createdAt}#${invitation.id}`,
    gsi2pk: 'INVITATIONS',
    gsi2sk: `${invitation.createdAt}#${invitation.id}`,
  }),
});

export const getInvitation = (id: string): Promise<Invitation | undefined> => invitationEntity.get(id);
