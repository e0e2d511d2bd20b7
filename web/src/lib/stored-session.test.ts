/** Whether the login screen may skip Amplify: only when no access token of any pool client is stored. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { amplifySessionEntries } from '@safe-haven/testing/amplify-session';
import { mayHaveStoredSession } from './stored-session';

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
