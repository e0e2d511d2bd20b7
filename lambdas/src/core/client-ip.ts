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

/** The eight 16-bit groups of an IPv6 address (`::` expanded; an embedded IPv4 tail read as two groups). */
const ipv6Groups = (ip: string): number[] => {
  let text = ip.toLowerCase().replace(/%.*$/, '');
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
};

/**
 * Whom a per-client limit counts: an IPv4 address as it is, an IPv6 address by its /64 prefix. One
 * household, phone or cloud server is given a whole /64 and can pick any of its 2^64 addresses, so
 * counting full IPv6 addresses would give it unlimited tries. An IPv4-mapped address counts as IPv4.
 */
export const rateLimitSubject = (ip: string): string => {
  if (isIP(ip) !== 6) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
};
