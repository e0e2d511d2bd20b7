/**
 * Delivers the outbox emails that no request waits for (answer notifications to the inviter).
 * A failed delivery does not fail the stream record: the email is left 'failed' with its next attempt
 * time and the sweeper retries it with backoff, so one bad address never holds up the counters
 * behind it in the shard. Errors of the table itself (the claim) still throw and are retried.
 */
import { deliverOutboxEmail } from '../../email/deliver-outbox-email';
import { ALL_RENDERERS } from '../../email/all-renderers';
import { outboxEntity } from '../../data/outbox';
import type { StreamChange } from '../stream-change';

export const deliverStreamedEmail = async (change: StreamChange): Promise<void> => {
  const item = change.newImage;
  if (change.eventName !== 'INSERT' || !outboxEntity.is(item) || item?.delivery !== 'stream') return;
  await deliverOutboxEmail(String(item.id), { renderers: ALL_RENDERERS });
};
