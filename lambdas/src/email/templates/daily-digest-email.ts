import { BRAND_NAME } from '@safe-haven/shared/constants';
import { DIGEST_MESSAGES as M } from '@safe-haven/shared/daily-digest';
import { formatInviteDate } from '@safe-haven/shared/invite-dates';
import { escapeHtml } from '../escape-html';
import { emailLayout } from './layout';

export interface DigestEmailInput {
  recipientFirstName: string;
  leads: { name: string; email: string; nextStepDueAt: string; overdue: boolean; link: string }[];
  more: number;
  overdueLink: string;
  weekLink: string;
}

const when = (lead: { nextStepDueAt: string; overdue: boolean }) =>
  lead.overdue ? `overdue since ${formatInviteDate(`${lead.nextStepDueAt}T12:00:00Z`)}` : 'due today';

/** The digest: each lead with its state and a link to it in Manage Invitations, then the two views. */
export const dailyDigestEmail = (input: DigestEmailInput) => {
  const count = input.leads.length + input.more;
  const subject = `${M.subject(count)} (${BRAND_NAME})`;
  const greeting = `Hello ${input.recipientFirstName},`;
  const items = input.leads
    .map((lead) => `<li style="margin:6px 0"><a href="${escapeHtml(lead.link)}">${escapeHtml(lead.name)}</a> (${escapeHtml(lead.email)}): ${escapeHtml(when(lead))}</li>`)
    .join('');
  const html = emailLayout(
    subject,
    `<p style="font-size:17px;line-height:1.6">${escapeHtml(greeting)}</p>
<p style="font-size:17px;line-height:1.6">${escapeHtml(M.intro)}</p>
<ul style="font-size:16px;line-height:1.5">${items}${input.more > 0 ? `<li>${escapeHtml(M.more(input.more))}</li>` : ''}</ul>
<p style="font-size:16px"><a href="${escapeHtml(input.overdueLink)}">${escapeHtml(M.overdueLink)}</a> · <a href="${escapeHtml(input.weekLink)}">${escapeHtml(M.weekLink)}</a></p>
<p style="font-size:14px;color:#555">${escapeHtml(M.turnOff)}</p>`,
  );
  const text = [
    greeting, '', M.intro,
    ...input.leads.map((lead) => `- ${lead.name} (${lead.email}): ${when(lead)}\n  ${lead.link}`),
    ...(input.more > 0 ? [`- ${M.more(input.more)}`] : []),
    '', `${M.overdueLink}: ${input.overdueLink}`, `${M.weekLink}: ${input.weekLink}`, '', M.turnOff,
  ].join('\n');
  return { subject, html, text };
};
