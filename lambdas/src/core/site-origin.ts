/**
 * The stage's own site, the only place links in emails may point to. It comes from configuration
 * (APP_ORIGIN, or the parameter the stack writes with the CloudFront domain), never from a request:
 * a request's Origin or Host header is chosen by whoever sends it.
 */
import { configValue } from './config-values';

/** https on any host; plain http only for a machine's own loopback (the local stack). */
const TRUSTED_ORIGIN = /^(https:\/\/[a-z0-9.-]+(:\d{1,5})?|http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?)$/i;

export class UntrustedLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UntrustedLinkError';
  }
}

export const assertTrustedOrigin = (origin: string): string => {
  const trimmed = origin.replace(/\/+$/, '');
  if (!TRUSTED_ORIGIN.test(trimmed)) throw new UntrustedLinkError(`The site origin "${origin}" is not an https origin (http only on localhost)`);
  return trimmed;
};

export const siteOrigin = async (): Promise<string> => assertTrustedOrigin(await configValue('APP_ORIGIN'));

/** A link on the site: `${origin}${path}`, where path is absolute on that origin. */
export const siteLink = (origin: string, pathAndQuery: string): string => {
  if (!pathAndQuery.startsWith('/') || pathAndQuery.startsWith('//')) throw new UntrustedLinkError(`"${pathAndQuery}" is not a path on the site`);
  return `${assertTrustedOrigin(origin)}${pathAndQuery}`;
};

/** Throws unless `href` is a link on `origin` (same scheme, host and port). */
export const assertLinkOnSite = (href: string, origin: string): void => {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    throw new UntrustedLinkError(`"${href}" is not a URL`);
  }
  if (url.origin !== new URL(assertTrustedOrigin(origin)).origin || url.username || url.password) {
    throw new UntrustedLinkError(`"${href}" does not point at the site ${origin}`);
  }
};
