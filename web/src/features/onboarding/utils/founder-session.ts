/**
 * The validated invite code (its id, never the code itself) and the address it was issued for, kept
 * in the browser's session storage for one hour so a reload does not ask for it again. An expired or
 * unreadable entry is removed.
 */
import { FOUNDER_SIGNUP_SESSION_KEY, FOUNDER_SIGNUP_SESSION_MS } from '@safe-haven/shared/team';

export interface FounderSession {
  codeId: string;
  /** The address the code was issued for; absent for old hand-made codes. */
  email?: string;
  /** Epoch milliseconds. */
  expires: number;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const readFounderSession = (store: SessionStore, now = Date.now()): FounderSession | undefined => {
  const raw = store.getItem(FOUNDER_SIGNUP_SESSION_KEY);
  if (raw === null) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<FounderSession>;
    if (typeof value.codeId === 'string' && value.codeId !== '' && typeof value.expires === 'number' && value.expires > now) {
      return { codeId: value.codeId, ...(typeof value.email === 'string' && value.email ? { email: value.email } : {}), expires: value.expires };
    }
  } catch {
    // Corrupt: removed below.
  }
  store.removeItem(FOUNDER_SIGNUP_SESSION_KEY);
  return undefined;
};

export const saveFounderSession = (store: SessionStore, code: { codeId: string; email?: string }, now = Date.now()): FounderSession => {
  const session = { ...code, expires: now + FOUNDER_SIGNUP_SESSION_MS };
  store.setItem(FOUNDER_SIGNUP_SESSION_KEY, JSON.stringify(session));
  return session;
};

export const clearFounderSession = (store: SessionStore): void => store.removeItem(FOUNDER_SIGNUP_SESSION_KEY);
