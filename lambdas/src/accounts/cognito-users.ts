/**
 * The Cognito side of staff accounts. Self sign-up is off in the pool: every account is created here,
 * by the server, after it has checked a staff invitation or a founder code. Users are addressed by
 * their `sub` (the profile id), which both Cognito and its local emulator accept as the username.
 */
import {
  AdminCreateUserCommand, AdminDeleteUserCommand, AdminDisableUserCommand, AdminEnableUserCommand, AdminGetUserCommand,
  AdminSetUserPasswordCommand, AdminUserGlobalSignOutCommand, InvalidPasswordException, UsernameExistsException, UserNotFoundException,
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

export interface CognitoUser {
  sub: string;
  /** FORCE_CHANGE_PASSWORD until the sign-up that created it finishes; CONFIRMED after. */
  status: string | undefined;
  createdAt: Date | undefined;
}

const weakPassword = (error: unknown): never => {
  if (error instanceof InvalidPasswordException) throw new WeakPasswordError({ cause: error });
  throw error;
};

/** The user with this email (the username), or undefined. */
export const findCognitoUser = async (email: string): Promise<CognitoUser | undefined> => {
  try {
    const user = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
    const sub = subOf(user.UserAttributes);
    if (!sub) throw new Error('A Cognito user has no sub');
    return { sub, status: user.UserStatus, createdAt: user.UserCreateDate };
  } catch (error) {
    if (error instanceof UserNotFoundException) return undefined;
    throw error;
  }
};

/**
 * Creates a user whose password is still temporary (FORCE_CHANGE_PASSWORD): it becomes permanent
 * only once the account's profile exists (makePasswordPermanent), so a user is confirmed only when
 * its sign-up finished. The temporary password is the person's own: should the last step fail, they
 * sign in with it and are asked to choose a new one. Undefined when a user with this email exists.
 */
export const createPendingCognitoUser = async (email: string, password: string): Promise<string | undefined> => {
  try {
    const result = await cognitoClient().send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId(),
        Username: email,
        TemporaryPassword: password,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    const sub = subOf(result.User?.Attributes);
    if (!sub) throw new Error('Cognito did not return a sub for a new user');
    return sub;
  } catch (error) {
    if (error instanceof UsernameExistsException) return undefined;
    return weakPassword(error);
  }
};

/** Gives an adopted, unfinished user the new attempt's password (still temporary). */
export const setTemporaryPassword = (sub: string, password: string): Promise<void> =>
  cognitoClient()
    .send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId(), Username: sub, Password: password, Permanent: false }))
    .then(() => undefined, weakPassword);

/** The sign-up finished: the user is confirmed with the password the person chose. */
export const makePasswordPermanent = (sub: string, password: string): Promise<void> =>
  cognitoClient()
    .send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId(), Username: sub, Password: password, Permanent: true }))
    .then(() => undefined, weakPassword);

const ignoreMissingUser = (error: unknown) => {
  if (!(error instanceof UserNotFoundException)) throw error;
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
    if (!(error instanceof UserNotFoundException)) throw error;
  }
};

