/**
 * The way from a page of the SPA to the login screen, which is an entry of its own
 * (src/login-main.tsx, served for `/`): a full page load, with what the page tells the login screen
 * (never through the URL): a message to show, the email to fill in, a toast. It is kept in
 * sessionStorage for that load, and the login screen reads it once (takeLoginArrival).
 */
export type LoginToast = 'signed-out' | 'account-inactive';
const LOGIN_TOASTS: readonly LoginToast[] = ['signed-out', 'account-inactive'];

export interface LoginLocationState {
  notice?: string;
  email?: string;
  /** A toast the page would have shown as it left (features/auth/utils/arrival-toast.ts has its words). */
  toast?: LoginToast;
}

const STORAGE_KEY = 'safe-haven:login-arrival';

const keepLoginArrival = (state: LoginLocationState | null | undefined): void => {
  if (!state || (!state.notice && !state.email && !state.toast)) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ notice: state.notice, email: state.email, toast: state.toast }));
  } catch {
    // Storage refused (private browsing): the login screen opens without the message.
  }
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** The kept state, once: reading it forgets it. Only strings, and only a known toast, are taken from storage. */
export const takeLoginArrival = (): LoginLocationState => {
  try {
    const kept = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    if (!kept) return {};
    const parsed = JSON.parse(kept) as Record<string, unknown>;
    const toast = LOGIN_TOASTS.find((known) => known === parsed.toast);
    return { notice: text(parsed.notice), email: text(parsed.email), toast };
  } catch {
    return {};
  }
};

/**
 * Opens the login screen in place of the current page (the page is not kept in the history, as the
 * router's `replace` did). Once the current document has loaded: a navigation started while a reload
 * is still loading would cut that reload short.
 */
export const goToLogin = (state?: LoginLocationState): void => {
  keepLoginArrival(state);
  const leave = () => window.location.replace('/');
  if (document.readyState === 'complete') leave();
  else window.addEventListener('load', leave, { once: true });
};
