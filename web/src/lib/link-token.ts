/**
 * The token of the emailed link that opened this page (an invitation or account set-up link). It is
 * in the fragment (#token=...; see shared/src/link-token.ts), which browsers never send to a server,
 * so it reaches no CloudFront, WAF or API log.
 *
 * web/public/token-to-fragment.js runs first on every page: a classic script on the site's own
 * origin (CSP script-src 'self', no inline script) at the top of <head>, before any module script.
 * Links emailed before carried the token in the query string (?token=...): it moves such a token
 * into the fragment with history.replaceState before anything else reads the address, so nothing
 * the page loads (requests, Referer headers) carries it again. It also remembers the page's token
 * for this tab, because following a link on the page (#respond) replaces the fragment and a reload
 * must still find it. The served file stays small: it is part of every first visit.
 */
import { linkTokenFromFragment } from '@safe-haven/shared/link-token';

/** Must match the key written by web/public/token-to-fragment.js (a unit test checks it). */
export const LINK_TOKEN_STORAGE_PREFIX = 'safe-haven:link-token:';

const remembered = (): string | undefined => {
  try {
    return window.sessionStorage.getItem(`${LINK_TOKEN_STORAGE_PREFIX}${window.location.pathname}`) ?? undefined;
  } catch {
    return undefined;
  }
};

/** Undefined while prerendering (there is no address then) and on a page opened without a link token. */
export const currentLinkToken = (): string | undefined => {
  if (typeof window === 'undefined') return undefined;
  return linkTokenFromFragment(window.location.hash) ?? remembered();
};

/** True when the fragment is something other than the link's token: a link on the page was followed. */
export const hasSectionFragment = (): boolean =>
  typeof window !== 'undefined' && window.location.hash.length > 1 && !linkTokenFromFragment(window.location.hash);
