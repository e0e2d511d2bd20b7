/**
 * Fixes one drift while the stream goes on writing. Every fix is a conditional write on the value the
 * recount read: a counter is SET to the recounted value only if it still holds the value read (not
 * ADDed the difference). Why: a counter the stream moved after the read fails the condition and is
 * left to the next recount (the stream's ADD landed on a value the recount did not see, so the
 * difference is unknown), while a stream ADD that lands after the fix applies on top of the right
 * value; and a fix retried after a timeout cannot apply twice, which an ADD would. Viewer states keep
 * their stream position (asOf), so the stream's later records still apply to them in order; a badge is
 * a conditional create, as the stream awards it.
 */
import { awardBadge } from '../../data/earned-badge';
import type { Conditions } from '../../data/expressions';
import { itemAt, type ItemUpdate } from '../../data/item-operations';
import { streamPosition, viewerStateEntity } from '../../data/unread';
import type { Drift } from './find-drifts';

type Figure = Record<string, unknown>;

/** The value a condition compares with: absent attributes are checked as absent, not as zero. */
const unchanged = (c: Conditions<Figure>, name: string, actual: unknown) => (actual === undefined ? c.notExists(name) : c.eq(name, actual));

const update = (drift: Drift): ItemUpdate<Figure> | undefined => {
  const item = itemAt<Figure>(drift.key).update();
  switch (drift.kind) {
    case 'counter': {
      item.set({ [drift.attribute]: drift.expected, entity: drift.entity }).where((c) => unchanged(c, drift.attribute, drift.actual));
      if (drift.ttl !== undefined) item.setIfNotExists({ ttl: drift.ttl });
      // A moved unread count also moves the version, so open lists refetch.
      if (drift.movesVersion) item.add({ version: 1 });
      return item;
    }
    case 'last-invite':
      return (drift.expected ? item.set({ lastInviteAt: drift.expected }) : item.remove('lastInviteAt')).where((c) => unchanged(c, 'lastInviteAt', drift.actual));
    case 'unread-state': {
      const actual = drift.actual;
      return (
        item
          .set({
            unread: drift.expected.unread, counts: drift.expected.counts, entity: viewerStateEntity.tag, invitationId: drift.invitationId, viewerId: drift.viewerId,
          })
          // A new state starts before every stream record, so the next record of this invitation applies to it.
          .setIfNotExists({ asOf: streamPosition('0') })
          .where((c) => (actual ? c.and(c.eq('asOf', actual.asOf), c.eq('unread', actual.unread)) : c.notExists('pk')))
      );
    }
    case 'badge':
      return undefined;
  }
};

/** True when fixed; false when the table moved since it was read (left to the next recount). */
export const fixDrift = async (drift: Drift, now: Date): Promise<boolean> => {
  if (drift.kind === 'badge') {
    await awardBadge({ profileId: drift.profileId, badgeId: drift.badgeId, earnedAt: now.toISOString(), count: drift.count });
    // Awarded meanwhile by the stream counts as fixed: the badge is there.
    return true;
  }
  return update(drift)!.attempt();
};
