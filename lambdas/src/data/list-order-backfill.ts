/**
 * Writes the list-order entries of invitations written before the stream kept them (an ops script
 * runs it once per stage: scripts/ops/backfill-list-order.ts). Reads every invitation through
 * `allByCreated`, 100 at a time; an entry is written only where the stream has written none.
 */
import { invitationIdPages } from './every-invitation';
import { invitationsByIds } from './invitation';
import { BACKFILL_POSITION, listOrderEntriesOf, putListOrderEntry } from './list-order';

export const backfillListOrder = async (): Promise<{ invitations: number; written: number }> => {
  let invitations = 0;
  let written = 0;
  for await (const ids of invitationIdPages()) {
    for (const invitation of await invitationsByIds(ids)) {
      invitations++;
      for (const { kind, entry } of listOrderEntriesOf(invitation)) if (await putListOrderEntry(invitation.id, kind, entry, BACKFILL_POSITION)) written++;
    }
  }
  return { invitations, written };
};
