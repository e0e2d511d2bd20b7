/**
 * The recount's oracle: from a scanned table (table-snapshot.ts), every figure the stream keeps as the
 * table's facts say it should be, against the figure the table holds. Pure: no reads, no clock.
 *
 * The facts: each live invitation, and each erased one whose counts were kept (counted-fact.ts), once.
 * - `STATS#<p>` / `INVITE_STATS`: ownSent, myLeadgensSent, yesCount, maybeCount, noCount, lastInviteAt;
 * - `STATS#<p>` / `DAY#<day>`: sent, for the days any figure reads (the longest badge window); older
 *   buckets are left to expire (deletions past 100 days do not edit them, by design);
 * - `STATS#GLOBAL` / `INVITE_STATS`: totalSent (only when the recount covers the whole table);
 * - `INVITATION#<id>` / `UNREAD#<viewer>`: unread as `isUnreadFor` says, for the people who watch it
 *   (`watches`: the sender, the person who added the sender while an active admin or founder, every
 *   active admin), counting only changes since they began to watch (`watchingSince`, else when they
 *   joined); a state that says unread for anyone else is stale;
 * - `STATS#<p>` / `INVITE_STATS` `sentOn<day>`: each day of the last 30 the item has tracked (`windowFrom`);
 * - `UNREAD#<viewer>` / `COUNTS`: the number of those unread states, per badge key;
 * - `PROFILE#<p>` / `BADGE#<id>`: every badge the recounted figures meet. Badges are never taken back,
 *   so a badge earned in a busier week than this one is not a drift; only a missing one is.
 */
import { BADGE_WINDOW_DAYS, badgesMet, type BadgeCounts } from '@safe-haven/shared/badges';
import type { InviteeChoice } from '@safe-haven/shared/invitation-status';
import type { UnreadBadgeKey } from '@safe-haven/shared/navigation';
import { isUnreadFor } from '../../data/invitation';
import {
  ANSWER_ATTRIBUTES, DAY_BUCKET_RETENTION_DAYS, DAY_BUCKET_TAG, dayBucketKey, dayKey, dayOfBucketKey, globalInviteStatsKey, INVITE_STATS_TAG, inviteStatsKey, profileIdOfStatsKey,
  SENT_WINDOW_DAYS, sentWithin, windowAttribute,
} from '../../data/invite-stats';
import { ttlSeconds, type TableKey } from '../../data/table';
import { earnedBadgeEntity } from '../../data/earned-badge';
import { unreadCounterKey, viewerIdOfCounterKey, viewerStateEntity } from '../../data/unread';
import { unreadCountsFor } from '../processors/unread-counts';
import { watches } from '../../invitations/invitation-access';
import { figureId, type ScannedViewerState, type TableSnapshot } from './table-snapshot';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RECOUNTED_DAYS = Math.max(...Object.values(BADGE_WINDOW_DAYS));
const SENDER_COUNTERS = ['ownSent', 'myLeadgensSent', 'yesCount', 'maybeCount', 'noCount'] as const;
const UNREAD_COUNTERS: readonly UnreadBadgeKey[] = ['manageInvitations', 'myLeadgens'];

export type Drift =
  | {
    kind: 'counter'; key: TableKey; attribute: string; expected: number; actual: number | undefined;
    /** Written with the fix: the item's entity tag, and what else a new item of its kind carries. */
    entity: string; ttl?: number; movesVersion?: boolean;
  }
  | { kind: 'last-invite'; key: TableKey; expected?: string; actual?: string }
  | { kind: 'unread-state'; key: TableKey; invitationId: string; viewerId: string; expected: { unread: boolean; counts: UnreadBadgeKey[] }; actual?: ScannedViewerState }
  | { kind: 'badge'; key: TableKey; profileId: string; badgeId: string; count: number };

/** Limits a recount to some people and invitations (a test's own, in a table other tests share). */
export interface RecountScope {
  profileIds?: ReadonlySet<string>;
  invitationIds?: ReadonlySet<string>;
}

interface Fact {
  senderId: string;
  senderAddedById?: string;
  createdAt: string;
  answer?: InviteeChoice;
}

const sameCounts = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();
const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);

