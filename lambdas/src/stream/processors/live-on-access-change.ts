/**
 * A change of what a person may see ends their open live connections at once: a suspended or deleted
 * person's tab hears nothing more, and one whose role changed reconnects with its session as it is now
 * and reads at once what it may see (the browser reads on every reconnect). The connection's stored
 * role is then the new one; visibility itself is decided per change, from the profiles of the moment.
 */
import { profileEntity, type Profile } from '../../data/profile';
import { closeConnectionsOf } from '../../live/post-to-connections';
import { logger } from '../../core/logger';
import type { StreamChange } from '../stream-change';

const accessOf = (person: Profile) => [person.role, person.status, person.sessionsRevokedAt ?? 0].join('|');

export const closeLiveOnAccessChange = async (change: StreamChange): Promise<void> => {
  if (change.eventName !== 'MODIFY' || !profileEntity.is(change.newImage) || !change.oldImage) return;
  const before = profileEntity.fromItem(change.oldImage);
  const after = profileEntity.fromItem(change.newImage!);
  if (accessOf(before) === accessOf(after)) return;
  const closed = await closeConnectionsOf(after.id);
  if (closed > 0) logger.info('Live connections closed on an access change', { userId: after.id, closed });
};
