/**
 * Keeps each invitation's list-order entries (data/list-order.ts) in step with the invitation: on
 * every insert and every change of what an order or a sorted list's filter reads (last update, due
 * date, status), the entries are rewritten from the record's new image; a deletion leaves
 * tombstones. Runs before the unread processor, whose version bump makes open lists refetch: by
 * then the entries already say where the invitation now stands.
 */
import { invitationEntity, type Invitation } from '../../data/invitation';
import { listOrderEntriesOf, ORDER_SCOPE_KINDS, putListOrderEntry } from '../../data/list-order';
import { streamPosition } from '../../data/unread';
import type { StreamChange } from '../stream-change';

const entriesAsJson = (image: Record<string, unknown> | undefined) =>
  image ? JSON.stringify(listOrderEntriesOf(invitationEntity.fromItem(image) as Invitation)) : '';

export const keepListOrder = async (change: StreamChange): Promise<void> => {
  const image = change.newImage ?? change.oldImage;
  if (!invitationEntity.is(image)) return;
  const asOf = streamPosition(change.sequence);
  const invitation = invitationEntity.fromItem(image!) as Invitation;

  if (change.eventName === 'REMOVE') {
    await Promise.all(ORDER_SCOPE_KINDS.map((kind) => putListOrderEntry(invitation.id, kind, undefined, asOf)));
    return;
  }
  // Views (seenBy), email receipts and the like move nothing a list sorts or filters by.
  if (change.eventName === 'MODIFY' && entriesAsJson(change.oldImage) === entriesAsJson(change.newImage)) return;
  await Promise.all(listOrderEntriesOf(invitation).map(({ kind, entry }) => putListOrderEntry(invitation.id, kind, entry, asOf)));
};
