/**
 * Shows on the invitation what became of its latest email (pending, sent, failed, dead ...), so a
 * card can suggest a resend without reading the outbox. The outbox item is read again (current
 * state), so a late or repeated record never writes an older status; the write is conditional on
 * the email still being the invitation's latest.
 */
import { invitationEntity } from '../../data/invitation';
import { getOutboxEmail, outboxEntity } from '../../data/outbox';
import type { StreamChange } from '../stream-change';

export const mirrorEmailDelivery = async (change: StreamChange): Promise<void> => {
  const item = change.newImage;
  if (change.eventName !== 'MODIFY' || !outboxEntity.is(item) || change.oldImage?.status === item?.status) return;
  const email = outboxEntity.fromItem(item!);
  if (email.message.template !== 'invitation') return;
  const current = await getOutboxEmail(email.id);
  if (!current) return;
  // Refused when deleted, or when a newer email (a resend) is the latest now.
  await invitationEntity
    .update(email.message.invitationId)
    .set({ emailDelivery: current.status })
    .where((c) => c.and(c.eq('latestEmailId', email.id), c.or(c.notExists('emailDelivery'), c.ne('emailDelivery', current.status))))
    .attempt();
};
