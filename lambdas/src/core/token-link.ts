/**
 * Every emailed link that carries a token is built here: the site's origin, a page path, and the
 * token in the fragment (see shared/src/link-token.ts), never in the path or query string.
 */
import { withLinkToken } from '@safe-haven/shared/link-token';
import { linkToken, type LinkPurpose } from './link-tokens';
import { siteLink } from './site-origin';

/** The same link every time it is built for the same record, so a resend repeats it. */
export const tokenLink = async (origin: string, path: string, purpose: LinkPurpose, id: string): Promise<string> =>
  siteLink(origin, withLinkToken(path, await linkToken(purpose, id)));
