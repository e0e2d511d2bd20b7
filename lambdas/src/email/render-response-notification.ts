import { DASHBOARD_PATHS } from '@safe-haven/shared/paths';
import { siteLink } from '../core/site-origin';
import { notificationRecipient, recipientName } from './notification-recipient';
import type { Renderer } from './renderers';
import { responseNotificationEmail } from './templates/response-notification-email';

/** An invitee's answer, to the inviter (or whoever stands in for them); a reply goes to the invitee. */
export const renderResponseNotification: Renderer<'response-notification'> = async (_email, message, origin) => {
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
};
