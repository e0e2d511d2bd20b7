/**
 * Keeps each viewer's unread counts (data/unread.ts) as invitations change status, are seen and are
 * deleted, and moves their version when an invitation they can see appears, changes or goes. The
 * viewers of an invitation are its sender, the person who added the sender (their team badge) and
 * every active admin; unread-ness for each is read off the record's new image.
 */
import type { UnreadBadgeKey } from '@safe-haven/shared/navigation';
import { getInvitation, invitationEntity, isUnreadFor, type Invitation } from '../../data/invitation';
import { activeAdmins } from '../../data/profile';
import { settleViewerState, streamPosition, touchUnreadVersion, viewerStatesOf } from '../../data/unread';
import type { StreamChange } from '../handle-table-stream';

/**
 * Read per record, not cached, so a new admin sees changes from their first minute: one Query of a
 * few small items (profilesByRole).
 */
const adminIds = async (): Promise<string[]> => (await activeAdmins()).map((admin) => admin.id);

type Watched = Pick<Invitation, 'id' | 'senderId' | 'senderAddedById' | 'statusUpdatedAt' | 'seenBy'>;

const viewersOf = async (invitation: Watched): Promise<string[]> => [
  ...new Set([invitation.senderId, ...(invitation.senderAddedById ? [invitation.senderAddedById] : []), ...(await adminIds())]),
];

/** Every viewer counts it on Manage Invitations; the person who added the sender also on My Lead Generators. */
export const unreadCountsFor = (invitation: Pick<Invitation, 'senderAddedById'>, viewerId: string): UnreadBadgeKey[] =>
  invitation.senderAddedById === viewerId ? ['manageInvitations', 'myLeadgens'] : ['manageInvitations'];

const sameSeen = (a: Record<string, string> | undefined, b: Record<string, string> | undefined) =>
  JSON.stringify(Object.entries(a ?? {}).sort()) === JSON.stringify(Object.entries(b ?? {}).sort());

/** Settles each viewer; those whose count did not move still get a new version when the list changed. */
const settleAll = async (viewers: readonly string[], settle: (viewerId: string) => Promise<{ flipped: boolean }>, listChanged: boolean) => {
  await Promise.all(
    viewers.map(async (viewerId) => {
      const { flipped } = await settle(viewerId);
      if (!flipped && listChanged) await touchUnreadVersion(viewerId);
    }),
  );
};

export const trackUnread = async (change: StreamChange): Promise<void> => {
  const image = change.newImage ?? change.oldImage;
  if (!invitationEntity.is(image)) return;
  const asOf = streamPosition(change.sequence);

  if (change.eventName === 'INSERT') {
    // Nothing is unread yet; open lists of the viewers show the new card.
    await Promise.all((await viewersOf(invitationEntity.fromItem(change.newImage!) as Watched)).map(touchUnreadVersion));
    return;
  }

  if (change.eventName === 'REMOVE') {
    const deleted = invitationEntity.fromItem(change.oldImage!) as Watched;
    const viewers = new Set([...(await viewersOf(deleted)), ...(await viewerStatesOf(deleted.id)).map((state) => state.viewerId)]);
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
  if (!statusChanged && sameSeen(before.seenBy, after.seenBy)) return;
  // A late copy of a record of a deleted invitation: its deletion already settled every viewer.
  if (!(await getInvitation(after.id))) return;
  await settleAll(
    await viewersOf(after),
    (viewerId) => settleViewerState({ invitationId: after.id, viewerId, unread: isUnreadFor(after, viewerId), counts: unreadCountsFor(after, viewerId), asOf }),
    statusChanged,
  );
};
