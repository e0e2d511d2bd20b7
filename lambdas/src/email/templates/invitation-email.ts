import type { Audience } from '@safe-haven/shared/audiences';
import { BRAND_NAME, INVITATION_LIFETIME_DAYS } from '@safe-haven/shared/constants';
import { escapeHtml, escapeMultiline } from '../escape-html';
import { button, emailLayout } from './layout';

const OFFER: Record<Audience, { subject: string; lead: string; cta: string }> = {
  member: {
    subject: 'invited you to a private membership',
    lead: 'You have been personally invited to learn about a private, invitation-only membership: premium resorts built for comfort and for readiness.',
    cta: 'View Your Invitation',
  },
  land_owner: {
    subject: 'invited you to a land partnership',
    lead: 'You have been personally invited to explore a partnership: turning your land into a premium resort with flexible equity, revenue-share or hybrid terms.',
    cta: 'Explore the Partnership',
  },
  investor: {
    subject: 'invited you to a private investment opportunity',
    lead: 'You have been personally invited to review a private investment opportunity in a growing network of preparedness-focused resorts.',
    cta: 'Review the Opportunity',
  },
};

const validity = `This link is yours alone and stays valid for ${INVITATION_LIFETIME_DAYS} days.`;
const noObligation = 'Not for you? There is nothing you need to do: simply ignore this email.';
const replyHint = (inviterName: string) => `Questions? Reply to this email and it goes straight to ${inviterName}.`;
const PRIVATE_FOOTER = 'This is a private invitation. Please do not forward it.';

export interface InvitationEmailInput {
  audience: Audience;
  recipientFirstName: string;
  inviterName: string;
  personalMessage: string;
  /** The invitee's link, on the stage's own site. */
  link: string;
  siteOrigin: string;
}

export const invitationEmail = (input: InvitationEmailInput) => {
  const offer = OFFER[input.audience];
  const subject = `${input.inviterName} ${offer.subject} with ${BRAND_NAME}`;
  const html = emailLayout(
    subject,
    `<h1 style="font-size:26px;font-weight:normal;margin:0 0 16px">Dear ${escapeHtml(input.recipientFirstName)},</h1>
<p style="font-size:17px;line-height:1.6">${escapeHtml(offer.lead)}</p>
<blockquote style="margin:24px 0;padding:16px 20px;border-left:3px solid #b08d57;background:#ffffff;font-style:italic;line-height:1.6">${escapeMultiline(input.personalMessage)}<br><br>&mdash; ${escapeHtml(input.inviterName)}</blockquote>
${button(input.link, offer.cta, input.siteOrigin)}
<p style="font-size:14px;color:#555">${escapeHtml(validity)}</p>
<p style="font-size:14px;color:#555">${escapeHtml(replyHint(input.inviterName))}</p>
<p style="font-size:14px;color:#555">${escapeHtml(noObligation)}</p>`,
    { footer: PRIVATE_FOOTER },
  );
  const text = `Dear ${input.recipientFirstName},

${offer.lead}

"${input.personalMessage}"
- ${input.inviterName}

${offer.cta}: ${input.link}

${validity}
${replyHint(input.inviterName)}
${noObligation}

${PRIVATE_FOOTER}`;
  return { subject, html, text };
};
