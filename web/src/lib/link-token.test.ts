import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LINK_TOKEN_STORAGE_PREFIX } from './link-token';

const SCRIPT = readFileSync(join(import.meta.dirname, '../../public/token-to-fragment.js'), 'utf8');
const TOKEN = 'A'.repeat(20) + '_-' + 'b'.repeat(21);

/** Runs web/public/token-to-fragment.js as a page would, against a fake address bar and storage. */
const openPage = (href: string) => {
  const page = { href, replaced: 0, stored: new Map<string, string>() };
  runInNewContext(SCRIPT, {
    URL,
    URLSearchParams,
    location: { get href() { return page.href; } },
    history: {
      state: null,
      replaceState: (_state: unknown, _title: string, to: string) => {
        page.href = new URL(to, page.href).href;
        page.replaced += 1;
      },
    },
    sessionStorage: { setItem: (key: string, value: string) => page.stored.set(key, value) },
  });
  return page;
};

describe('token-to-fragment.js (the first script of every page)', () => {
  it('moves an old link\'s ?token= into the fragment, keeping the other parameters', () => {
    const page = openPage(`https://invite.example.org/invitation/investors?utm=mail&token=${TOKEN}`);
    const url = new URL(page.href);
    expect(url.pathname).toBe('/invitation/investors');
    expect(url.search).toBe('?utm=mail');
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.hash).toBe(`#token=${TOKEN}`);
  });

  it('leaves a link that already carries its token in the fragment as it is', () => {
    const page = openPage(`https://invite.example.org/setup-profile#token=${TOKEN}`);
    expect(page.replaced).toBe(0);
    expect(page.href).toBe(`https://invite.example.org/setup-profile#token=${TOKEN}`);
  });

  it('remembers the page\'s token for the tab under the key the pages read', () => {
    expect(openPage(`https://invite.example.org/invitation?token=${TOKEN}`).stored.get(`${LINK_TOKEN_STORAGE_PREFIX}/invitation`)).toBe(TOKEN);
    expect(openPage(`https://invite.example.org/setup-profile#token=${TOKEN}`).stored.get(`${LINK_TOKEN_STORAGE_PREFIX}/setup-profile`)).toBe(TOKEN);
    expect(openPage('https://invite.example.org/invitation#respond').stored.size).toBe(0);
  });

  it('does nothing on a page without a token', () => {
    const page = openPage('https://invite.example.org/dashboard?invite=member');
    expect(page.replaced).toBe(0);
    expect(page.stored.size).toBe(0);
  });
});
