/**
 * The single send: the invitation is created (create-invitation.ts), then its email is delivered in
 * the request. A failed delivery keeps the invitation, says so, and leaves the email to the sweeper's
 * retries.
 */
import type { SendInvitationInput, SendInvitationResult } from '@safe-haven/shared/validation/invitation';
import type { Profile } from '../data/profile';
import { deliverOutboxEmail } from '../email/deliver-outbox-email';
import { renderInvitation } from '../email/render-invitation';
import { createInvitation } from './create-invitation';

const deliverAndReport = async (invitationId: string, outboxId: string): Promise<SendInvitationResult> => {
  const delivery = await deliverOutboxEmail(outboxId, { renderers: { invitation: renderInvitation }, waitForOtherWorker: true });
  if (delivery.delivered) return { ok: true, message: 'Invitation sent', invitationId, emailDelivered: true };
  return { ok: true, message: 'Invitation created, but the email could not be delivered', invitationId, emailDelivered: false, deliveryError: delivery.error };
};

export const sendInvitation = (sender: Profile, input: SendInvitationInput, now: Date = new Date()): Promise<SendInvitationResult> =>
  createInvitation(sender, input, now, deliverAndReport);
