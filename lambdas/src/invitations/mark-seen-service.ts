/**
 * Viewing the list marks the shown invitations seen: for each, the viewer's entry in `seenBy` becomes
 * the status change they were shown. The write is conditional, so a viewer cannot mark what they may
 * not see, nor a status change newer than the one shown (it stays unread until they see it). The
 * stream handler then lowers their unread counts.
 */
import type { InvitationViewsInput } from '@safe-haven/shared/validation/manage-invitations';
import { isDynamoValidationError } from '../data/dynamo-errors';
import { invitationEntity } from '../data/invitation';
import { visibleCondition, type Viewer } from './invitation-access';

const markOne = async (viewer: Viewer, id: string, statusUpdatedAt: string, seenByExists: boolean): Promise<boolean> => {
  const update = invitationEntity.update(id).where((c) => c.and(c.ge('statusUpdatedAt', statusUpdatedAt), visibleCondition(viewer, c)));
  if (seenByExists) {
    update
      .setEntry('seenBy', viewer.id, statusUpdatedAt)
      .where((c) => c.or(c.notExists(['seenBy', viewer.id]), c.lt(['seenBy', viewer.id], statusUpdatedAt)));
  } else {
    update.set({ seenBy: { [viewer.id]: statusUpdatedAt } }).where((c) => c.notExists('seenBy'));
  }
  try {
    return await update.attempt();
  } catch (error) {
    // Until someone has seen it, an invitation has no seenBy map to add an entry to (empty maps are
    // not stored: the local stream emulator cannot carry them).
    if (isDynamoValidationError(error) && seenByExists) return markOne(viewer, id, statusUpdatedAt, false);
    throw error;
  }
};

export const markInvitationsSeen = async (viewer: Viewer, input: InvitationViewsInput): Promise<{ marked: number }> => {
  const results = await Promise.all(input.items.map((item) => markOne(viewer, item.id, item.statusUpdatedAt, true)));
  return { marked: results.filter(Boolean).length };
};
