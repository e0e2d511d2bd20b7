import { claimOutboxEmail, getOutboxEmail, markOutboxEmail } from '../data/outbox';
import { logger } from '../core/logger';
import { sendEmail } from './send-email';

export type DeliveryResult = { delivered: true } | { delivered: false; error: string };

/**
 * Delivers one outbox email at most once at a time: the claim is a conditional update, so two
 * workers (a retried request and the stream, say) never both send it.
 */
export const deliverOutboxEmail = async (id: string): Promise<DeliveryResult> => {
  const email = await claimOutboxEmail(id);
  if (!email) {
    const current = await getOutboxEmail(id);
    return current?.status === 'sent' ? { delivered: true } : { delivered: false, error: `email is ${current?.status ?? 'missing'}` };
  }
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
