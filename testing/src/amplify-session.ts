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
