/**
 * No sign-up takes over someone's Cognito user: an existing user is adopted only when it is the
 * unfinished sign-up of the same person (marked when it was created, still on its temporary
 * password, no profile). Everything else, an admin made by hand included, is refused and untouched.
 */
import {
  AdminCreateUserCommand, AdminDeleteUserCommand, AdminGetUserCommand, AdminSetUserPasswordCommand, InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { cognitoClient as localCognito, ensureCognitoUser } from '@safe-haven/scripts/local/bootstrap';
import { cognitoUsersWithEmail, createSignupCode, inviteStaff, uniqueEmail } from '@safe-haven/testing/onboarding';
import { acceptStaffInvitation } from '@safe-haven/testing/public-api';
import { callApi, createStaffUser, signIn, TEST_PASSWORD, type TestUser } from '@safe-haven/testing/staff-users';
import { cognitoClient } from '../core/cognito-client';
import { profileEmailEntity } from '../data/profile';
import { markPendingSignupUser, pendingSignupUserEntity } from '../data/pending-signup-user';
import { acceptStaffInvitationWithPassword } from '../onboarding/account-setup-service';
import { createPendingCognitoUser } from './cognito-users';

const stack = inject('stack');
const NEW_PASSWORD = 'Another!Pass2026';
let admin: TestUser;
let adminToken: string;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin' });
  adminToken = await signIn(stack, admin);
});

const accept = (token: string, password = NEW_PASSWORD) =>
  acceptStaffInvitation(stack, token, { body: { password } });

/** Whether Cognito accepts the password (it then answers tokens, or asks for the app's code). */
const canSignIn = async (email: string, password: string) => {
  try {
    const result = await localCognito(stack.config).send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.pool.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }),
    );
    return result.AuthenticationResult !== undefined || result.ChallengeName === 'SOFTWARE_TOKEN_MFA';
  } catch {
    return false;
  }
};

/** A user made in the console, as the README once told operators to make the first admin. */
const handMadeUser = async (email: string, confirmed: boolean) => {
  if (confirmed) return ensureCognitoUser(stack.config, stack.pool, email, TEST_PASSWORD);
  const created = await localCognito(stack.config).send(
    new AdminCreateUserCommand({
      UserPoolId: stack.pool.userPoolId, Username: email, TemporaryPassword: TEST_PASSWORD, MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }],
    }),
  );
  return created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
};

const userStatus = async (email: string) =>
  (await localCognito(stack.config).send(new AdminGetUserCommand({ UserPoolId: stack.pool.userPoolId, Username: email }))).UserStatus;

describe('a sign-up for an email that already has a Cognito user', () => {
  it("leaves an admin's account and password untouched when someone signs up with the admin's email", async () => {
    // Prepare: an admin with a profile, and a code issued for the admin's address.
    const target = await createStaffUser(stack, { role: 'admin' });
    const code = await createSignupCode(stack, adminToken, { email: target.email });
    // Act
    const response = await callApi(stack, 'POST', '/public/founder-signup', {
      body: { codeId: code.id, email: target.email, firstName: 'Mal', lastName: 'Lory', password: NEW_PASSWORD },
    });
    // Assess
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'EMAIL_EXISTS' });
    expect(await canSignIn(target.email, TEST_PASSWORD)).toBe(true);
    expect(await canSignIn(target.email, NEW_PASSWORD)).toBe(false);
  });

  it.each([
    ['confirmed', true],
    ['still on its temporary password', false],
  ])('refuses a hand-made user without a profile (%s) and keeps its password', async (_label, confirmed) => {
    // Prepare: a user made by hand in the console, then an invitation to the same address.
    const email = uniqueEmail('hand-made');
    const sub = await handMadeUser(email, confirmed);
    const statusBefore = await userStatus(email);
    const { token } = await inviteStaff(stack, adminToken, { role: 'admin', email });
    // Act
    const response = await accept(token);
    // Assess: refused, the same single user, its password and status as they were.
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'EMAIL_EXISTS' });
    const users = await cognitoUsersWithEmail(stack, email);
    expect(users.map((user) => user.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value)).toEqual([sub]);
    expect(await userStatus(email)).toBe(statusBefore);
    if (confirmed) expect(await canSignIn(email, TEST_PASSWORD)).toBe(true);
    expect(await profileEmailEntity.get(email)).toBeUndefined();
  });

  it('adopts the user an interrupted sign-up of the same person left behind', async () => {
    // Prepare: a sign-up that marked itself and created its user, then died before the profile.
    const email = uniqueEmail('interrupted');
    const { token } = await inviteStaff(stack, adminToken, { role: 'leadgen', email });
    await markPendingSignupUser(email, new Date());
    const leftBehind = await createPendingCognitoUser(email, 'First!Try2026x');
    // Act
    const response = await accept(token);
    // Assess: the same user now carries the account, with the new password, confirmed; the mark is gone.
    expect(response.status).toBe(201);
    expect((await profileEmailEntity.get(email))?.profileId).toBe(leftBehind);
    expect(await cognitoUsersWithEmail(stack, email)).toHaveLength(1);
    expect(await userStatus(email)).toBe('CONFIRMED');
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
    expect(await pendingSignupUserEntity.get(email)).toBeUndefined();
  });

  it('refuses a user created long after a stale mark, which the marked sign-up did not make', async () => {
    // Prepare: a mark from a sign-up an hour ago, and a user made by hand just now.
    const email = uniqueEmail('stale-mark');
    const { token } = await inviteStaff(stack, adminToken, { role: 'leadgen', email });
    await markPendingSignupUser(email, new Date(Date.now() - 60 * 60 * 1000));
    await handMadeUser(email, false);
    // Act
    const response = await accept(token);
    // Assess
    expect(response.status).toBe(409);
    expect(await profileEmailEntity.get(email)).toBeUndefined();
  });
});

describe('a sign-up whose last step fails', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('still creates the account; the person signs in with their password and is asked for a new one', async () => {
    // Prepare: making the password permanent fails once.
    const email = uniqueEmail('last-step');
    const { token } = await inviteStaff(stack, adminToken, { role: 'leadgen', email });
    const client = cognitoClient();
    const realSend = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    const mock = mockClient(client);
    const commands = [AdminCreateUserCommand, AdminGetUserCommand, AdminDeleteUserCommand, AdminSetUserPasswordCommand] as unknown as (new (input: never) => unknown)[];
    for (const Command of commands) {
      mock.on(Command as never).callsFake((input: { Permanent?: boolean }) =>
        (Command as unknown) === AdminSetUserPasswordCommand && input.Permanent
          ? Promise.reject(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }))
          : realSend(new Command(input as never)),
      );
    }
    restore = () => mock.restore();
    // Act (the service itself: the gateway's handlers are a module graph of their own)
    await acceptStaffInvitationWithPassword(token, NEW_PASSWORD);
    mock.restore();
    restore = undefined;
    // Assess: the account exists; Cognito asks for a new password at the first sign-in.
    expect(await profileEmailEntity.get(email)).toMatchObject({ profileId: expect.any(String) });
    const signInResult = await localCognito(stack.config).send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.pool.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: NEW_PASSWORD } }),
    );
    expect(signInResult.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });
});
