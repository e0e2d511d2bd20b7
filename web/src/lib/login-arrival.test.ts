/** What a page of the SPA hands to the login screen across the full page load, and what the login takes back. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToLogin, takeLoginArrival } from './login-arrival';

const memoryStorage = () => {
  const entries = new Map<string, string>();
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
};

/** A loaded document whose location records where it was sent. */
const browserWith = (readyState: DocumentReadyState) => {
  const replaced: string[] = [];
  const listeners: (() => void)[] = [];
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('document', { readyState });
  vi.stubGlobal('window', {
    location: { replace: (url: string) => replaced.push(url) },
    addEventListener: (type: string, listener: () => void) => type === 'load' && listeners.push(listener),
  });
  return { replaced, fireLoad: () => listeners.forEach((listener) => listener()) };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('goToLogin and takeLoginArrival', () => {
  it('opens / in place of the page and hands over the notice, the email and the toast, once', () => {
    const browser = browserWith('complete');
    goToLogin({ notice: 'Your password is changed.', email: 'sam@example.test', toast: 'signed-out' });
    expect(browser.replaced).toEqual(['/']);
    expect(takeLoginArrival()).toEqual({ notice: 'Your password is changed.', email: 'sam@example.test', toast: 'signed-out' });
    expect(takeLoginArrival()).toEqual({});
  });

  it('waits for the current document to load before leaving it', () => {
    const browser = browserWith('interactive');
    goToLogin();
    expect(browser.replaced).toEqual([]);
    browser.fireLoad();
    expect(browser.replaced).toEqual(['/']);
    expect(takeLoginArrival()).toEqual({});
  });

  it('takes only strings and a known toast from storage', () => {
    browserWith('complete');
    sessionStorage.setItem('safe-haven:login-arrival', JSON.stringify({ notice: { html: '<b>x</b>' }, email: 42, toast: 'anything' }));
    expect(takeLoginArrival()).toEqual({ notice: undefined, email: undefined, toast: undefined });
    sessionStorage.setItem('safe-haven:login-arrival', 'not json');
    expect(takeLoginArrival()).toEqual({});
  });
});
