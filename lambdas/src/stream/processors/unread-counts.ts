/**
 * Keeps each viewer's unread counts (data/unread.ts) as invitations change status, are seen and are
 * deleted. The viewers of an invitation are its sender, the person who added the sender (their team
 * badge) and every active admin; unread-ness for each is read off the record's new image.
 */
import type { UnreadBadgeKey } from '@safe-haven/shared/navigation';
import { getInvitation, invitationEntity, isUnreadFor, type Invitation } from '../../data/invitation';
import { activeAdmins } from '../../data/profile';
import { settleViewerState, streamPosition, viewerStatesOf } from '../../data/unread';
import type { StreamChange } from '../handle-table-stream';

/**
 * Read per record, not cached: a new admin sees changes from their first minute. Staff number in the
 * tens, so this is one or two Query pages, and only for records that change unread-ness.
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

export const trackUnread = async (change: StreamChange): Promise<void> => {
  const image = change.newImage ?? change.oldImage;
  if (!invitationEntity.is(image) || change.eventName === 'INSERT') return;
  const asOf = streamPosition(change.sequence);

  if (change.eventName === 'REMOVE') {
    const deleted = invitationEntity.fromItem(change.oldImage!) as Watched;
    const viewers = new Set([...(await viewersOf(deleted)), ...(await viewerStatesOf(deleted.id)).map((state) => state.viewerId)]);
    await Promise.all(
      [...viewers].map((viewerId) =>
        settleViewerState({ invitationId: deleted.id, viewerId, unread: false, counts: unreadCountsFor(deleted, viewerId), asOf, deleted: true }),
      ),
    );
    return;
  }

  const before = invitationEntity.fromItem(change.oldImage!) as Watched;
  const after = invitationEntity.fromItem(change.newImage!) as Watched;
  if (before.statusUpdatedAt === after.statusUpdatedAt && sameSeen(before.seenBy, after.seenBy)) return;
  // A late copy of a record of a deleted invitation: its deletion already settled every viewer.
  if (!(await getInvitation(after.id))) return;
  await Promise.all(
    (await viewersOf(after)).map((viewerId) =>
      settleViewerState({ invitationId: after.id, viewerId, unread: isUnreadFor(after, viewerId), counts: unreadCountsFor(after, viewerId), asOf }),
    ),
  );
};
