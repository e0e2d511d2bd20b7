/**
 * The Cognito side of staff accounts. Self sign-up is off in the pool: every account is created here,
 * by the server, after it has checked a staff invitation or a founder code. Users are addressed by
 * their `sub` (the profile id), which both Cognito and its local emulator accept as the username.
 */
import {
  AdminCreateUserCommand, AdminDeleteUserCommand, AdminDisableUserCommand, AdminEnableUserCommand, AdminGetUserCommand,
  AdminSetUserPasswordCommand, AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../core/cognito-client';
import { requiredEnv } from '../core/env';

const userPoolId = () => requiredEnv('USER_POOL_ID');

/** Cognito refused the password (its policy is the one the forms explain, so this is rare). */
export class WeakPasswordError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The password does not meet the user pool policy', options);
    this.name = 'WeakPasswordError';
  }
}

const subOf = (attributes: { Name?: string; Value?: string }[] | undefined): string | undefined =>
  attributes?.find((attribute) => attribute.Name === 'sub')?.Value;

export interface CognitoAccount {
  sub: string;
  /** False when an earlier, interrupted sign-up for this email had already created the user. */
  created: boolean;
}

const existingSub = async (email: string): Promise<string> => {
  const user = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
  const sub = subOf(user.UserAttributes);
  if (!sub) throw new Error(`Cognito user ${email} has no sub`);
  return sub;
};

/**
 * Creates a confirmed user with a permanent password. Callers hold the email's reservation and have
 * checked that no profile has this email, so a user that already exists can only be left over from
 * an interrupted sign-up for the same person: it is taken over (its password set anew).
 */
export const createCognitoUser = async (email: string, password: string): Promise<CognitoAccount> => {
  let account: CognitoAccount;
  try {
    const result = await cognitoClient().send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId(),
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    const sub = subOf(result.User?.Attributes);
    if (!sub) throw new Error(`Cognito did not return a sub for ${email}`);
    account = { sub, created: true };
  } catch (error) {
    if ((error as Error).name !== 'UsernameExistsException') throw error;
    account = { sub: await existingSub(email), created: false };
  }
  try {
    await cognitoClient().send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId(), Username: account.sub, Password: password, Permanent: true }));
  } catch (error) {
    if (account.created) await deleteCognitoUser(account.sub);
    if ((error as Error).name === 'InvalidPasswordException') throw new WeakPasswordError({ cause: error });
    throw error;
  }
  return account;
};

const ignoreMissingUser = (error: unknown) => {
  if ((error as Error).name !== 'UserNotFoundException') throw error;
};

export const deleteCognitoUser = (sub: string): Promise<void> =>
  cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: sub })).then(() => undefined, ignoreMissingUser);

/** A disabled user cannot sign in or refresh a session (AWS; the local emulator ignores the flag). */
export const disableCognitoUser = (sub: string): Promise<void> =>
  cognitoClient().send(new AdminDisableUserCommand({ UserPoolId: userPoolId(), Username: sub })).then(() => undefined, ignoreMissingUser);

export const enableCognitoUser = (sub: string): Promise<void> =>
  cognitoClient().send(new AdminEnableUserCommand({ UserPoolId: userPoolId(), Username: sub })).then(() => undefined, ignoreMissingUser);

/** Whether the user has an authenticator app (TOTP) turned on as a second factor. */
export const hasTwoFactor = async (sub: string): Promise<boolean> => {
  const user = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: sub }));
  return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
};

/**
 * Cognito's global sign-out: revokes the user's refresh tokens, so no device gets new tokens. The
 * profile's sessionsRevokedAt (written with the suspension or deletion) is what refuses the access
 * tokens already out there.
 */
export const signOutCognitoUser = async (sub: string): Promise<void> => {
  try {
    await cognitoClient().send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: sub }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
};
