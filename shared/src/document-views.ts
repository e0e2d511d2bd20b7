/**
 * When opening a personal document link counts as a view. The same three signals as an
 * invitation page's open (shared/src/invitation-opens.ts), for the same reasons:
 * 1. Only the page's API call counts: the link opens /document, whose script posts the token
 *    (POST /api/public/documents/open) after rendering in a browser. A scanner that fetches the
 *    HTML, or follows the link without running scripts, reaches no API and counts nothing; the email
 *    has no tracking pixel.
 * 2. The User-Agent must be a person's browser ("Mozilla/" first, no scanner, previewer, bot or
 *    headless browser named): `isPersonBrowserUserAgent`.
 * 3. Not within OPEN_GRACE_AFTER_SEND_MS of the send: a mail provider scans links as it delivers.
 * A fetch that does not count still gets the document (a scanner that runs scripts must not be told
 * it is one); it is only not counted, and leaves no audit entry.
 */
import { isPersonBrowserUserAgent, OPEN_GRACE_AFTER_SEND_MS, type UncountedReason } from './invitation-opens';

export interface DocumentViewSignals {
  userAgent: string | undefined;
  /** When the link was emailed. */
  sentAt: string;
  now: Date;
}

export const whyNotADocumentView = ({ userAgent, sentAt, now }: DocumentViewSignals): UncountedReason | undefined => {
  if (!isPersonBrowserUserAgent(userAgent)) return 'user-agent';
  if (now.getTime() - Date.parse(sentAt) < OPEN_GRACE_AFTER_SEND_MS) return 'just-sent';
  return undefined;
};
