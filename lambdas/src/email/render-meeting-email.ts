import type { Renderer } from './renderers';
import { meetingEmail } from './templates/meeting-email';

/** Invite to Zoom, from the staff member (display name), a reply going to them. */
export const renderMeetingEmail: Renderer<'meeting-invite'> = async (email, message) => {
  if (!email.to) throw new Error(`Meeting email ${email.id} has no recipient`);
  const content = meetingEmail({ senderName: message.senderName, personalLine: message.personalLine, meetingLink: message.meetingLink });
  return { to: email.to, replyTo: message.senderEmail, fromName: `${message.senderName} at Safe Haven`, ...content };
};
