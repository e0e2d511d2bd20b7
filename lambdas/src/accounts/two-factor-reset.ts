/**
 * An admin's (or operator's) two-factor reset in Cognito, in a module of its own so the sign-up
 * functions, which bundle cognito-users.ts, do not carry it.
 */
import { AdminSetUserMFAPreferenceCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../core/cognito-client';
import { requiredEnv } from '../core/env';

/** Turns the person's authenticator app off; they set one up again where it is required. */
export const turnOffTwoFactorFor = async (sub: string): Promise<void> => {
  await cognitoClient().send(
    new AdminSetUserMFAPreferenceCommand({
      UserPoolId: requiredEnv('USER_POOL_ID'), Username: sub, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    }),
  );
};
