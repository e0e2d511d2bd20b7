/** Creates staff users in the test stack (Cognito user + profile) and signs them in. */
import { randomUUID } from 'node:crypto';
import {
  AssociateSoftwareTokenCommand, InitiateAuthCommand, RespondToAuthChallengeCommand, SetUserMFAPreferenceCommand, VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { authenticator } from 'otplib';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@safe-haven/shared/edge';
import type { ProfileStatus, StaffRole } from '@safe-haven/shared/roles';
import { twoFactorRequired } from '@safe-haven/shared/two-factor';
import { cognitoClient, ensureCognitoUser } from '@safe-haven/scripts/local/bootstrap';
import type { TestStackInfo } from './test-stack';

export const TEST_PASSWORD = 'Test!Passw0rd';

export interface TestUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  password: string;
  addedById?: string;
  /** The key of the user's authenticator app, when one is on (admins and founders, by default). */
  totpSecret?: string;
}

/** The admins this test file made, retired when it ends (see retireAdminsMadeHere). */
const adminsMadeHere: string[] = [];

/**
 * A staff user as an admin would have added them. Admins and founders get an authenticator app (the
 * role requires one, see shared/src/two-factor.ts) unless `twoFactor: false`, which makes an account
 * from before the rule: one sign-in of grace, then enrolment.
 */
export const createStaffUser = async (
  stack: TestStackInfo,
  options: { role: StaffRole; status?: ProfileStatus; firstName?: string; lastName?: string; addedById?: string; email?: string; twoFactor?: boolean },
): Promise<TestUser> => {
  Object.assign(process.env, stack.env);
  const { createProfile } = await import('@safe-haven/lambdas/data/profile');
  const email = options.email ?? `${options.role}-${randomUUID().slice(0, 8)}@staff.test`;
  const id = await ensureCognitoUser(stack.config, stack.pool, email, TEST_PASSWORD);
  const now = new Date().toISOString();
  const user = {
    id, email, role: options.role,
    firstName: options.firstName ?? options.role[0]!.toUpperCase() + options.role.slice(1),
    lastName: options.lastName ?? 'Tester',
  };
  const totpSecret = (options.twoFactor ?? twoFactorRequired(options.role)) ? await enrolAuthenticator(stack, email, TEST_PASSWORD) : undefined;
  await createProfile({
    ...user, status: options.status ?? 'active', createdAt: now, updatedAt: now,
    ...(options.addedById ? { addedById: options.addedById } : {}),
    ...(totpSecret ? { twoFactorEnabled: true } : {}),
  });
  if (options.role === 'admin') adminsMadeHere.push(id);
  return { ...user, password: TEST_PASSWORD, ...(options.addedById ? { addedById: options.addedById } : {}), ...(totpSecret ? { totpSecret } : {}) };
};

/**
 * Suspends the admins this file made (the status Manage Users' Suspend sets) once the file is done.
 * Every active admin views every invitation, so the stream settles each change for each of them:
 * left active, the admins of the files before (dozens by the end of a lane) would make every later
 * file's stream work, and its waits for it, grow with its place in the run. A file's own admins are
 * its own; none of them is needed after it.
 */
export const retireAdminsMadeHere = async (): Promise<void> => {
  const ids = adminsMadeHere.splice(0);
  if (ids.length === 0) return;
  const { profileEntity } = await import('@safe-haven/lambdas/data/profile');
  // Only one still there and active: a test may have deleted, suspended or demoted its own.
  await Promise.all(ids.map((id) =>
    profileEntity.update(id)
      .set({ status: 'suspended', updatedAt: new Date().toISOString() })
      .where((c) => c.and(c.eq('role', 'admin'), c.eq('status', 'active')))
      .attempt()));
};

/**
 * A test fixture's authenticator app, added with Cognito's own calls (the local stack has no web ACL;
 * in AWS only the API may make them). Answers its key.
 */
const enrolAuthenticator = async (stack: TestStackInfo, email: string, password: string): Promise<string> => {
  const cognito = cognitoClient(stack.config);
  const signedIn = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.pool.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const AccessToken = signedIn.AuthenticationResult?.AccessToken;
  const { SecretCode } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken }));
  await cognito.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: authenticator.generate(SecretCode!) }));
  await cognito.send(new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  return SecretCode!;
};

/** Every token of a sign-in (with the app's code when the user has one): the API takes the access token only. */
export const signInForTokens = async (
  stack: TestStackInfo,
  user: { email: string; password: string; totpSecret?: string },
): Promise<{ accessToken: string; idToken: string; refreshToken: string }> => {
  const cognito = cognitoClient(stack.config);
  let result = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.pool.userPoolClientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );
  if (result.ChallengeName === 'SOFTWARE_TOKEN_MFA' && user.totpSecret) {
    result = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: stack.pool.userPoolClientId, ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: result.Session,
        ChallengeResponses: { USERNAME: user.email, SOFTWARE_TOKEN_MFA_CODE: authenticator.generate(user.totpSecret) },
      }),
    );
  }
  const { AccessToken, IdToken, RefreshToken } = result.AuthenticationResult ?? {};
  if (!AccessToken || !IdToken || !RefreshToken) throw new Error(`No tokens for ${user.email} (challenge ${result.ChallengeName ?? 'none'})`);
  return { accessToken: AccessToken, idToken: IdToken, refreshToken: RefreshToken };
};

export const signIn = async (stack: TestStackInfo, user: { email: string; password: string; totpSecret?: string }): Promise<string> =>
  (await signInForTokens(stack, user)).accessToken;

/** Signs in a user whose authenticator app is on: the password, then the app's current code. */
export const signInWithTotp = async (stack: TestStackInfo, user: { email: string; password: string }, secret: string): Promise<string> => {
  const cognito = cognitoClient(stack.config);
  const started = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.pool.userPoolClientId, AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
  );
  if (started.ChallengeName !== 'SOFTWARE_TOKEN_MFA') throw new Error(`Expected a TOTP challenge for ${user.email}, got ${started.ChallengeName ?? 'tokens'}`);
  const answered = await cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: stack.pool.userPoolClientId, ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: started.Session,
      ChallengeResponses: { USERNAME: user.email, SOFTWARE_TOKEN_MFA_CODE: authenticator.generate(secret) },
    }),
  );
  const token = answered.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`No tokens for ${user.email} after the TOTP code`);
  return token;
};

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  /** The viewer's IP as CloudFront reports it. @default none: the handlers see the connection's address */
  viewerIp?: string;
  /** Skip the edge (no origin-verify header), as a caller aiming at the API's own endpoint would. */
  bypassEdge?: boolean;
  headers?: Record<string, string>;
}

/** The headers CloudFront adds to every API request (the local web proxy adds the same). */
export const edgeHeadersFor = (stack: TestStackInfo, viewerIp?: string): Record<string, string> => ({
  [ORIGIN_VERIFY_HEADER]: stack.config.originVerifySecret,
  ...(viewerIp ? { [VIEWER_ADDRESS_HEADER]: `${viewerIp}:${40000 + Math.floor(Math.random() * 20000)}` } : {}),
});

/** Calls the local gateway like the browser does through CloudFront. */
export const callApi = async <T = Record<string, unknown>>(
  stack: TestStackInfo,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> => {
  const response = await fetch(`${stack.urls.api}/api${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'content-type': 'application/json',
      origin: stack.urls.web,
      ...(options.bypassEdge ? {} : edgeHeadersFor(stack, options.viewerIp)),
      ...options.headers,
    },
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
};
