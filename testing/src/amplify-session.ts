import type { BrowserContext } from 'playwright-core';

/**
 * A signed-in session as Amplify's auth category keeps it in localStorage, so a browser opened on the
 * site finds the person signed in, as after an earlier visit. Amplify names the keys after the user
 * pool client and the username the sign-in was given (the email).
 */
export interface SessionTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

export const amplifySessionEntries = (clientId: string, email: string, tokens: SessionTokens): Record<string, string> => {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  return {
    [`${prefix}.LastAuthUser`]: email,
    [`${prefix}.${email}.accessToken`]: tokens.accessToken,
    [`${prefix}.${email}.idToken`]: tokens.idToken,
    [`${prefix}.${email}.refreshToken`]: tokens.refreshToken,
    [`${prefix}.${email}.clockDrift`]: '0',
    [`${prefix}.${email}.signInDetails`]: JSON.stringify({ loginId: email, authFlowType: 'USER_PASSWORD_AUTH' }),
  };
};

/** Writes the session into a fresh context's storage for the site, from a page of its own, as a returning visit finds it. */
export const placeSession = async (context: BrowserContext, site: string, session: Record<string, string>): Promise<void> => {
  const setup = await context.newPage();
  await setup.goto(`${site}/config.json`);
  await setup.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, session);
  await setup.close();
};
