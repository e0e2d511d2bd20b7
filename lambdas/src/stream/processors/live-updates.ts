/**
 * Live updates: notes, for each invitation change a list, a card or a count shows, the
 * people who may see it (invitation-access.ts `viewersOf`, through the batch's admins and founders as
 * the unread counts read them), and when the batch is done posts each of them one message, to each
 * of their open connections: which invitations changed, no personal data. A campaign of 10,000 sends
 * is a few messages per admin (one per batch), not 10,000.
 *
 * Runs after the counters and unread counts of the same record, so a browser that reads on the message
 * reads them already moved. A failed post never fails the batch (post-to-connections.ts).
 */
import { LIVE_MAX_IDS, type LiveChangedMessage } from '@safe-haven/shared/live-updates';
import { invitationEntity } from '../../data/invitation';
import { logger } from '../../core/logger';
import { postToPeople } from '../../live/post-to-connections';
import type { BatchContext, StreamChange } from '../stream-change';
import { openedChanged, seenChangedFor, viewersInBatch, type Watched } from './unread-counts';

/** Who sees a difference: everyone who may see it when it appears, goes, changes status or is opened (the invitation or a document); only the person who saw it when only their seen mark moved. */
const peopleToTell = async (change: StreamChange, batch: BatchContext): Promise<{ invitationId: string; people: string[] } | undefined> => {
  const image = change.newImage ?? change.oldImage;
  if (!invitationEntity.is(image)) return undefined;
  const current = invitationEntity.fromItem(image!) as Watched;
  const viewers = await viewersInBatch(current, batch);
  if (change.eventName !== 'MODIFY') return { invitationId: current.id, people: viewers };
  const before = invitationEntity.fromItem(change.oldImage!) as Watched;
  if (before.statusUpdatedAt !== current.statusUpdatedAt || openedChanged(before, current)) return { invitationId: current.id, people: viewers };
  const seen = seenChangedFor(before.seenBy, current.seenBy);
  return seen.length > 0 ? { invitationId: current.id, people: viewers.filter((viewerId) => seen.includes(viewerId)) } : undefined;
};

export const noteLiveChange = async (change: StreamChange, batch: BatchContext): Promise<void> => {
  const noted = await peopleToTell(change, batch);
  if (!noted) return;
  for (const person of noted.people) {
    const ids = batch.liveChanges.get(person) ?? new Set<string>();
    ids.add(noted.invitationId);
    batch.liveChanges.set(person, ids);
  }
};

/** The message for one person: the first LIVE_MAX_IDS ids, and whether there were more. */
export const changedMessage = (ids: ReadonlySet<string>): LiveChangedMessage => ({
  type: 'changed',
  invitationIds: [...ids].slice(0, LIVE_MAX_IDS),
  more: ids.size > LIVE_MAX_IDS,
});

/** Posts what the batch noted; never throws (the records are counted already, a message is a hint). */
export const postLiveChanges = async (batch: BatchContext): Promise<void> => {
  if (batch.liveChanges.size === 0) return;
  const messages = new Map([...batch.liveChanges].map(([person, ids]) => [person, changedMessage(ids)]));
  batch.liveChanges.clear();
  try {
    const report = await postToPeople(messages);
    if (report.gone > 0 || report.failed > 0) logger.info('Live updates posted', { people: messages.size, ...report });
  } catch (error) {
    logger.warn('Live updates not posted', { error: error as Error });
  }
};
