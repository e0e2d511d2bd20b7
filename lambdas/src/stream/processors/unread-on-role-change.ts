/**
 * A role or status change settles the person's unread counts at once. A demoted or suspended admin,
 * or a founder who loses their team, stops watching invitations they counted as unread: each such
 * state is withdrawn (the count drops by it), so their badges never show changes they cannot open.
 * Someone who starts watching more (promoted, reactivated) counts changes from now on, as a new
 * admin does; their version moves so an open list refetches what it may now show.
 *
 * The index of unread states is eventually consistent, and another shard's batch may still settle a
 * change with the roles it read before this one: a state flipped in that instant can stay counted.
 * `npm run ops:recount` finds and fixes such a count (its oracle uses the same `watches` rule).
 */
import { invitationsByIds } from '../../data/invitation';
import { profileEntity, type Profile } from '../../data/profile';
import { touchUnreadVersion, unreadStatesOfViewer, withdrawViewerState } from '../../data/unread';
import { watches } from '../../invitations/invitation-access';
import { logger } from '../../core/logger';
import type { StreamChange } from '../stream-change';

const RANK = { admin: 3, founder: 2, leadgen: 1 } as const;
/** How much a person watches: an active admin every invitation, an active founder their team's, else their own. */
const reach = (person: Pick<Profile, 'role' | 'status'>): number => (person.status === 'active' ? RANK[person.role] : 0);

/**
 * From when the recount holds them to changes (the time of the change that widened their view); a
 * later change written first, or a replay, never moves it back.
 */
const markWatchingSince = async (person: Profile): Promise<void> => {
  await profileEntity
    .update(person.id)
    .set({ watchingSince: person.updatedAt })
    .where((c) => c.and(c.exists('pk'), c.or(c.notExists('watchingSince'), c.lt('watchingSince', person.updatedAt))))
    .attempt();
};

export const settleUnreadOnRoleChange = async (change: StreamChange): Promise<void> => {
  if (change.eventName !== 'MODIFY' || !profileEntity.is(change.newImage) || !change.oldImage) return;
  const before = profileEntity.fromItem(change.oldImage);
  const after = profileEntity.fromItem(change.newImage!);
  if (reach(before) === reach(after)) return;
  if (reach(after) > reach(before)) {
    await markWatchingSince(after);
    await touchUnreadVersion(after.id);
    return;
  }
  const states = await unreadStatesOfViewer(after.id);
  if (states.length === 0) return;
  // Invitations gone since (deleted, erased) were settled by their deletion; the index may lag a moment.
  const invitations = new Map((await invitationsByIds(states.map((state) => state.invitationId))).map((invitation) => [invitation.id, invitation]));
  let withdrawn = 0;
  for (const state of states) {
    const invitation = invitations.get(state.invitationId);
    if (invitation && watches(after, invitation)) continue;
    if ((await withdrawViewerState(state)).withdrawn) withdrawn++;
  }
  // Their open lists refetch: the cards they may see changed.
  await touchUnreadVersion(after.id);
  logger.info('Role change settled unread states', { userId: after.id, unread: states.length, withdrawn });
};