export const findDrifts = (snapshot: TableSnapshot, now: Date, scope: RecountScope = {}): Drift[] => {
  const inScope = (invitationId: string) => !scope.invitationIds || scope.invitationIds.has(invitationId);
  const recounted = (profileId: string) => !scope.profileIds || scope.profileIds.has(profileId);

  // Every invitation that counts, once: live, or erased with its counts kept.
  const facts = new Map<string, Fact>();
  for (const [id, invitation] of snapshot.invitations) if (inScope(id)) facts.set(id, invitation);
  for (const [id, kept] of snapshot.keptSent) {
    if (inScope(id) && !facts.has(id)) facts.set(id, { ...kept, answer: snapshot.keptAnswers.get(id) });
  }

  const firstDay = dayKey(new Date(now.getTime() - (RECOUNTED_DAYS - 1) * DAY_MS).toISOString());
  const people = new Set<string>([...snapshot.profiles]);
  const stats = new Map<string, Record<(typeof SENDER_COUNTERS)[number], number> & { lastInviteAt?: string; days: Map<string, number> }>();
  const statsOf = (profileId: string) => {
    people.add(profileId);
    let entry = stats.get(profileId);
    if (!entry) stats.set(profileId, (entry = { ownSent: 0, myLeadgensSent: 0, yesCount: 0, maybeCount: 0, noCount: 0, days: new Map() }));
    return entry;
  };
  for (const fact of facts.values()) {
    const own = statsOf(fact.senderId);
    own.ownSent += 1;
    if (fact.answer) own[ANSWER_ATTRIBUTES[fact.answer] as 'yesCount'] += 1;
    if (!own.lastInviteAt || own.lastInviteAt < fact.createdAt) own.lastInviteAt = fact.createdAt;
    const day = dayKey(fact.createdAt);
    if (day >= firstDay) own.days.set(day, (own.days.get(day) ?? 0) + 1);
    if (fact.senderAddedById) statsOf(fact.senderAddedById).myLeadgensSent += 1;
  }

  // Viewer states as isUnreadFor says, and the counts they add up to.
  const expectedStates = new Map<string, { invitationId: string; viewerId: string; unread: boolean; counts: UnreadBadgeKey[] }>();
  for (const invitation of snapshot.invitations.values()) {
    if (!inScope(invitation.id)) continue;
    const candidates = new Set([invitation.senderId, ...(invitation.senderAddedById ? [invitation.senderAddedById] : []), ...snapshot.activeAdmins]);
    for (const viewerId of candidates) {
      const watcher = snapshot.watchers.get(viewerId);
      // The sender always watches their own; anyone else while their role shows it (watches), and
      // only changes made since they began to (a new or promoted admin starts from nothing unread).
      const watching = viewerId === invitation.senderId || (watcher !== undefined && watches(watcher, invitation));
      if (!watching || !recounted(viewerId)) continue;
      const counted = viewerId === invitation.senderId || !invitation.statusUpdatedAt || invitation.statusUpdatedAt > watcher!.since;
      const key = viewerStateEntity.key(invitation.id, viewerId);
      expectedStates.set(figureId(key.pk, key.sk), {
        invitationId: invitation.id, viewerId, unread: counted && isUnreadFor(invitation, viewerId), counts: unreadCountsFor(invitation, viewerId),
      });
    }
  }
  const drifts: Drift[] = [];
  const unreadCounts = new Map<string, Record<UnreadBadgeKey, number>>();
  for (const [id, state] of expectedStates) {
    people.add(state.viewerId);
    if (state.unread) {
      const counts = unreadCounts.get(state.viewerId) ?? { manageInvitations: 0, myLeadgens: 0 };
      for (const count of state.counts) counts[count] += 1;
      unreadCounts.set(state.viewerId, counts);
    }
    const actual = snapshot.viewerStates.get(id);
    const wrong = actual ? actual.unread !== state.unread || !sameCounts(actual.counts, state.counts) : state.unread;
    if (wrong) drifts.push({ kind: 'unread-state', key: viewerStateEntity.key(state.invitationId, state.viewerId), invitationId: state.invitationId, viewerId: state.viewerId, expected: { unread: state.unread, counts: state.counts }, actual });
  }
  // A state still unread for someone who no longer views the invitation, or of a deleted invitation.
  for (const [id, actual] of snapshot.viewerStates) {
    if (!actual.unread || expectedStates.has(id) || !inScope(actual.invitationId) || !recounted(actual.viewerId)) continue;
    drifts.push({ kind: 'unread-state', key: viewerStateEntity.key(actual.invitationId, actual.viewerId), invitationId: actual.invitationId, viewerId: actual.viewerId, expected: { unread: false, counts: actual.counts }, actual });
  }

  const counter = (key: TableKey, attribute: string, expected: number, entity: string, extra: { ttl?: number; movesVersion?: boolean } = {}) => {
    const actual = numberOrUndefined(snapshot.figures.get(figureId(key.pk, key.sk))?.[attribute]);
    if ((actual ?? 0) !== expected) drifts.push({ kind: 'counter', key, attribute, expected, actual, entity, ...extra });
  };
  // Also people the figures name whose profile is gone (their counters may still be read).
  const bucketDays = new Map<string, string[]>();
  for (const item of snapshot.figures.values()) {
    const pk = String(item.pk);
    const day = dayOfBucketKey(String(item.sk));
    if (day !== undefined) bucketDays.set(pk, [...(bucketDays.get(pk) ?? []), day]);
    const person = profileIdOfStatsKey(pk) ?? viewerIdOfCounterKey(pk);
    if (person !== undefined) people.add(person);
  }
  for (const profileId of [...people].filter(recounted).sort()) {
    const expected = stats.get(profileId) ?? { ownSent: 0, myLeadgensSent: 0, yesCount: 0, maybeCount: 0, noCount: 0, days: new Map<string, number>() };
    const key = inviteStatsKey(profileId);
    for (const attribute of SENDER_COUNTERS) counter(key, attribute, expected[attribute], INVITE_STATS_TAG);
    const lastInviteAt = snapshot.figures.get(figureId(key.pk, key.sk))?.lastInviteAt as string | undefined;
    if (lastInviteAt !== expected.lastInviteAt) drifts.push({ kind: 'last-invite', key, expected: expected.lastInviteAt, actual: lastInviteAt });

    const heldDays = bucketDays.get(key.pk) ?? [];
    for (const day of new Set([...expected.days.keys(), ...heldDays.filter((day) => day >= firstDay)])) {
      const ttl = ttlSeconds(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_BUCKET_RETENTION_DAYS * DAY_MS));
      counter(dayBucketKey(profileId, day), 'sent', expected.days.get(day) ?? 0, DAY_BUCKET_TAG, { ttl });
    }

    // The last 30 days on the stats item (My Lead Generators), for the days it has tracked them.
    const windowFrom = snapshot.figures.get(figureId(key.pk, key.sk))?.windowFrom;
    for (let daysAgo = 0; typeof windowFrom === 'string' && daysAgo < SENT_WINDOW_DAYS; daysAgo++) {
      const day = dayKey(new Date(now.getTime() - daysAgo * DAY_MS).toISOString());
      if (day >= windowFrom) counter(key, windowAttribute(day), expected.days.get(day) ?? 0, INVITE_STATS_TAG);
    }

    const unread = unreadCounts.get(profileId) ?? { manageInvitations: 0, myLeadgens: 0 };
    for (const attribute of UNREAD_COUNTERS) counter(unreadCounterKey(profileId), attribute, unread[attribute], 'unread-counter', { movesVersion: true });

    const counts: BadgeCounts = {
      invitations_sent: expected.ownSent,
      invitations_sent_weekly: sentWithin(expected.days, BADGE_WINDOW_DAYS.invitations_sent_weekly!, now),
      invitations_sent_monthly: sentWithin(expected.days, BADGE_WINDOW_DAYS.invitations_sent_monthly!, now),
      invitations_sent_quarterly: sentWithin(expected.days, BADGE_WINDOW_DAYS.invitations_sent_quarterly!, now),
      interested_responses: expected.yesCount,
    };
    for (const badge of badgesMet(counts).filter((met) => !snapshot.earnedBadges.has(`${profileId}#${met.id}`))) {
      drifts.push({ kind: 'badge', key: earnedBadgeEntity.key(profileId, badge.id), profileId, badgeId: badge.id, count: counts[badge.criteriaType] });
    }
  }
  if (!scope.profileIds && !scope.invitationIds) counter(globalInviteStatsKey(), 'totalSent', facts.size, INVITE_STATS_TAG);
  return drifts;
};

/** One line per drift, as the ops script prints it. */
export const describeDrift = (drift: Drift): string => {
  const where = `${drift.key.pk} ${drift.key.sk}`;
  switch (drift.kind) {
    case 'counter': return `${where} ${drift.attribute}: table ${drift.actual ?? '(none)'}, recount ${drift.expected}`;
    case 'last-invite': return `${where} lastInviteAt: table ${drift.actual ?? '(none)'}, recount ${drift.expected ?? '(none)'}`;
    case 'unread-state': {
      const state = (unread: boolean | undefined, counts: readonly string[] = []) => (unread === undefined ? '(no state)' : unread ? `unread [${counts.join(', ')}]` : 'read');
      return `${where}: table ${state(drift.actual?.unread, drift.actual?.counts)}, recount ${state(drift.expected.unread, drift.expected.counts)}`;
    }
    case 'badge': return `${where}: missing (criteria met with ${drift.count})`;
  }
};

/** The same drift found twice: same item, same figure, same value read. */
export const driftId = (drift: Drift): string =>
  JSON.stringify([drift.key.pk, drift.key.sk, drift.kind === 'counter' ? drift.attribute : '', drift.kind === 'badge' ? null : [drift.expected ?? null, drift.actual ?? null]]);
