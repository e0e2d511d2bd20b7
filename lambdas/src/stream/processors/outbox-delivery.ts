/** Delivers the outbox emails that no request waits for (answer notifications to the inviter). */
import { deliverOutboxEmail } from '../../email/deliver-outbox-email';
import { OUTBOX_ENTITY } from '../../data/outbox';
import type { StreamChange } from '../handle-table-stream';

export const deliverStreamedEmail = async (change: StreamChange): Promise<void> => {
  const item = change.newImage;
  if (change.eventName !== 'INSERT' || item?.entity !== OUTBOX_ENTITY || item.delivery !== 'stream') return;
  const result = await deliverOutboxEmail(String(item.id));
  // Throwing makes the event source mapping retry; after its last attempt the record goes to the DLQ
  // and the outbox item stays 'failed' with its error, ready for a manual resend.
  if (!result.delivered) throw new Error(`Outbox email ${String(item.id)} not delivered: ${result.error}`);
};
