import { isIP } from 'node:net';
import { VIEWER_ADDRESS_HEADER } from '@safe-haven/shared/edge';
import type { ApiEvent } from './http';

/** `203.0.113.7:51234` or `2001:db8::1:51234`: the port follows the last colon; IPv6 is not bracketed. */
const ipOfViewerAddress = (value: string): string | undefined => {
  const ip = value.trim().replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  return isIP(ip) ? ip : undefined;
};

/**
 * The client's real IP, for logs and per-client limits. Behind CloudFront the connection comes from
 * an edge server, so the viewer's address is read from CloudFront-Viewer-Address, which CloudFront
 * sets (and the API only accepts requests that came through CloudFront). Never X-Forwarded-For:
 * its first entries are whatever the client chose to send. Without the header (a caller reaching
 * the API some other way) this is the connection's own source address.
 */
export const clientIp = (event: Pick<ApiEvent, 'headers' | 'requestContext'>): string => {
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER];
  return (viewer && ipOfViewerAddress(viewer)) || event.requestContext.http.sourceIp;
};
