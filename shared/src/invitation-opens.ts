/**
 * When an invitee's read of their invitation counts as an open. Read by the
 * invitation read handler (lambdas/src/invitee/record-open.ts) and documented in docs/data-model.md
 * ("Opens"). Three signals, each cheap and needing nothing but the request and the invitation:
 *
 * 1. Only the API read counts. The page's script calls POST /api/public/invitations/read after it has
 *    rendered in a browser; a link scanner that fetches the HTML (most of them: Proofpoint, Mimecast,
 *    Barracuda, Safe Links' first pass) never runs it, and the HTML itself records nothing (there is
 *    no tracking pixel in the email either). A staff preview (?admin_preview=true) never calls the
 *    read at all: it shows a fixed guest (web/src/features/invitation-pages/hooks/use-admin-preview.ts).
 * 2. The User-Agent. It must look like a browser ("Mozilla/" first, which every browser has sent for
 *    decades and HTTP libraries do not) and must not name a known scanner, link previewer, bot or
 *    headless browser (SCANNER_USER_AGENT_PATTERNS). Sandboxes that do run the script (Defender's
 *    detonation, Google's safety checks) usually say who they are here.
 * 3. Time since the email was sent. Mail providers scan a link while the message is being delivered,
 *    within seconds of our send (the outbox sends about a second after the invitation is written),
 *    often with a browser's User-Agent. A read within OPEN_GRACE_AFTER_SEND_MS of the latest send
 *    (creation or resend) does not count: a person has to receive the email, open it and click,
 *    which takes longer, even on the phone with the sender.
 *
 * Why not the scanners' address ranges (the third signal): the providers do not publish them
 * as a list we could ship and keep current offline (Microsoft's, Proofpoint's and Mimecast's vary by
 * tenant and region, and change), and the only address we could compare is a forwarded header a
 * client can write. Time since sending catches the same fetches (the ones made on delivery) without
 * a list that goes stale. No header other than the User-Agent is read for this. The User-Agent can be
 * forged too, but forging it only makes a scanner look like a person: an open is an insight for the
 * sender, never a permission.
 */

/**
 * A read this soon after the latest send is a mail provider's scanner, not a person. Ten seconds:
 * the email leaves about a second after the send (the stream handler), a provider's scan runs as it
 * delivers (a few seconds), and no person receives, opens and clicks that fast.
 */
export const OPEN_GRACE_AFTER_SEND_MS = 10_000;

/** Browsers send a few hundred characters at most; a longer header is not one, and is not scanned further. */
export const MAX_BROWSER_USER_AGENT_LENGTH = 512;

/**
 * User-Agents of link scanners, previewers and automated clients (case-insensitive). Each pattern is
 * a plain alternation with no nested repetition, so matching stays linear on hostile input.
 */
export const SCANNER_USER_AGENT_PATTERNS: readonly RegExp[] = [
  // Mail security gateways and safe-link services.
  /microsoft office|ms-office|msoffice|office existence discovery|safelinks|safe links|defender|atp-|bingpreview/i,
  /proofpoint|urldefense|mimecast|barracuda|ironport|cisco|forcepoint|websense|trend ?micro|sophos|symantec|messagelabs|zscaler|fortiguard|fortinet|trustwave|spamtitan|paloalto|checkpoint|avanan|abnormal|vade/i,
  /google-safety|googlesafety|google-inspectiontool|googleimageproxy|feedfetcher-google|google-read-aloud|google web preview|apis-google|mediapartners-google/i,
  // Chat and social link previews (a link pasted into a chat is fetched by the chat, not the person).
  /slackbot|slack-imgproxy|facebookexternalhit|facebot|twitterbot|linkedinbot|whatsapp|telegrambot|discordbot|skypeuripreview|applebot|redditbot|embedly|vkshare|iframely|quora link preview/i,
  // Generic automation: bots, crawlers, spiders, headless and scripted browsers, monitors.
  /\bbot\b|[a-z]bot[/-]|crawl|spider|slurp|scanner|\bscan\b|urlscan|virustotal|preview|prefetch|headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|pagespeed|pingdom|uptime|monitor|checker|validator|archiver|\+https?:\/\//i,
];

/** Whether a User-Agent is a browser a person uses (see the module comment, signal 2). */
export const isPersonBrowserUserAgent = (userAgent: string | undefined): boolean => {
  if (!userAgent || userAgent.length > MAX_BROWSER_USER_AGENT_LENGTH) return false;
  if (!userAgent.startsWith('Mozilla/')) return false;
  return !SCANNER_USER_AGENT_PATTERNS.some((pattern) => pattern.test(userAgent));
};

export interface OpenSignals {
  userAgent: string | undefined;
  /** When the latest invitation email was sent: the creation, or the latest resend. */
  sentAt: string;
  now: Date;
}

/** Why a read was not counted, for the log line (never shown to anyone). */
export type UncountedReason = 'user-agent' | 'just-sent';

/** Whether an invitee's API read counts as a view (undefined) or why not. */
export const whyNotAnOpen = ({ userAgent, sentAt, now }: OpenSignals): UncountedReason | undefined => {
  if (!isPersonBrowserUserAgent(userAgent)) return 'user-agent';
  if (now.getTime() - Date.parse(sentAt) < OPEN_GRACE_AFTER_SEND_MS) return 'just-sent';
  return undefined;
};
