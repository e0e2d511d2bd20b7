import { describe, expect, it } from 'vitest';
import { clientIp, rateLimitSubject } from './client-ip';

const eventWith = (headers: Record<string, string>, sourceIp = '130.176.1.10') => ({
  headers,
  requestContext: { http: { sourceIp } } as never,
});

describe('clientIp', () => {
  it('reads the viewer address CloudFront sets, without its port', () => {
    expect(clientIp(eventWith({ 'cloudfront-viewer-address': '203.0.113.7:51234' }))).toBe('203.0.113.7');
    expect(clientIp(eventWith({ 'cloudfront-viewer-address': '2001:db8::1:443' }))).toBe('2001:db8::1');
  });

  it('never trusts X-Forwarded-For, whose first entry the client writes', () => {
    const event = eventWith({ 'x-forwarded-for': '1.2.3.4, 203.0.113.7', 'cloudfront-viewer-address': '203.0.113.7:1' });
    expect(clientIp(event)).toBe('203.0.113.7');
    expect(clientIp(eventWith({ 'x-forwarded-for': '1.2.3.4' }, '198.51.100.9'))).toBe('198.51.100.9');
  });

  it('falls back to the connection address when the header is missing or not an address', () => {
    expect(clientIp(eventWith({}, '198.51.100.9'))).toBe('198.51.100.9');
    expect(clientIp(eventWith({ 'cloudfront-viewer-address': 'evil<script>:80' }, '198.51.100.9'))).toBe('198.51.100.9');
  });
});

describe('rateLimitSubject', () => {
  it('counts an IPv4 address as it is', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const subjects = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:fffe', '2001:DB8:1:2:abcd::9', '2001:db8:1:2:0:0:0:0'].map(rateLimitSubject);
    expect(new Set(subjects)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(rateLimitSubject('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(rateLimitSubject('::ffff:198.51.100.9')).toBe('198.51.100.9');
  });
});
