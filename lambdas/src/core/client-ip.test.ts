import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

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
