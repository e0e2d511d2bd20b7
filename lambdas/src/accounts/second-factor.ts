/**
 * The second factor (an authenticator app, TOTP), changed only by the server. Cognito would let a
 * browser turn it off or replace it with the access token alone; the user pool's web ACL refuses
 * those calls unless they carry the server's header (see cognito-client.ts), so every change goes
 * through the API, which asks for the password and a current code before turning a factor off or
 * replacing it. The check signs the person in with the server's step-up client: the password, then
 * the code, exactly as Cognito checks them at sign-in (its lockout after wrong tries included).
 */
import {
  AssociateSoftwareTokenCommand, CodeMismatchException, EnableSoftwareTokenMFAException, ExpiredCodeException, InitiateAuthCommand,
  InvalidParameterException, InvalidPasswordException, NotAuthorizedException, RespondToAuthChallengeCommand, RevokeTokenCommand,
  SetUserMFAPreferenceCommand, UserNotFoundException, VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../core/cognito-client';
import { requiredEnv } from '../core/env';
import { logger } from '../core/logger';

/** Why a password-and-code check failed: the password, or the code. */
export class SecondFactorRefusedError extends Error {
  constructor(readonly reason: 'password' | 'code' | 'no-factor') {
    super(`Second-factor check refused: ${reason}`);
    this.name = 'SecondFactorRefusedError';
  }
}

const stepUpClientId = () => requiredEnv('STEP_UP_CLIENT_ID');

type CognitoErrorClass = new (...args: never[]) => Error;
const failedWith = (error: unknown, kinds: CognitoErrorClass[]) => kinds.some((kind) => error instanceof kind);

/** Signs in with the password and the current code; throws SecondFactorRefusedError when either is wrong. */
export const verifyPasswordAndCode = async (email: string, password: string, code: string): Promise<void> => {
  let session: string | undefined;
  try {
    const started = await cognitoClient().send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stepUpClientId(), AuthParameters: { USERNAME: email, PASSWORD: password } }),
    );
    if (started.ChallengeName !== 'SOFTWARE_TOKEN_MFA') {
      // No factor to check (it is off): nothing proves the code. Revoke the session just made.
      if (started.AuthenticationResult?.RefreshToken) await revoke(started.AuthenticationResult.RefreshToken);
      throw new SecondFactorRefusedError('no-factor');
    }
    session = started.Session;
  } catch (error) {
    if (failedWith(error, [NotAuthorizedException, UserNotFoundException, InvalidPasswordException])) throw new SecondFactorRefusedError('password');
    throw error;
  }
  try {
    const answered = await cognitoClient().send(
      new RespondToAuthChallengeCommand({
        ClientId: stepUpClientId(), ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: session, ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    );
    if (answered.AuthenticationResult?.RefreshToken) await revoke(answered.AuthenticationResult.RefreshToken);
  } catch (error) {
    if (failedWith(error, [CodeMismatchException, ExpiredCodeException, NotAuthorizedException])) throw new SecondFactorRefusedError('code');
    throw error;
  }
};

/** The check's own session is not needed: end it. Best effort: it expires with its client's lifetime. */
const revoke = async (refreshToken: string): Promise<void> => {
  try {
    await cognitoClient().send(new RevokeTokenCommand({ ClientId: stepUpClientId(), Token: refreshToken }));
  } catch (error) {
    logger.warn('Could not revoke the step-up session', { error: error as Error });
  }
};

/** Starts adding an authenticator app: the key the person types or scans. */
export const startAuthenticatorSetup = async (accessToken: string): Promise<string> => {
  const { SecretCode } = await cognitoClient().send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  if (!SecretCode) throw new Error('Cognito returned no secret');
  return SecretCode;
};

/** Checks a code from the new app; when right, the app becomes the second factor. False when wrong. */
export const confirmAuthenticator = async (accessToken: string, code: string): Promise<boolean> => {
  try {
    const { Status } = await cognitoClient().send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code, FriendlyDeviceName: 'Authenticator app' }));
    if (Status !== 'SUCCESS') return false;
  } catch (error) {
    if (failedWith(error, [CodeMismatchException, EnableSoftwareTokenMFAException, InvalidParameterException])) return false;
    throw error;
  }
  await cognitoClient().send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  return true;
};

export const turnOffAuthenticator = async (accessToken: string): Promise<void> => {
  await cognitoClient().send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }));
};
