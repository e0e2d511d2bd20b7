/** Reads the local SES mailbox (aws-ses-v2-local's JSON store). */
import { linkTokenFromFragment } from '@safe-haven/shared/link-token';
export interface StoredEmail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

export const readMailbox = async (mailboxUrl: string): Promise<StoredEmail[]> => {
  const response = await fetch(`${mailboxUrl}/store`);
  const { emails } = (await response.json()) as { emails: StoredEmail[] };
  return emails;
};

export const emailsTo = async (mailboxUrl: string, address: string): Promise<StoredEmail[]> =>
  (await readMailbox(mailboxUrl)).filter((email) => email.destination.to.some((to) => to.toLowerCase() === address.toLowerCase()));

/** Waits for the nth email to an address (stream-delivered emails arrive a moment later). */
export const waitForEmail = async (mailboxUrl: string, address: string, count = 1, timeoutMs = 10_000): Promise<StoredEmail[]> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const emails = await emailsTo(mailboxUrl, address);
    if (emails.length >= count) return emails;
    if (Date.now() > deadline) throw new Error(`Expected ${count} email(s) to ${address}, found ${emails.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/**
 * Waits for an email to an address that was not in `known` (message ids read before the action) and
 * that `matches`: in a stack shared by many test files, other tests' mail may reach the same person
 * (an admin stands in for an inactive inviter), so counting emails is not enough.
 */
export const waitForNewEmail = async (
  mailboxUrl: string,
  address: string,
  known: ReadonlySet<string>,
  matches: (email: StoredEmail) => boolean,
  timeoutMs = 10_000,
): Promise<StoredEmail> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await emailsTo(mailboxUrl, address)).find((email) => !known.has(email.messageId) && matches(email));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No new matching email to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

export const messageIdsTo = async (mailboxUrl: string, address: string): Promise<Set<string>> =>
  new Set((await emailsTo(mailboxUrl, address)).map((email) => email.messageId));

/** The invitation or set-up link in an email's text body (its token is in the fragment). */
export const invitationLinkIn = (email: StoredEmail): URL => {
  const match = email.body.text?.match(/https?:\/\/\S+#token=[A-Za-z0-9_-]+/);
  if (!match) throw new Error(`No invitation link in email "${email.subject}"`);
  return new URL(match[0]);
};

/** The token of a link (in its fragment); throws when it has none. */
export const linkTokenOf = (link: URL): string => {
  const token = linkTokenFromFragment(link.hash);
  if (!token) throw new Error(`No token in the fragment of ${link.pathname}`);
  return token;
};

/** The token of the invitation or set-up link in an email. */
export const linkTokenIn = (email: StoredEmail): string => linkTokenOf(invitationLinkIn(email));
