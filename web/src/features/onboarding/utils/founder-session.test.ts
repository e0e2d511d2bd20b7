import { describe, expect, it } from 'vitest';
import { FOUNDER_SIGNUP_SESSION_KEY } from '@safe-haven/shared/team';
import { clearFounderSession, readFounderSession, saveFounderSession } from './founder-session';

const memoryStore = () => {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

describe('the founder sign-up session', () => {
  it('keeps a validated code and its address for one hour', () => {
    const store = memoryStore();
    saveFounderSession(store, { codeId: 'code-1', email: 'jane@example.com' }, 1_000);
    expect(readFounderSession(store, 1_000 + 59 * 60_000)).toEqual({ codeId: 'code-1', email: 'jane@example.com', expires: 1_000 + 3_600_000 });
    expect(readFounderSession(store, 1_000 + 3_600_000)).toBeUndefined();
    expect(store.values.has(FOUNDER_SIGNUP_SESSION_KEY)).toBe(false);
  });

  it.each(['not json', '{"codeId":""}', '{"codeId":"x","expires":"soon"}', '[]'])('removes a corrupt entry: %s', (raw) => {
    const store = memoryStore();
    store.setItem(FOUNDER_SIGNUP_SESSION_KEY, raw);
    expect(readFounderSession(store)).toBeUndefined();
    expect(store.values.size).toBe(0);
  });

  it('is removed after sign-up', () => {
    const store = memoryStore();
    saveFounderSession(store, { codeId: 'code-1' });
    clearFounderSession(store);
    expect(readFounderSession(store)).toBeUndefined();
  });
});
