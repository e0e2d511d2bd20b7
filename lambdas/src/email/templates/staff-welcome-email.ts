import { BRAND_NAME } from '@safe-haven/shared/constants';
import { SETUP_ROLE_LABELS, type StaffRole } from '@safe-haven/shared/roles';
import { escapeHtml } from '../escape-html';
import { button, emailLayout } from './layout';

export interface StaffWelcomeEmailInput {
  recipientFirstName: string;
  role: StaffRole;
  inviterName: string;
  expiresAt: string;
  /** The account set-up link, on the stage's own site. */
  link: string;
  siteOrigin: string;
}

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The welcome email of a staff invitation: who invited them, as what, and the set-up button. */
export const staffWelcomeEmail = (input: StaffWelcomeEmailInput) => {
  const roleLabel = SETUP_ROLE_LABELS[input.role];
  const subject = `${input.inviterName} invited you to join the ${BRAND_NAME} team`;
  const lead = `${input.inviterName} has invited you to join the ${BRAND_NAME} team as ${roleLabel}. Choose a password to set up your account; then you can sign in to the dashboard.`;
  const validity = `The link is yours alone and works until ${formatDate(input.expiresAt)}. If it has expired, ask ${input.inviterName} to send it again.`;
  const notYou = 'Not expecting this? You can ignore this email; no account is created until the link is used.';
  const cta = 'Set Up Your Account';
  const html = emailLayout(
    subject,
    `<h1 style="font-size:26px;font-weight:normal;margin:0 0 16px">Welcome, ${escapeHtml(input.recipientFirstName)}</h1>
<p style="font-size:17px;line-height:1.6">${escapeHtml(lead)}</p>
${button(input.link, cta, input.siteOrigin)}
<p style="font-size:14px;color:#555">${escapeHtml(validity)}</p>
<p style="font-size:14px;color:#555">${escapeHtml(notYou)}</p>`,
  );
  const text = `Welcome, ${input.recipientFirstName}

${lead}

${cta}: ${input.link}

${validity}
${notYou}`;
  return { subject, html, text };
};
