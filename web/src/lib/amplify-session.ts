/**
 * Amplify's auth category, configured once for this stage. Imported on demand by lib/auth.ts: only
 * to sign in, refresh, or end a session; a signed-in page's calls use the stored token without it.
 */
import { Amplify } from 'aws-amplify';
import type { RuntimeConfig } from '@safe-haven/shared/runtime-config';

export { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';

let configured = false;

export const configureAmplify = (config: RuntimeConfig): void => {
  if (configured) return;
  configured = true;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
};
