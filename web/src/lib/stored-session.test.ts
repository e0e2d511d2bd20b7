/**
 * Whether the login screen may skip Amplify (only when no access token of any pool client is stored),
 * and the stored access token a signed-in page's calls carry without Amplify (only while it is good).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { amplifySessionEntries } from '@safe-haven/testing/amplify-session';
import { STORED_TOKEN_MARGIN_MS, mayHaveStoredSession, storedAccessToken } from './stored-session';

const storageWith = (entries: Record<string, string>): Pick<Storage, 'length' | 'key'> => {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mayHaveStoredSession', () => {
  it('answers no for empty storage and for storage without an access token', () => {
    vi.stubGlobal('window', { localStorage: storageWith({}) });
    expect(mayHaveStoredSession()).toBe(false);
    vi.stubGlobal('window', {
      localStorage: storageWith({ 'CognitoIdentityServiceProvider.client.LastAuthUser': 'a@b.test', 'safe-haven.sidebar': 'open', accessToken: 'x' }),
    });
    expect(mayHaveStoredSession()).toBe(false);
  });

  it('answers yes for a session as Amplify keeps it (the same entries the browser tests place)', () => {
    const tokens = { accessToken: 'a', idToken: 'i', refreshToken: 'r' };
    vi.stubGlobal('window', { localStorage: storageWith(amplifySessionEntries('client-id', 'person@example.test', tokens)) });
    expect(mayHaveStoredSession()).toBe(true);
  });

  it('answers maybe (yes) when storage cannot be read, so Amplify decides', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(mayHaveStoredSession()).toBe(true);
  });
});

const CLIENT = 'client-1';
const NOW = Date.UTC(2026, 10, 28, 12);
const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenExpiringIn = (ms: number) => `${base64Url({ alg: 'RS256' })}.${base64Url({ sub: 'u-1', exp: (NOW + ms) / 1000 })}.signature`;
/** The entries the browser tests place, readable by key. */
const storedSession = (accessToken: string) => {
  const entries = amplifySessionEntries(CLIENT, 'rory@staff.test', { accessToken, idToken: 'i', refreshToken: 'r' });
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => entries[key] ?? null } });
};

describe('storedAccessToken', () => {
  it("answers the last user's token while it has more than the margin left", () => {
    const token = tokenExpiringIn(STORED_TOKEN_MARGIN_MS + 60_000);
    storedSession(token);
    expect(storedAccessToken(CLIENT, NOW)).toBe(token);
  });

  it('leaves a token about to expire, or expired, to Amplify', () => {
    storedSession(tokenExpiringIn(STORED_TOKEN_MARGIN_MS - 1));
    expect(storedAccessToken(CLIENT, NOW)).toBeUndefined();
    storedSession(tokenExpiringIn(-60_000));
    expect(storedAccessToken(CLIENT, NOW)).toBeUndefined();
  });

  it("answers nothing for another app client's session, no session, or a malformed token", () => {
    storedSession(tokenExpiringIn(3_600_000));
    expect(storedAccessToken('another-client', NOW)).toBeUndefined();
    vi.stubGlobal('window', { localStorage: { getItem: () => null } });
    expect(storedAccessToken(CLIENT, NOW)).toBeUndefined();
    storedSession('not-a-jwt');
    expect(storedAccessToken(CLIENT, NOW)).toBeUndefined();
    storedSession(`x.${Buffer.from('{oops').toString('base64url')}.y`);
    expect(storedAccessToken(CLIENT, NOW)).toBeUndefined();
  });

  it('answers nothing when storage cannot be read', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(storedAccessToken(CLIENT, NOW)).toBeUndefined();
  });
});
