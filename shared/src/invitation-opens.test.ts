import { describe, expect, it } from 'vitest';
import { isPersonBrowserUserAgent, MAX_BROWSER_USER_AGENT_LENGTH, OPEN_GRACE_AFTER_SEND_MS, whyNotAnOpen } from './invitation-opens';

const BROWSERS = {
  'Chrome on Windows': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Edge on Windows': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Safari on iPhone': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Firefox on macOS': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0',
  'Samsung Internet': 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  // A phone brand whose name ends in "bot" is not a bot.
  'Chrome on a Cubot phone': 'Mozilla/5.0 (Linux; Android 9; CUBOT X20 PRO) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

const SCANNERS = {
  'Google safety check': 'Mozilla/5.0 (compatible; Google-Safety; +http://www.google.com/bot.html)',
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Bing preview (Outlook.com)': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) BingPreview/1.0b',
  'Outlook existence check': 'Microsoft Office Existence Discovery',
  'Outlook desktop': 'Mozilla/4.0 (compatible; ms-office; MSOffice 16)',
  'Defender Safe Links': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) SafeLinks/1.0',
  Proofpoint: 'Mozilla/5.0 (X11; Linux x86_64) Proofpoint URL Defense',
  Mimecast: 'Mozilla/5.0 Mimecast-TTP',
  Barracuda: 'Mozilla/5.0 (compatible; Barracuda Sentinel)',
  'headless Chrome': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  'Slack unfurl': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Facebook preview (also iMessage)': 'facebookexternalhit/1.1 Facebot Twitterbot/1.0',
  'a crawler': 'Mozilla/5.0 (compatible; SomeCrawler/3.1)',
  'a spider': 'Mozilla/5.0 (compatible; Baiduspider/2.0)',
  curl: 'curl/8.5.0',
  'python-requests': 'python-requests/2.32.3',
  'Node fetch': 'node',
};

describe('isPersonBrowserUserAgent', () => {
  it.each(Object.entries(BROWSERS))('counts %s', (_name, userAgent) => {
    expect(isPersonBrowserUserAgent(userAgent)).toBe(true);
  });

  it.each(Object.entries(SCANNERS))('does not count %s', (_name, userAgent) => {
    expect(isPersonBrowserUserAgent(userAgent)).toBe(false);
  });

  it('does not count a missing, empty or oversized header', () => {
    expect(isPersonBrowserUserAgent(undefined)).toBe(false);
    expect(isPersonBrowserUserAgent('')).toBe(false);
    expect(isPersonBrowserUserAgent(`${BROWSERS['Chrome on Windows']} ${'x'.repeat(MAX_BROWSER_USER_AGENT_LENGTH)}`)).toBe(false);
  });

  it('answers quickly on a hostile header just under the length limit', () => {
    const hostile = `Mozilla/${'b'.repeat(MAX_BROWSER_USER_AGENT_LENGTH - 20)}o`;
    const started = performance.now();
    for (let i = 0; i < 1000; i += 1) isPersonBrowserUserAgent(hostile);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('whyNotAnOpen', () => {
  const sentAt = '2026-11-26T10:00:00.000Z';
  const browser = BROWSERS['Safari on iPhone'];
  const at = (ms: number) => new Date(Date.parse(sentAt) + ms);

  it('counts a browser read once the grace after sending has passed', () => {
    expect(whyNotAnOpen({ userAgent: browser, sentAt, now: at(OPEN_GRACE_AFTER_SEND_MS) })).toBeUndefined();
    expect(whyNotAnOpen({ userAgent: browser, sentAt, now: at(3 * 24 * 60 * 60 * 1000) })).toBeUndefined();
  });

  it('does not count a read within the grace after sending, even from a browser', () => {
    expect(whyNotAnOpen({ userAgent: browser, sentAt, now: at(0) })).toBe('just-sent');
    expect(whyNotAnOpen({ userAgent: browser, sentAt, now: at(OPEN_GRACE_AFTER_SEND_MS - 1) })).toBe('just-sent');
  });

  it("does not count a scanner's read at any time", () => {
    expect(whyNotAnOpen({ userAgent: SCANNERS.Proofpoint, sentAt, now: at(60 * 60 * 1000) })).toBe('user-agent');
  });
});
