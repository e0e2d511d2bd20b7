/**
 * External invitations (member, land owner, investor).
 * Access patterns: invitationById (GetItem), invitationsByIds (BatchGet, for a page of cards), the
 * Manage Invitations indexes keyed on the invitation's own attributes (table-definition.ts), and
 * invitationByToken through the token marker (invitation-token.ts).
 */
import type { DocumentKind, DocumentViewSummary } from '@safe-haven/shared/documents';
import type { EmailDeliveryStatus } from '@safe-haven/shared/api-types';
import type { Audience, Pipeline } from '@safe-haven/shared/audiences';
import type { InvitationStatus, InviteeChoice } from '@safe-haven/shared/invitation-status';
import { invitationPartition } from './invitation-partition';
import { batchGetItems } from './batch-get';
import type { AuditEntry } from './invitation-audit';
import { defineEntity } from './entity';
import { keyQuery } from './key-query';
import { queryAllItems } from './query-all';
import { ALL_INVITATIONS, LIST_ALL_ATTRIBUTE } from '@safe-haven/shared/table-definition';

export type { AuditEntry } from './invitation-audit';

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
  /** Denormalised from the sender's profile: keys the team indexes and the 'my lead gens' counters. */
  senderAddedById?: string;
  inviterName: string;
  inviterEmail: string;
  /**
   * Written before the long texts moved to the detail item (invitation-detail.ts); the migration
   * (scripts/ops/migrate-audit-trails.ts) moves it there. New invitations do not carry it.
   */
  personalMessage?: string;
  /** Written as false on invitations before the bounded item; the migration removes it and nothing reads it. */
  isInternal?: false;
  createdAt: string;
  expiresAt: string;
  responseAt?: string;
  /** The first move out of 'sent': the invitee's yes, maybe or no (counted in the lead-generator stats). */
  answer?: InviteeChoice;
  /** When the status last changed and who changed it (absent: the invitee). */
  statusUpdatedAt?: string;
  statusChangedBy?: string;
  /** Before the bounded item: a copy of statusUpdatedAt (no longer written). */
  lastStatusChangeAt?: string;
  /** Before the detail item: the latest status note (now on the detail item). */
  responseNotes?: string;
  /**
   * The latest time someone did something with the lead (sent, resent, a status change, a note, the
   * next step set): the 'Last update' order reads it here instead of from the audit trail.
   */
  lastActivityAt?: string;
  /** Staff's date (YYYY-MM-DD) for the next step. */
  nextStepDueAt?: string;
  /** When the next step's date was last set or cleared (an update, for the 'Last update' order). */
  nextStepSetAt?: string;
  /**
   * Per viewer (profile id), the status change they last saw (its statusUpdatedAt). The invitation is
   * unread to a viewer while its statusUpdatedAt is later; a viewer's own change counts as seen.
   */
  seenBy?: Record<string, string>;
  /** The latest invitation email (outbox id) and what became of it, mirrored by the stream handler. */
  latestEmailId?: string;
  emailDelivery?: EmailDeliveryStatus;
  resentAt?: string;
  /** Set when SES reports a hard bounce or a complaint for this invitation's email. */
  emailStatus?: InvitationEmailStatus;
  emailIssue?: InvitationEmailIssue;
  emailIssueAt?: string;
  /**
   * Before the trail moved to items of its own (invitation-audit.ts): the whole trail, oldest first.
   * New invitations do not carry it; the migration moves it out.
   */
  audit?: AuditEntry[];

  // Opens: written only by data/invitation-opens.ts, read by the cards, the funnel
  // counters (the stream image gaining openedAt) and the export. The names are shared with them.
  /** The invitee's first counted view of their invitation page (shared/src/invitation-opens.ts); set once. */
  openedAt?: string;
  /** Counted views of the invitation page, the first included. */
  viewCount?: number;
  /**
   * Documents sent by quick actions: per kind, the counted views of the lead's personal link and the
   * latest (data/document-link.ts holds the link; this copy is what the card reads without another read).
   */
  documentViews?: Partial<Record<DocumentKind, DocumentViewSummary>>;
}

export const invitationEntity = defineEntity<Invitation, [id: string]>({
  tag: 'invitation',
  key: (id) => ({ pk: invitationPartition(id), sk: 'INVITATION' }),
  identity: (invitation) => [invitation.id],
  // Every other index key (senderId, senderAddedById, audience, status, createdAt, id) is the
  // invitation's own attribute; this constant puts it in the admin's all-invitations indexes.
  indexes: () => ({ [LIST_ALL_ATTRIBUTE]: ALL_INVITATIONS }),
});

export const getInvitation = (id: string): Promise<Invitation | undefined> => invitationEntity.get(id);

/**
 * Access pattern invitationsByStatusCreatedBefore (`allByStatus`, keys only): the ids of every
 * invitation in a status created before a time, oldest first.
 */
export const invitationIdsByStatusCreatedBefore = async (status: InvitationStatus, before: string): Promise<string[]> =>
  (
    await queryAllItems(
      keyQuery('allByStatus', (c) => c.and(c.eq(LIST_ALL_ATTRIBUTE, ALL_INVITATIONS), c.eq('status', status), c.lt('createdAt', before))),
    )
  ).map((item) => String(item.id));

/** Whether a status change happened after the viewer last saw the invitation. */
export const isUnreadFor = (invitation: Pick<Invitation, 'statusUpdatedAt' | 'seenBy'>, viewerId: string): boolean => {
  if (!invitation.statusUpdatedAt) return false;
  const seen = invitation.seenBy?.[viewerId];
  return !seen || seen < invitation.statusUpdatedAt;
};

/**
 * The invitations with these ids, in the given order (ids not found are left out). Eventually
 * consistent: it follows an index read, which is eventually consistent itself.
 */
export const invitationsByIds = async (ids: readonly string[], onRead?: (readUnits: number) => void): Promise<Invitation[]> => {
  const items = await batchGetItems(ids.map((id) => invitationEntity.key(id)), { onRead });
  const found = new Map(items.filter((item) => invitationEntity.is(item)).map((item) => [String(item.id), invitationEntity.fromItem(item)]));
  return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
};
