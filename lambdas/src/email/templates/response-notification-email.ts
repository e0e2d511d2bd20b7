import { AUDIENCE_LABELS, type Audience } from '@safe-haven/shared/audiences';
import type { ResponseType } from '@safe-haven/shared/invitation-status';
import { escapeHtml, escapeMultiline } from '../escape-html';
import { button, emailLayout } from './layout';

const ANSWER_LABELS: Record<ResponseType, string> = {
  interested: 'is interested',
  maybe_info: 'might be interested and would like more information',
  maybe_call: 'might be interested and would like a call',
  not_interested: 'is not interested',
};

export interface ResponseNotificationInput {
  inviterName: string;
  inviteeName: string;
  inviteeEmail: string;
  audience: Audience;
  responseType: ResponseType;
  /** How to reach the invitee, as they typed it on the page. */
  phone?: string;
  address?: string;
  notes?: string;
  dashboardLink: string;
}

/** send-invitation-notification: tells the inviter how their invitee answered. */
export const responseNotificationEmail = (input: ResponseNotificationInput) => {
  const subject = `${input.inviteeName} ${ANSWER_LABELS[input.responseType]}`;
  const contact = [input.phone && `Phone: ${input.phone}`, input.address && `Address: ${input.address}`].filter(Boolean) as string[];
  const html = emailLayout(
    subject,
    `<h1 style="font-size:24px;font-weight:normal;margin:0 0 16px">Hello ${escapeHtml(input.inviterName)},</h1>
<p style="font-size:17px;line-height:1.6">Your ${escapeHtml(AUDIENCE_LABELS[input.audience].toLowerCase())} invitee <strong>${escapeHtml(input.inviteeName)}</strong>${input.inviteeEmail ? ` (${escapeHtml(input.inviteeEmail)})` : ''} ${escapeHtml(ANSWER_LABELS[input.responseType])}.</p>
${contact.length ? `<p style="line-height:1.6">${contact.map(escapeHtml).join('<br>')}</p>` : ''}
${input.notes ? `<p style="line-height:1.6;background:#ffffff;padding:16px">${escapeMultiline(input.notes)}</p>` : ''}
${button(input.dashboardLink, 'Open Manage Invitations')}`,
  );
  const text = `Hello ${input.inviterName},

Your ${AUDIENCE_LABELS[input.audience].toLowerCase()} invitee ${input.inviteeName}${input.inviteeEmail ? ` (${input.inviteeEmail})` : ''} ${ANSWER_LABELS[input.responseType]}.
${contact.length ? `\n${contact.join('\n')}\n` : ''}${input.notes ? `\n${input.notes}\n` : ''}
Manage Invitations: ${input.dashboardLink}`;
  return { subject, html, text };
};
