import type { AccountEventKind } from '@safe-haven/shared/account-recovery';
import { BRAND_NAME } from '@safe-haven/shared/constants';
import { escapeHtml } from '../escape-html';
import { emailLayout } from './layout';

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** What happened, in the person's words; `by` names the admin when one did it. */
const WHAT_HAPPENED: Record<AccountEventKind, (by?: string) => { subject: string; lead: string }> = {
  'password-reset-requested': () => ({
    subject: `A password reset was asked for on your ${BRAND_NAME} account`,
    lead: 'Someone asked for a code to reset your password.',
  }),
  'password-changed-by-reset': () => ({
    subject: `Your ${BRAND_NAME} password was changed`,
    lead: 'Your password was changed with a reset code from your email, and every device signed in to your account was signed out.',
  }),
  'password-reset-sent-by-admin': (by) => ({
    subject: `${by ?? 'An admin'} sent you a ${BRAND_NAME} password reset`,
    lead: `${by ?? 'An admin'} sent you a password reset. A separate email has the code: enter it on the "Forgot password?" page with a new password of your choice. Your current password keeps working until you do.`,
  }),
  'two-factor-reset-by-admin': (by) => ({
    subject: `${by ?? 'An admin'} reset your ${BRAND_NAME} two-factor sign-in`,
    lead: `${by ?? 'An admin'} turned off the authenticator app of your account and signed you out everywhere. At your next sign-in, set up an authenticator app again (admins and founders must).`,
  }),
};

export const accountNoticeEmail = (input: { kind: AccountEventKind; at: string; recipientFirstName: string; actorName?: string; supportEmail?: string }) => {
  const { subject, lead } = WHAT_HAPPENED[input.kind](input.actorName);
  const greeting = `Hello ${input.recipientFirstName},`;
  const when = `When: ${formatTime(input.at)}.`;
  const contact = input.supportEmail
    ? `If this was not you or you did not expect it, contact ${input.supportEmail} right away.`
    : 'If this was not you or you did not expect it, contact your administrator right away.';
  const html = emailLayout(
    subject,
    `<p style="font-size:17px;line-height:1.6">${escapeHtml(greeting)}</p>
<p style="font-size:17px;line-height:1.6">${escapeHtml(lead)}</p>
<p style="font-size:15px;color:#555">${escapeHtml(when)}</p>
<p style="font-size:15px;line-height:1.6"><strong>${escapeHtml(contact)}</strong></p>`,
  );
  return { subject, html, text: `${greeting}\n\n${lead}\n\n${when}\n\n${contact}` };
};
