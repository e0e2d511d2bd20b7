import { claimOutboxEmail, getOutboxEmail, markOutboxEmail } from '../data/outbox';
import { logger } from '../core/logger';
import { sendEmail } from './send-email';

export type DeliveryResult = { delivered: true } | { delivered: false; error: string };

/** How long a replayed request waits for a delivery another request is making (SES answers in ~100 ms). */
const IN_FLIGHT_WAIT_MS = 5_000;
const IN_FLIGHT_POLL_MS = 100;

/** Another worker holds the claim: report its outcome rather than guess. */
const awaitOtherDelivery = async (id: string): Promise<DeliveryResult> => {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const current = await getOutboxEmail(id);
    if (current?.status === 'sent') return { delivered: true };
    if (current?.status !== 'sending' || Date.now() > deadline) {
      return { delivered: false, error: current?.lastError ?? `email is ${current?.status ?? 'missing'}` };
    }
    await new Promise((r) => setTimeout(r, IN_FLIGHT_POLL_MS));
  }
};

/**
 * Delivers one outbox email at most once at a time: the claim is a conditional update, so two
 * workers (a retried request and the stream, say) never both send it.
 */
export const deliverOutboxEmail = async (id: string): Promise<DeliveryResult> => {
  const email = await claimOutboxEmail(id);
  if (!email) return awaitOtherDelivery(id);
  try {
    const messageId = await sendEmail(email);
    await markOutboxEmail(id, { status: 'sent', messageId });
    return { delivered: true };
  } catch (error) {
    const message = (error as Error).message || 'unknown error';
    logger.warn('Email delivery failed', { outboxId: id, error: error as Error });
    await markOutboxEmail(id, { status: 'failed', error: message });
    return { delivered: false, error: message };
  }
};
