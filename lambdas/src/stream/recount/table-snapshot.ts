/**
 * What a recount keeps of each scanned item: the facts the counters are made of (invitations, and the
 * kept facts of erased ones), who views what (profiles), and the figures as the table holds them
 * (stats items, daily buckets, unread counters, viewer states, earned badges). Everything else in the
 * table is passed over. Only these compact records stay in memory, not the items.
 */
import { hasOpenedADocument } from '@safe-haven/shared/funnel';
import type { InviteeChoice } from '@safe-haven/shared/invitation-status';
import type { UnreadBadgeKey } from '@safe-haven/shared/navigation';
import { isActiveAdmin } from '@safe-haven/shared/team';
import { ANSWER_FACT, COUNTED_FACT_TAG, factOfSortKey, SENT_FACT, type KeptFactRecord } from '../../data/counted-fact';
import { earnedBadgeEntity } from '../../data/earned-badge';
import { invitationEntity, type Invitation } from '../../data/invitation';
import { invitationIdOfPartition } from '../../data/invitation-partition';
import { DAY_BUCKET_TAG, INVITE_STATS_TAG } from '../../data/invite-stats';
import { profileEntity, type Profile } from '../../data/profile';
import { viewerStateEntity } from '../../data/unread';
import { FUNNEL_STATS_TAG, funnelFactRecordOf, isFunnelFactSortKey, type FunnelFactRecord, type FunnelInvitation } from '../../data/funnel-stats';
import { AUDIT_TAG, type AuditEntry } from '../../data/invitation-audit';

/** What an invitation counts for: its sender's figures, the team's, and unread-ness to its viewers. */
export type CountedInvitation = Pick<Invitation, 'id' | 'senderId' | 'senderAddedById' | 'createdAt' | 'answer' | 'statusUpdatedAt' | 'seenBy'>;

export interface ScannedViewerState {
  invitationId: string;
  viewerId: string;
  unread: boolean;
  counts: UnreadBadgeKey[];
  asOf: string;
}

/** An attribute value as read: undefined when the item or the attribute is absent. */
export type Figures = Map<string, Record<string, unknown>>;

export const figureId = (pk: string, sk: string) => `${pk}\u0000${sk}`;

/** What decides whom a person watches and since when (invitation-access.ts `watches`, unread-on-role-change.ts). */
export type Watcher = Pick<Profile, 'id' | 'role' | 'status'> & { since: string };

export class TableSnapshot {
  readonly invitations = new Map<string, CountedInvitation>();
  /** Kept facts (counted-fact.ts) by invitation id: what an erased invitation still counts. */
  readonly keptSent = new Map<string, KeptFactRecord>();
  readonly keptAnswers = new Map<string, InviteeChoice>();
  readonly activeAdmins = new Set<string>();
  readonly profiles = new Set<string>();
  /** Each person's role, status and since when they watch what that role shows them. */
  readonly watchers = new Map<string, Watcher>();
  /** Stats items, daily buckets and unread counters as the table holds them, by figureId(pk, sk). */
  readonly figures: Figures = new Map();
  readonly viewerStates = new Map<string, ScannedViewerState>();
  readonly earnedBadges = new Set<string>();
  /** What the funnel counts of each invitation (funnel-drifts.ts): its own fields, its trail, its facts. */
  readonly funnelInvitations = new Map<string, FunnelInvitation & { openedAt?: string; openedADocument?: boolean; audit?: AuditEntry[] }>();
  readonly auditTrails = new Map<string, AuditEntry[]>();
  readonly funnelFacts = new Map<string, FunnelFactRecord[]>();

  add(item: Record<string, unknown>): void {
    const pk = String(item.pk);
    const sk = String(item.sk);
    if (invitationEntity.is(item)) {
      const invitation = invitationEntity.fromItem(item);
      this.invitations.set(invitation.id, {
        id: invitation.id, senderId: invitation.senderId, senderAddedById: invitation.senderAddedById, createdAt: invitation.createdAt,
        answer: invitation.answer, statusUpdatedAt: invitation.statusUpdatedAt, seenBy: invitation.seenBy,
      });
      this.funnelInvitations.set(invitation.id, {
        senderId: invitation.senderId, senderAddedById: invitation.senderAddedById, createdAt: invitation.createdAt, audience: invitation.audience,
        ...(typeof item.openedAt === 'string' ? { openedAt: item.openedAt } : {}),
        ...(hasOpenedADocument(item.documentViews) ? { openedADocument: true } : {}),
        ...(invitation.audit ? { audit: invitation.audit } : {}),
      });
    } else if (item.entity === AUDIT_TAG) {
      const id = invitationIdOfPartition(pk) ?? '';
      this.auditTrails.set(id, [...(this.auditTrails.get(id) ?? []), item as unknown as AuditEntry]);
    } else if (item.entity === COUNTED_FACT_TAG && isFunnelFactSortKey(sk)) {
      const id = invitationIdOfPartition(pk) ?? '';
      this.funnelFacts.set(id, [...(this.funnelFacts.get(id) ?? []), funnelFactRecordOf(id, item)]);
    } else if (item.entity === COUNTED_FACT_TAG && item.state === 'kept') {
      const id = invitationIdOfPartition(pk) ?? '';
      const record = item as unknown as KeptFactRecord;
      const fact = factOfSortKey(sk);
      if (fact === SENT_FACT) {
        this.keptSent.set(id, { senderId: record.senderId, senderAddedById: record.senderAddedById, createdAt: record.createdAt });
      } else if (fact === ANSWER_FACT && record.answer) {
        this.keptAnswers.set(id, record.answer as InviteeChoice);
      }
    } else if (profileEntity.is(item)) {
      const profile = profileEntity.fromItem(item);
      this.profiles.add(profile.id);
      this.watchers.set(profile.id, { id: profile.id, role: profile.role, status: profile.status, since: profile.watchingSince ?? profile.createdAt });
      if (isActiveAdmin(profile)) this.activeAdmins.add(profile.id);
    } else if (item.entity === INVITE_STATS_TAG || item.entity === DAY_BUCKET_TAG || item.entity === 'unread-counter' || item.entity === FUNNEL_STATS_TAG) {
      this.figures.set(figureId(pk, sk), item);
    } else if (viewerStateEntity.is(item)) {
      const state = viewerStateEntity.fromItem(item);
      this.viewerStates.set(figureId(pk, sk), { invitationId: state.invitationId, viewerId: state.viewerId, unread: state.unread, counts: state.counts, asOf: state.asOf });
    } else if (earnedBadgeEntity.is(item)) {
      const badge = earnedBadgeEntity.fromItem(item);
      this.earnedBadges.add(`${badge.profileId}#${badge.badgeId}`);
    }
  }
}
