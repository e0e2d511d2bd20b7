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
  /** Who receives it: the inviter, or whoever stands in for an inviter who left. */
  recipientName: string;
  /** Set when the email goes to someone other than the inviter. */
  onBehalfOf?: string;
  inviteeName: string;
  inviteeEmail: string;
  audience: Audience;
  responseType: ResponseType;
  /** How to reach the invitee, as they typed it on the page. */
  phone?: string;
  address?: string;
  notes?: string;
  dashboardLink: string;
  siteOrigin: string;
}

/** Tells the inviter how their invitee answered; a reply goes to the invitee when they gave an address. */
export const responseNotificationEmail = (input: ResponseNotificationInput) => {
  const subject = `${input.inviteeName} ${ANSWER_LABELS[input.responseType]}`;
  const audience = AUDIENCE_LABELS[input.audience].toLowerCase();
  const whose = input.onBehalfOf ? `${input.onBehalfOf}'s` : 'Your';
  const summary = `${whose} ${audience} invitee ${input.inviteeName}${input.inviteeEmail ? ` (${input.inviteeEmail})` : ''} ${ANSWER_LABELS[input.responseType]}.`;
  const contact = [input.phone && `Phone: ${input.phone}`, input.address && `Address: ${input.address}`].filter(Boolean) as string[];
  const replyHint = input.inviteeEmail ? `Reply to this email to write to ${input.inviteeName} directly.` : '';
  const forwarded = input.onBehalfOf ? `You receive this because ${input.onBehalfOf} is no longer active.` : '';
  const html = emailLayout(
    subject,
    `<h1 style="font-size:24px;font-weight:normal;margin:0 0 16px">Hello ${escapeHtml(input.recipientName)},</h1>
<p style="font-size:17px;line-height:1.6">${escapeHtml(summary)}</p>
${contact.length ? `<p style="line-height:1.6">${contact.map(escapeHtml).join('<br>')}</p>` : ''}
${input.notes ? `<p style="line-height:1.6;background:#ffffff;padding:16px">${escapeMultiline(input.notes)}</p>` : ''}
${replyHint ? `<p style="font-size:14px;color:#555">${escapeHtml(replyHint)}</p>` : ''}
${forwarded ? `<p style="font-size:14px;color:#555">${escapeHtml(forwarded)}</p>` : ''}
${button(input.dashboardLink, 'Open Manage Invitations', input.siteOrigin)}`,
  );
  const text = [
    `Hello ${input.recipientName},`,
    '',
    summary,
    ...(contact.length ? ['', ...contact] : []),
    ...(input.notes ? ['', input.notes] : []),
    ...(replyHint ? ['', replyHint] : []),
    ...(forwarded ? ['', forwarded] : []),
    '',
    `Open Manage Invitations: ${input.dashboardLink}`,
  ].join('\n');
  return { subject, html, text };
};
