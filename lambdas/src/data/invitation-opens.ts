/**
 * Opens of an invitation: `openedAt` and `viewCount` on the invitation item. Access
 * patterns: recordFirstOpen (UpdateItem, conditional on no openedAt yet) and countLaterView
 * (UpdateItem). Both require the invitation to exist, so a view racing an erasure never writes a
 * stray item. Whether a read counts at all is decided before (shared/src/invitation-opens.ts).
 */
import { invitationEntity } from './invitation';

/**
 * The first counted view: sets openedAt and counts it, only while the item has no openedAt. Of two
 * concurrent first views exactly one wins (false for the other, which then counts as a later view),
 * so openedAt is written once and never moves.
 */
export const recordFirstOpen = (invitationId: string, at: string): Promise<boolean> =>
  invitationEntity
    .update(invitationId)
    .set({ openedAt: at })
    .add({ viewCount: 1 })
    .where((c) => c.and(c.exists('pk'), c.notExists('openedAt')))
    .attempt();

/** A view after the first: one more on viewCount (false when the invitation is gone). */
export const countLaterView = (invitationId: string): Promise<boolean> =>
  invitationEntity
    .update(invitationId)
    .add({ viewCount: 1 })
    .where((c) => c.exists('pk'))
    .attempt();
