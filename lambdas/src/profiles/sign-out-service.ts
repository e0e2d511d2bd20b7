import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../core/cognito-client';
import { requiredEnv } from '../core/env';
import { revokeProfileSessions } from '../data/profile-sessions';

/**
 * Signs a user out everywhere. First our own mark, which the staff check reads on every request,
 * so every token of every earlier sign-in is refused from now on (API Gateway's authorizer does not
 * check revocation); then Cognito's global sign-out, which revokes the refresh tokens so no device
 * can get new tokens, and makes Cognito refuse the access tokens for its own account calls.
 */
export const signOutEverywhere = async (user: { profileId: string; username: string }, now: Date = new Date()): Promise<void> => {
  await revokeProfileSessions(user.profileId, Math.floor(now.getTime() / 1000));
  await cognitoClient().send(new AdminUserGlobalSignOutCommand({ UserPoolId: requiredEnv('USER_POOL_ID'), Username: user.username }));
};
