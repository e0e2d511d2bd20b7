/** Invite to Zoom: the staff member's line and their meeting or scheduling link (shared/src/documents.ts says the words). */
import { isMeetingLink, meetingEmailText } from '@safe-haven/shared/documents';
import { escapeHtml, escapeMultiline } from '../escape-html';
import { emailLayout } from './layout';

/**
 * The staff member's own link, not the site's (so not layout's `button`, which refuses other hosts):
 * checked as an https address when they saved it, and again here.
 */
const meetingButton = (href: string, label: string): string => {
  if (!isMeetingLink(href)) throw new Error('A meeting link must be an https address');
  return `<p style="margin:32px 0"><a href="${escapeHtml(href)}" style="background:#1f3d2f;color:#ffffff;padding:14px 28px;border-radius:6px;text-decoration:none;font-family:Arial,sans-serif;font-size:16px">${escapeHtml(label)}</a></p>`;
};

export const meetingEmail = (input: { senderName: string; personalLine: string; meetingLink: string }) => {
  const words = meetingEmailText(input);
  const html = emailLayout(
    words.subject,
    `${words.paragraphs.map((paragraph, i) => `<p style="font-size:17px;line-height:1.6">${i === 0 ? escapeMultiline(paragraph) : escapeHtml(paragraph)}</p>`).join('\n')}
${meetingButton(input.meetingLink, words.buttonLabel)}
<p style="font-size:15px">&mdash; ${escapeHtml(words.signOff)}</p>`,
  );
  const text = `${words.paragraphs.join('\n\n')}

${words.buttonLabel}: ${input.meetingLink}

- ${words.signOff}`;
  return { subject: words.subject, html, text };
};
