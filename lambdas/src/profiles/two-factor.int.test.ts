/**
 * Two-factor sign-in, changed only through the API: adding an authenticator app, replacing it and
 * turning it off, where the last two need the password and a current code (checked by signing in).
 */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { authenticator } from 'otplib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import { cognitoClient } from '@safe-haven/scripts/local/bootstrap';
import { callApi, createStaffUser, signIn, signInWithTotp, type TestUser } from '@safe-haven/testing/staff-users';
import { getProfile } from '../data/profile';

const stack = inject('stack');
let adminToken: string;

beforeAll(async () => {
  adminToken = await signIn(stack, await createStaffUser(stack, { role: 'admin' }));
});

/** The first step of a sign-in: a TOTP challenge, or tokens when no factor is on. */
const signInChallenge = async (user: TestUser) =>
  (
    await cognitoClient(stack.config).send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.pool.userPoolClientId, AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
    )
  ).ChallengeName;

/** Adds an authenticator app through the API; answers its key. */
const enrol = async (token: string): Promise<string> => {
  const started = await callApi<{ sharedSecret: string }>(stack, 'POST', '/me/two-factor/setup', { token, body: { purpose: 'add' } });
  expect(started.status).toBe(200);
  const secret = started.body.sharedSecret;
  expect(await callApi(stack, 'POST', '/me/two-factor/confirm', { token, body: { code: authenticator.generate(secret) } })).toMatchObject({
    status: 200, body: { twoFactorEnabled: true },
  });
  return secret;
};

describe('adding an authenticator app', () => {
  it('checks a code from the app, then every sign-in asks for one and admins see it on', async () => {
    // Prepare
    const person = await createStaffUser(stack, { role: 'leadgen' });
    const token = await signIn(stack, person);
    const started = await callApi<{ sharedSecret: string }>(stack, 'POST', '/me/two-factor/setup', { token, body: { purpose: 'add' } });
    // Act: a wrong code, then the right one.
    const wrong = await callApi(stack, 'POST', '/me/two-factor/confirm', { token, body: { code: '000000' } });
    const right = await callApi(stack, 'POST', '/me/two-factor/confirm', { token, body: { code: authenticator.generate(started.body.sharedSecret) } });
    // Assess
    expect(wrong).toMatchObject({ status: 400, body: { code: 'CODE_WRONG', message: PROFILE_MESSAGES.twoFactorInvalidCode } });
    expect(right).toMatchObject({ status: 200, body: { twoFactorEnabled: true } });
    expect(await signInChallenge(person)).toBe('SOFTWARE_TOKEN_MFA');
    expect((await getProfile(person.id))?.twoFactorEnabled).toBe(true);
    const users = (await callApi<{ users: { id: string; twoFactorEnabled: boolean }[] }>(stack, 'GET', '/admin/users', { token: adminToken })).body.users;
    expect(users.find((entry) => entry.id === person.id)?.twoFactorEnabled).toBe(true);
  });
});

describe('turning it off', () => {
  it('is refused without a code, with a wrong code or a wrong password, and done with both right', async () => {
    // Prepare: a lead generator with an app on, signed in with it.
    const person = await createStaffUser(stack, { role: 'leadgen' });
    const secret = await enrol(await signIn(stack, person));
    const token = await signInWithTotp(stack, person, secret);
    const turnOff = (body: Record<string, unknown>) => callApi(stack, 'POST', '/me/two-factor/disable', { token, body });
    // Act
    const noCode = await turnOff({ password: person.password });
    const wrongCode = await turnOff({ password: person.password, code: authenticator.generate(secret) === '123456' ? '654321' : '123456' });
    const wrongPassword = await turnOff({ password: 'Not!ThePassword9', code: authenticator.generate(secret) });
    const stillOn = await signInChallenge(person);
    const done = await turnOff({ password: person.password, code: authenticator.generate(secret) });
    // Assess
    expect(noCode.status).toBe(400);
    expect(wrongCode).toMatchObject({ status: 400, body: { code: 'CODE_WRONG' } });
    expect(wrongPassword).toMatchObject({ status: 400, body: { code: 'PASSWORD_WRONG', message: PROFILE_MESSAGES.twoFactorPasswordWrong } });
    expect(stillOn).toBe('SOFTWARE_TOKEN_MFA');
    expect(done).toMatchObject({ status: 200, body: { twoFactorEnabled: false } });
    expect(await signInChallenge(person)).toBeUndefined();
  });

  it('is refused to admins and founders, who may only replace their app', async () => {
    for (const role of ['admin', 'founder'] as const) {
      const person = await createStaffUser(stack, { role, twoFactor: false });
      const secret = await enrol(await signIn(stack, person));
      const token = await signInWithTotp(stack, person, secret);
      const response = await callApi(stack, 'POST', '/me/two-factor/disable', { token, body: { password: person.password, code: authenticator.generate(secret) } });
      expect(response).toMatchObject({ status: 403, body: { code: 'TWO_FACTOR_REQUIRED', message: PROFILE_MESSAGES.twoFactorRequiredForRole } });
      expect(await signInChallenge(person)).toBe('SOFTWARE_TOKEN_MFA');
    }
  });
});

describe('replacing the app', () => {
  it('needs the password and a current code; afterwards the new app signs in', async () => {
    // Prepare
    const person = await createStaffUser(stack, { role: 'founder', twoFactor: false });
    const oldSecret = await enrol(await signIn(stack, person));
    const token = await signInWithTotp(stack, person, oldSecret);
    // Act
    const unchecked = await callApi(stack, 'POST', '/me/two-factor/setup', { token, body: { purpose: 'add' } });
    const checked = await callApi<{ sharedSecret: string }>(stack, 'POST', '/me/two-factor/setup', {
      token, body: { purpose: 'replace', current: { password: person.password, code: authenticator.generate(oldSecret) } },
    });
    const confirmed = await callApi(stack, 'POST', '/me/two-factor/confirm', { token, body: { code: authenticator.generate(checked.body.sharedSecret) } });
    // Assess
    expect(unchecked).toMatchObject({ status: 409, body: { code: 'CHECK_REQUIRED' } });
    expect(confirmed.status).toBe(200);
    expect(checked.body.sharedSecret).not.toBe(oldSecret);
    expect(await signInWithTotp(stack, person, checked.body.sharedSecret)).toBeTruthy();
  });
});
