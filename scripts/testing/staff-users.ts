/** Creates staff users in the test stack (Cognito user + profile) and signs them in. */
import { randomUUID } from 'node:crypto';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
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
  return { ...user, password: TEST_PASSWORD };
};

export const signIn = async (stack: TestStackInfo, user: { email: string; password: string }): Promise<string> => {
  const result = await cognitoClient(stack.config).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.pool.userPoolClientId,
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );
  const token = result.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`No access token for ${user.email} (challenge ${result.ChallengeName ?? 'none'})`);
  return token;
};

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** Calls the local gateway like the browser does. */
export const callApi = async <T = Record<string, unknown>>(
  stack: TestStackInfo,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> => {
  const response = await fetch(`${stack.urls.api}/api${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'content-type': 'application/json',
      origin: stack.urls.web,
      ...options.headers,
    },
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
};
