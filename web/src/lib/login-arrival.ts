/**
 * What another page tells the login page (never through the URL): a message to show, and the email
 * to fill in. The SPA's pages pass it as the router's state of a navigation to `/`; the login screen
 * is an entry of its own (src/login-main.tsx), so the SPA's `/` route (LeaveForLogin) keeps it in
 * sessionStorage for the full page load that follows, and the login screen reads it once.
 */
export interface LoginLocationState {
  notice?: string;
  email?: string;
  /** Signed out on purpose: the login screen says so in a toast. */
  signedOut?: boolean;
}

const STORAGE_KEY = 'safe-haven:login-arrival';

export const keepLoginArrival = (state: LoginLocationState | null | undefined): void => {
  if (!state || (!state.notice && !state.email && !state.signedOut)) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ notice: state.notice, email: state.email, signedOut: state.signedOut === true }));
  } catch {
    // Storage refused (private browsing): the login screen opens without the message.
  }
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** The kept state, once: reading it forgets it. Only strings are taken from storage. */
export const takeLoginArrival = (): LoginLocationState => {
  try {
    const kept = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    if (!kept) return {};
    const parsed = JSON.parse(kept) as Record<string, unknown>;
    return { notice: text(parsed.notice), email: text(parsed.email), signedOut: parsed.signedOut === true };
  } catch {
    return {};
  }
};
