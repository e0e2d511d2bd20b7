import { BRAND_NAME } from '@safe-haven/shared/constants';
import { escapeHtml } from '../escape-html';
import { emailLayout } from './layout';

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });

/** The founder sign-up's address check: the 6 digits, how long they last, and what to do if unexpected. */
export const emailProofEmail = (input: { digits: string; expiresAt: string }) => {
  const subject = `Your ${BRAND_NAME} code: ${input.digits}`;
  const lead = `Enter this code on the founder registration page to confirm this email address. It works until ${formatTime(input.expiresAt)}.`;
  const notYou = 'Not expecting this? Someone typed your address by mistake; you can ignore this email and no account is created.';
  const html = emailLayout(
    subject,
    `<p style="font-size:17px;line-height:1.6">${escapeHtml(lead)}</p>
<p style="font-size:32px;letter-spacing:8px;font-family:'Courier New',monospace;margin:24px 0">${escapeHtml(input.digits)}</p>
<p style="font-size:14px;color:#555">${escapeHtml(notYou)}</p>`,
  );
  return { subject, html, text: `${lead}\n\n${input.digits}\n\n${notYou}` };
};
