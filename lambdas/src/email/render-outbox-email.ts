/**
 * Turns an outbox item into the email to send. Links are built here, at delivery, from the stage's
 * configured site and the link-signing key: the stored item never holds a working link.
 */
import { INVITATION_PATHS } from '@safe-haven/shared/audiences';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';
import { ONBOARDING_PATHS } from '@safe-haven/shared/onboarding-paths';
import { linkToken } from '../core/link-tokens';
import { siteLink, siteOrigin } from '../core/site-origin';
import type { OutboxEmail } from '../data/outbox';
import type { EmailMessage } from './send-email';
import { notificationRecipient, recipientName } from './notification-recipient';
import { invitationEmail } from './templates/invitation-email';
import { responseNotificationEmail } from './templates/response-notification-email';
import { staffWelcomeEmail } from './templates/staff-welcome-email';

export const invitationPageLink = async (origin: string, audience: keyof typeof INVITATION_PATHS, invitationId: string): Promise<string> =>
  siteLink(origin, `${INVITATION_PATHS[audience]}?token=${await linkToken('invitation', invitationId)}`);

export const accountSetupLink = async (origin: string, staffInvitationId: string): Promise<string> =>
  siteLink(origin, `${ONBOARDING_PATHS.setupProfile}?token=${await linkToken('staff-invitation', staffInvitationId)}`);

export const renderOutboxEmail = async (email: OutboxEmail): Promise<EmailMessage> => {
  const origin = await siteOrigin();
  const { message } = email;
  switch (message.template) {
    case 'invitation': {
      if (!email.to) throw new Error(`Invitation email ${email.id} has no recipient`);
      const content = invitationEmail({
        audience: message.audience,
        recipientFirstName: message.recipientFirstName,
        inviterName: message.inviterName,
        personalMessage: message.personalMessage,
        link: await invitationPageLink(origin, message.audience, message.invitationId),
        siteOrigin: origin,
      });
      return { to: email.to, replyTo: message.inviterEmail, ...content };
    }
    case 'response-notification': {
      const recipient = await notificationRecipient(message.senderId);
      const content = responseNotificationEmail({
        recipientName: recipientName(recipient.profile),
        ...(recipient.onBehalfOf ? { onBehalfOf: recipient.onBehalfOf } : {}),
        inviteeName: message.inviteeName,
        inviteeEmail: message.inviteeEmail,
        audience: message.audience,
        responseType: message.responseType,
        phone: message.phone,
        address: message.address,
        notes: message.notes,
        dashboardLink: siteLink(origin, DASHBOARD_PATHS.manageInvitations),
        siteOrigin: origin,
      });
      return { to: recipient.profile.email, ...(message.inviteeEmail ? { replyTo: message.inviteeEmail } : {}), ...content };
    }
    case 'staff-welcome': {
      if (!email.to) throw new Error(`Welcome email ${email.id} has no recipient`);
      const content = staffWelcomeEmail({
        recipientFirstName: message.recipientFirstName,
        role: message.role,
        inviterName: message.inviterName,
        expiresAt: message.expiresAt,
        link: await accountSetupLink(origin, message.staffInvitationId),
        siteOrigin: origin,
      });
      return { to: email.to, ...content };
    }
  }
};
