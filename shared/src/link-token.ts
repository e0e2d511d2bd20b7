/**
 * Where an emailed link carries its secret (an invitation or account set-up token): in the URL
 * fragment, `#token=...`. Browsers never send a fragment to a server, so the token reaches no
 * CloudFront, WAF or API log; the page reads it here and sends it to the API in a request body.
 * Links emailed before carried `?token=`: public/token-to-fragment.js moves those before the page loads.
 */
export const LINK_TOKEN_PARAM = 'token';

/** `/invitation` and a token become `/invitation#token=<token>`. */
export const withLinkToken = (path: string, token: string): string =>
  `${path}#${LINK_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** The token of a fragment (`#token=...`, with or without the '#'); undefined when it has none. */
export const linkTokenFromFragment = (fragment: string): string | undefined =>
  new URLSearchParams(fragment.replace(/^#/, '')).get(LINK_TOKEN_PARAM)?.trim() || undefined;
