/**
 * Delivers one outbox email, at most one worker at a time (see data/outbox.ts for the claim rules).
 * Used by the send request (which reports the outcome), the stream handler and the sweeper.
 */
import { LimitExceededException, TooManyRequestsException } from '@aws-sdk/client-sesv2';
import { logger } from '../core/logger';
import { emitMetric } from '../core/metrics';
import {
  claimOutboxEmail, getOutboxEmail, markOutboxFailed, markOutboxSent, markOutboxSuppressed, MAX_DELIVERY_ATTEMPTS, releaseThrottledEmail, type OutboxClaim,
} from '../data/outbox';
import { isSuppressed } from '../data/suppression';
import { siteOrigin } from '../core/site-origin';
import { renderWith, type Renderers } from './renderers';
import { sendEmail, type EmailMessage } from './send-email';

export type DeliveryResult =
  | { delivered: true }
  | { delivered: false; error: string; reason: 'failed' | 'suppressed' | 'busy' | 'finished' | 'throttled' };

/**
 * SES's answers for "too fast" (the account's sending rate) and "too many today" (its daily quota),
 * after the SDK's own retries: the email is fine, SES needs a pause. AWS's generic throttling codes
 * are not in SES's model, so the SDK has no class for them and they are recognised by their code.
 */
const GENERIC_THROTTLING_CODES = new Set(['ThrottlingException', 'Throttling']);
export const isSesThrottling = (error: unknown): boolean =>
  error instanceof TooManyRequestsException ||
  error instanceof LimitExceededException ||
  GENERIC_THROTTLING_CODES.has((error as Error).name) ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 429;
/** A throttled email is due again after a pause of this long, spread so a backlog does not return at once. */
const THROTTLED_PAUSE_MS = 60_000;

/** How long a replayed request waits for a delivery another worker is making (SES answers in ~100 ms). */
const IN_FLIGHT_WAIT_MS = 5_000;
const IN_FLIGHT_POLL_MS = 100;
/** The "sent" write is retried on its own: an email SES accepted must not be sent again. */
const SENT_WRITE_ATTEMPTS = 4;

/** Another worker holds the claim: report its outcome rather than guess. */
const awaitOtherDelivery = async (id: string): Promise<DeliveryResult> => {
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (;;) {
    const current = await getOutboxEmail(id);
    if (current?.status === 'sent') return { delivered: true };
    if (current?.status !== 'sending' || Date.now() > deadline) {
      return { delivered: false, reason: current?.status === 'sending' ? 'busy' : 'finished', error: current?.lastError ?? `email is ${current?.status ?? 'missing'}` };
    }
    await new Promise((r) => setTimeout(r, IN_FLIGHT_POLL_MS));
  }
};

const recordSent = async (claim: OutboxClaim, messageId: string, sentTo: string): Promise<void> => {
  for (let attempt = 1; attempt <= SENT_WRITE_ATTEMPTS; attempt++) {
    try {
      const kept = await markOutboxSent(claim.email.id, claim.claimId, { messageId, sentTo });
      if (!kept) logger.warn('Outbox claim lost before the sent write', { outboxId: claim.email.id, messageId });
      return;
    } catch (error) {
      if (attempt === SENT_WRITE_ATTEMPTS) {
        // SES has the email; the item stays 'sending' until its claim times out. Alarmed, never 'failed'.
        emitMetric('EmailSentNotRecorded');
        logger.error('Email sent but its status could not be recorded', { outboxId: claim.email.id, messageId, error: error as Error });
        return;
      }
      await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
    }
  }
};

const recordFailure = async (claim: OutboxClaim, error: unknown): Promise<DeliveryResult> => {
  const message = (error as Error).message || 'unknown error';
  const { email, claimId } = claim;
  emitMetric('EmailDeliveryFailed');
  if (email.attempts >= MAX_DELIVERY_ATTEMPTS) emitMetric('EmailDeliveryGivenUp');
  logger.warn('Email delivery failed', { outboxId: email.id, attempt: email.attempts, error: error as Error });
  await markOutboxFailed(email.id, claimId, email.attempts, message);
  return { delivered: false, reason: 'failed', error: message };
};

export interface DeliverOptions {
  /** The templates this function can render (see renderers.ts). */
  renderers: Renderers;
  /** Wait for a delivery another worker is making (requests that report the outcome to a person). */
  waitForOtherWorker?: boolean;
}

export const deliverOutboxEmail = async (id: string, options: DeliverOptions): Promise<DeliveryResult> => {
  const claim = await claimOutboxEmail(id);
  if (!claim) return options.waitForOtherWorker ? awaitOtherDelivery(id) : { delivered: false, reason: 'busy', error: 'not claimable' };

  let rendered: EmailMessage;
  try {
    rendered = await renderWith(options.renderers, claim.email, await siteOrigin());
    if (await isSuppressed(rendered.to)) {
      await markOutboxSuppressed(id, claim.claimId);
      return { delivered: false, reason: 'suppressed', error: 'The address is on the suppression list' };
    }
  } catch (error) {
    return recordFailure(claim, error);
  }

  let messageId: string;
  try {
    messageId = await sendEmail(rendered, id);
  } catch (error) {
    if (isSesThrottling(error)) {
      emitMetric('EmailThrottled');
      await releaseThrottledEmail(id, claim.claimId, new Date(Date.now() + THROTTLED_PAUSE_MS * (1 + Math.random())));
      return { delivered: false, reason: 'throttled', error: (error as Error).message || 'SES is throttling' };
    }
    return recordFailure(claim, error);
  }
  await recordSent(claim, messageId, rendered.to);
  return { delivered: true };
};
