/** Creates staff users in the test stack (Cognito user + profile) and signs them in. */
import { randomUUID } from 'node:crypto';
import { InitiateAuthCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { authenticator } from 'otplib';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../shared/src/edge';
import type { ProfileStatus, StaffRole } from '../../shared/src/roles';
import { cognitoClient, ensureCognitoUser } from '../local/bootstrap';
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
}

export const createStaffUser = async (
  stack: TestStackInfo,
  options: { role: StaffRole; status?: ProfileStatus; firstName?: string; lastName?: string; addedById?: string; email?: string },
): Promise<TestUser> => {
  Object.assign(process.env, stack.env);
  const { createProfile } = await import('../../lambdas/src/data/profile');
  const email = options.email ?? `${options.role}-${randomUUID().slice(0, 8)}@staff.test`;
  const id = await ensureCognitoUser(stack.config, stack.pool, email, TEST_PASSWORD);
  const now = new Date().toISOString();
  const user = {
    id, email, role: options.role,
    firstName: options.firstName ?? options.role[0]!.toUpperCase() + options.role.slice(1),
    lastName: options.lastName ?? 'Tester',
  };
  await createProfile({ ...user, status: options.status ?? 'active', createdAt: now, updatedAt: now, ...(options.addedById ? { addedById: options.addedById } : {}) });
  return { ...user, password: TEST_PASSWORD, ...(options.addedById ? { addedById: options.addedById } : {}) };
};

/** Every token of a sign-in: the API takes the access token only. */
export const signInForTokens = async (
  stack: TestStackInfo,
  user: { email: string; password: string },
): Promise<{ accessToken: string; idToken: string; refreshToken: string }> => {
  const result = await cognitoClient(stack.config).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.pool.userPoolClientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );
  const { AccessToken, IdToken, RefreshToken } = result.AuthenticationResult ?? {};
  if (!AccessToken || !IdToken || !RefreshToken) throw new Error(`No tokens for ${user.email} (challenge ${result.ChallengeName ?? 'none'})`);
  return { accessToken: AccessToken, idToken: IdToken, refreshToken: RefreshToken };
};

export const signIn = async (stack: TestStackInfo, user: { email: string; password: string }): Promise<string> =>
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
