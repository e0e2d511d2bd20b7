/**
 * Whether this browser may hold a signed-in session, answered without loading Amplify (about 36 KB
 * gzipped with the config's parsing): Amplify keeps a session's tokens in localStorage under
 * `CognitoIdentityServiceProvider.<client id>.<user>.accessToken`, and without an access token there
 * it has no session to give (TokenStore.loadTokens answers null). So the login screen shows its form
 * at once to someone signed out, and loads Amplify only for a possible session or to sign in.
 * When storage cannot be read, the answer is "maybe": Amplify then decides, as before.
 */
/** Where Amplify keeps a session: `<prefix>.<client id>.<user>.accessToken`, `<prefix>.<client id>.LastAuthUser`. */
const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider';
const ACCESS_TOKEN_KEY = new RegExp(`^${AMPLIFY_KEY_PREFIX}\\..+\\.accessToken$`);

export const mayHaveStoredSession = (): boolean => {
  try {
    const storage = window.localStorage;
    for (let index = 0; index < storage.length; index += 1) {
      if (ACCESS_TOKEN_KEY.test(storage.key(index) ?? '')) return true;
    }
    return false;
  } catch {
    return true;
  }
};

/** A stored token with less than this left is left to Amplify to refresh, so no call leaves with one about to lapse. */
export const STORED_TOKEN_MARGIN_MS = 5 * 60 * 1000;

/**
 * The access token Amplify keeps for the last user of this app client, if it is good for a while
 * yet: what Amplify's fetchAuthSession would answer without a refresh, read without loading Amplify
 * (about 33 KB gzipped), so a signed-in page's first calls need only this. Anything else (no token,
 * one about to expire, storage that cannot be read) is undefined: Amplify then decides, as before.
 */
export const storedAccessToken = (clientId: string, nowMs = Date.now()): string | undefined => {
  try {
    const prefix = `${AMPLIFY_KEY_PREFIX}.${clientId}`;
    const user = window.localStorage.getItem(`${prefix}.LastAuthUser`);
    const token = user ? window.localStorage.getItem(`${prefix}.${user}.accessToken`) : null;
    const payload = token?.split('.')[1];
    if (!token || !payload) return undefined;
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 - nowMs > STORED_TOKEN_MARGIN_MS ? token : undefined;
  } catch {
    return undefined;
  }
};
