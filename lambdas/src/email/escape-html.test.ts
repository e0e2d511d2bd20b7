import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeMultiline } from './escape-html';
import { invitationEmail } from './templates/invitation-email';

describe('escaping', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('keeps line breaks of a multi-line message', () => {
    expect(escapeMultiline('one\r\ntwo\n<three>')).toBe('one<br>two<br>&lt;three&gt;');
  });

  it('never lets a name or a message inject markup into the invitation email', () => {
    const email = invitationEmail({ audience: 'investor', recipientFirstName: '<img src=x onerror=alert(1)>', inviterName: 'Eve "the" <b>', personalMessage: '</blockquote><script>x</script>', link: 'https://example.org/invitation/investors#token=abc', siteOrigin: 'https://example.org' });
    expect(email.html).not.toMatch(/<img|<script|<b>/);
    expect(email.html).toContain('https://example.org/invitation/investors#token=abc');
  });
});
