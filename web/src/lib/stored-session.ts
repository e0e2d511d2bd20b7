/**
 * Whether this browser may hold a signed-in session, answered without loading Amplify (about 36 KB
 * gzipped with the config's parsing): Amplify keeps a session's tokens in localStorage under
 * `CognitoIdentityServiceProvider.<client id>.<user>.accessToken`, and without an access token there
 * it has no session to give (TokenStore.loadTokens answers null). So the login screen shows its form
 * at once to someone signed out, and loads Amplify only for a possible session or to sign in.
 * When storage cannot be read, the answer is "maybe": Amplify then decides, as before.
 */
const ACCESS_TOKEN_KEY = /^CognitoIdentityServiceProvider\..+\.accessToken$/;

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
