/**
 * What SES tells us after sending, through the configuration set's event destination (EventBridge):
 * a hard bounce or a complaint puts the address on the suppression list, marks the outbox email and,
 * for an invitation, marks the invitation's email undeliverable so staff see it. Deliveries are
 * recorded, and so is SES's Send event (it accepted the email): the record of an accepted email that
 * survives a failed "sent" write, so the sweeper never sends it again. Every write is idempotent: SES may deliver an event more than once.
 */
import * as z from 'zod';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import { logger } from '../core/logger';
import { emitMetric } from '../core/metrics';
import { invitationEntity } from '../data/invitation';
import { recordOutboxEvent } from '../data/outbox';
import { suppressionEntity } from '../data/suppression';

const recipients = z.array(z.object({ emailAddress: z.string().min(3).max(320) })).max(50);

export const sesEventSchema = z.object({
  eventType: z.enum(['Bounce', 'Complaint', 'Delivery', 'Send', 'Reject', 'Open', 'Click', 'RenderingFailure', 'DeliveryDelay', 'Subscription']),
  mail: z.object({
    messageId: z.string().min(1).max(200),
    timestamp: z.string().optional(),
    tags: z.record(z.string(), z.array(z.string())).optional(),
  }),
  bounce: z.object({ bounceType: z.string(), bouncedRecipients: recipients, timestamp: z.string().optional() }).optional(),
  complaint: z.object({ complainedRecipients: recipients, timestamp: z.string().optional() }).optional(),
  delivery: z.object({ timestamp: z.string().optional() }).optional(),
});
export type SesEvent = z.infer<typeof sesEventSchema>;

const OUTBOX_ID = /^[0-9a-f-]{36}$/;

const markInvitationUndeliverable = async (invitationId: string, issue: 'bounced' | 'complained', at: string) => {
  // Refused when the invitation was deleted since: nothing left to mark.
  await invitationEntity
    .update(invitationId)
    .set({ emailStatus: 'undeliverable', emailIssue: issue, emailIssueAt: at })
    .where((c) => c.exists('pk'))
    .attempt();
};

export const handleSesEvent = async (event: SesEvent, now = new Date()): Promise<void> => {
  const outboxId = event.mail.tags?.outboxId?.[0];
  const at = now.toISOString();
  const hardBounce = event.eventType === 'Bounce' && event.bounce?.bounceType === 'Permanent';
  const complaint = event.eventType === 'Complaint';
  if (event.eventType === 'Delivery') {
    if (outboxId && OUTBOX_ID.test(outboxId)) await recordOutboxEvent(outboxId, { kind: 'delivered', at });
    return;
  }
  if (event.eventType === 'Send') {
    if (outboxId && OUTBOX_ID.test(outboxId)) {
      const recorded = await recordOutboxEvent(outboxId, { kind: 'accepted', at, messageId: event.mail.messageId }, now);
      // The worker's own "sent" write did not land: this event is what keeps the email from being sent twice.
      if (recorded) logger.warn('Email recorded as sent from its SES Send event', { outboxId, messageId: event.mail.messageId });
    }
    return;
  }
  if (!hardBounce && !complaint) {
    logger.info('SES event noted', { eventType: event.eventType, messageId: event.mail.messageId });
    return;
  }
  const reason = hardBounce ? 'bounced' : 'complained';
  emitMetric(hardBounce ? 'EmailBounced' : 'EmailComplained');
  const addresses = (hardBounce ? event.bounce?.bouncedRecipients : event.complaint?.complainedRecipients) ?? [];
  for (const { emailAddress } of addresses) {
    const suppression = { recipientKey: canonicalEmail(emailAddress), email: emailAddress, reason, at, messageId: event.mail.messageId } as const;
    // A later event for the same person keeps the first record: createOne is a no-op when it exists.
    await suppressionEntity.createOne(suppression);
  }
  if (!outboxId || !OUTBOX_ID.test(outboxId)) {
    logger.warn('SES event without an outbox id', { eventType: event.eventType, messageId: event.mail.messageId });
    return;
  }
  const email = await recordOutboxEvent(outboxId, { kind: reason, at });
  if (email?.message.template === 'invitation') await markInvitationUndeliverable(email.message.invitationId, reason, at);
};
