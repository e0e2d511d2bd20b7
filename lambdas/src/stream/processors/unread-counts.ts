/**
 * Keeps each viewer's unread counts (data/unread.ts) as invitations change status, are seen and are
 * deleted, and moves their version when an invitation they can see appears, changes or goes. The
 * viewers of an invitation are its sender, the person who added the sender (their team badge) and
 * every active admin; unread-ness for each is read off the record's new image.
 */
import type { UnreadBadgeKey } from '@safe-haven/shared/navigation';
import { getInvitation, invitationEntity, isUnreadFor, type Invitation } from '../../data/invitation';
import { settleViewerState, streamPosition, touchUnreadVersion, viewerStatesOf } from '../../data/unread';
import { viewersOf } from '../../invitations/invitation-access';
import type { BatchContext, StreamChange } from '../stream-change';

export type Watched = Pick<Invitation, 'id' | 'senderId' | 'senderAddedById' | 'statusUpdatedAt' | 'seenBy' | 'openedAt' | 'documentViews'>;

/**
 * The invitee opened something a card shows: the invitation's first view ('Opened') or a counted view
 * of a document link ('Pitch deck opened 2 times'). Open lists refetch on it; live updates tell every viewer.
 */
export const openedChanged = (before: Watched, after: Watched): boolean =>
  before.openedAt !== after.openedAt || JSON.stringify(before.documentViews) !== JSON.stringify(after.documentViews);

/**
 * The people who watch it (invitation-access.ts `viewersOf`), with the active admins and founders of
 * the batch (BatchContext), not cached longer, so a new admin sees changes from the next batch on: a
 * Query of a few small items (profilesByRole) per batch, whatever the number of records. The founders
 * are read only when the sender's adder may be one.
 */
export const viewersInBatch = async (invitation: Watched, batch: BatchContext): Promise<string[]> => {
  const adminIds = await batch.adminIds();
  const addedBy = invitation.senderAddedById;
  const founderIds = addedBy && !adminIds.includes(addedBy) ? await batch.founderIds() : [];
  return viewersOf(invitation, { adminIds, founderIds });
};

/** Every viewer counts it on Manage Invitations; the person who added the sender also on My Lead Generators. */
export const unreadCountsFor = (invitation: Pick<Invitation, 'senderAddedById'>, viewerId: string): UnreadBadgeKey[] =>
  invitation.senderAddedById === viewerId ? ['manageInvitations', 'myLeadgens'] : ['manageInvitations'];

/** The viewers whose `seenBy` entry differs between two images. */
export const seenChangedFor = (a: Record<string, string> | undefined, b: Record<string, string> | undefined): string[] =>
  [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])].filter((viewerId) => a?.[viewerId] !== b?.[viewerId]);

/** Settles each viewer; those whose count did not move still get a new version when the list changed. */
const settleAll = async (viewers: readonly string[], settle: (viewerId: string) => Promise<{ flipped: boolean }>, listChanged: boolean) => {
  await Promise.all(
    viewers.map(async (viewerId) => {
      const { flipped } = await settle(viewerId);
      if (!flipped && listChanged) await touchUnreadVersion(viewerId);
    }),
  );
};

export const trackUnread = async (change: StreamChange, batch: BatchContext): Promise<void> => {
  const image = change.newImage ?? change.oldImage;
  if (!invitationEntity.is(image)) return;
  const asOf = streamPosition(change.sequence);

  if (change.eventName === 'INSERT') {
    // Nothing is unread yet; open lists of the viewers show the new card.
    await Promise.all((await viewersInBatch(invitationEntity.fromItem(change.newImage!) as Watched, batch)).map(touchUnreadVersion));
    return;
  }

  if (change.eventName === 'REMOVE') {
    const deleted = invitationEntity.fromItem(change.oldImage!) as Watched;
    const viewers = new Set([...(await viewersInBatch(deleted, batch)), ...(await viewerStatesOf(deleted.id)).map((state) => state.viewerId)]);
    await settleAll(
      [...viewers],
      (viewerId) => settleViewerState({ invitationId: deleted.id, viewerId, unread: false, counts: unreadCountsFor(deleted, viewerId), asOf, deleted: true }),
      true,
    );
    return;
  }

  const before = invitationEntity.fromItem(change.oldImage!) as Watched;
  const after = invitationEntity.fromItem(change.newImage!) as Watched;
  const statusChanged = before.statusUpdatedAt !== after.statusUpdatedAt;
  const seenChanged = seenChangedFor(before.seenBy, after.seenBy);
  // Opens: the invitee's first view changes the card ('Opened'), not anyone's unread
  // state; later views (viewCount) change nothing a list shows, so they move no version.
  // A counted view of a document link changes the card's line: open lists refetch too.
  const opened = openedChanged(before, after);
  if (!statusChanged && seenChanged.length === 0 && !opened) return;
  // A late copy of a record of a deleted invitation: its deletion already settled every viewer.
  if (!(await getInvitation(after.id))) return;
  // Unread-ness depends on statusUpdatedAt and the viewer's own seenBy entry: when only some entries
  // moved (people viewed it), only those viewers can have changed; when the status moved, everyone.
  const viewers = await viewersInBatch(after, batch);
  const settled = statusChanged ? viewers : viewers.filter((viewerId) => seenChanged.includes(viewerId));
  await settleAll(
    settled,
    (viewerId) => settleViewerState({ invitationId: after.id, viewerId, unread: isUnreadFor(after, viewerId), counts: unreadCountsFor(after, viewerId), asOf }),
    statusChanged || opened,
  );
  // Open lists of the others refetch too, so the sender sees 'Opened' within a poll.
  if (opened) await Promise.all(viewers.filter((viewerId) => !settled.includes(viewerId)).map(touchUnreadVersion));
};
