/** A document sent by a quick action: the staff member's line and the lead's personal link (shared/src/documents.ts says the words). */
import { documentEmailText, type DocumentEmailInput } from '@safe-haven/shared/documents';
import { escapeHtml, escapeMultiline } from '../escape-html';
import { button, emailLayout } from './layout';

const FOOTER = 'This link is personal. Please do not forward it.';

export const documentEmail = (input: DocumentEmailInput & { link: string; expiresAt: string; siteOrigin: string }) => {
  const words = documentEmailText(input);
  const until = `The link works until ${new Date(input.expiresAt).toUTCString().slice(0, 16)}.`;
  const html = emailLayout(
    words.subject,
    `${words.paragraphs.map((paragraph, i) => `<p style="font-size:17px;line-height:1.6">${i === 0 ? escapeMultiline(paragraph) : escapeHtml(paragraph)}</p>`).join('\n')}
${button(input.link, words.buttonLabel, input.siteOrigin)}
<p style="font-size:14px;color:#555">${escapeHtml(until)}</p>
<p style="font-size:15px">&mdash; ${escapeHtml(words.signOff)}</p>`,
    { footer: FOOTER },
  );
  const text = `${words.paragraphs.join('\n\n')}

${words.buttonLabel}: ${input.link}

${until}

- ${words.signOff}

${FOOTER}`;
  return { subject: words.subject, html, text };
};
