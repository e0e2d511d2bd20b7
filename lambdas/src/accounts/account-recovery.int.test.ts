/**
 * Account recovery against the local engines: "Forgot password?" (the two public routes)
 * and an admin's password and two-factor resets, with the codes read from the local mailbox as the
 * person reads them from their inbox.
 */
import { randomUUID } from 'node:crypto';
import { ConfirmForgotPasswordCommand, ExpiredCodeException, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_EVENT_LABELS, COGNITO_CODE_EMAIL, PASSWORD_RESET_LIMITS, RECOVERY_MESSAGES, type AccountHistory } from '@safe-haven/shared/account-recovery';
import { TWO_FACTOR_DUE_MESSAGE } from '@safe-haven/shared/two-factor';
import { PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password';
import { cognitoClient as localCognito } from '@safe-haven/scripts/local/bootstrap';
import { emailsTo, messageIdsTo, waitForNewEmail, type StoredEmail } from '@safe-haven/testing/mailbox';
import { nextSecond } from '@safe-haven/testing/next-second';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { streamSettled } from '@safe-haven/testing/stream';
import { cognitoClient } from '../core/cognito-client';
import { getProfile } from '../data/profile';
import { resetTwoFactorFor } from '../team/two-factor-reset-service';
import { confirmPasswordReset, requestPasswordReset } from './password-reset-service';

const stack = inject('stack');
const NEW_PASSWORD = 'Harbour!Lantern72';

/** A fresh viewer address per test, so the per-client limit of one test never touches another. */
const freshIp = () => `198.51.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;

const requestReset = (email: string, viewerIp = freshIp()) => callApi(stack, 'POST', '/public/password-reset/request', { body: { email }, viewerIp });
const confirmResetCall = (body: Record<string, unknown>) => callApi(stack, 'POST', '/public/password-reset/confirm', { body, viewerIp: freshIp() });

const isCodeEmail = (mail: StoredEmail) => mail.subject === COGNITO_CODE_EMAIL.subject;
const codeIn = (mail: StoredEmail) => /\b(\d{6})\b/.exec(mail.body.text ?? '')?.[1] ?? '';

/** Asks for a code and reads it from the mailbox. */
const resetCodeFor = async (email: string): Promise<string> => {
  const known = await messageIdsTo(stack.urls.mailbox, email);
  expect((await requestReset(email)).status).toBe(200);
  return codeIn(await waitForNewEmail(stack.urls.mailbox, email, known, isCodeEmail));
};

const signInChallenge = async (user: { email: string; password: string }) =>
  (
    await localCognito(stack.config).send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.pool.userPoolClientId, AuthParameters: { USERNAME: user.email, PASSWORD: user.password } }),
    )
  ).ChallengeName;

/** Every line this process writes while LOG_LEVEL is DEBUG. */
const captureLogs = () => {
  const lines: string[] = [];
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'DEBUG';
  const streams = [process.stdout, process.stderr];
  const originals = streams.map((stream) => stream.write.bind(stream));
  streams.forEach((stream, i) => {
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      lines.push(String(chunk));
      return (originals[i] as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
  });
  return {
    stop: (): string => {
      streams.forEach((stream, i) => (stream.write = originals[i] as typeof stream.write));
      process.env.LOG_LEVEL = level;
      return lines.join('');
    },
  };
};

let admin: TestUser;
let adminToken: string;

const historyOf = async (id: string) => (await callApi<AccountHistory>(stack, 'GET', `/admin/users/${id}/account-history`, { token: adminToken })).body;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Ada', lastName: 'Keeper' });
  adminToken = await signIn(stack, admin);
});

describe('asking for a reset code', () => {
  it('answers the same for an account and for an unknown address; only the account gets a code', async () => {
    // Prepare
    const person = await createStaffUser(stack, { role: 'leadgen' });
    const stranger = `nobody-${randomUUID().slice(0, 8)}@staff.test`;
    const known = await messageIdsTo(stack.urls.mailbox, person.email);
    // Act
    const forPerson = await requestReset(person.email);
    const forStranger = await requestReset(stranger);
    // Assess
    expect(forPerson).toEqual({ status: 200, body: { ok: true, message: RECOVERY_MESSAGES.requestAnswer } });
    expect(forStranger).toEqual(forPerson);
    const mail = await waitForNewEmail(stack.urls.mailbox, person.email, known, isCodeEmail);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(await emailsTo(stack.urls.mailbox, stranger)).toEqual([]);
    expect((await historyOf(person.id)).entries.map((entry) => entry.kind)).toEqual(['password-reset-requested']);
  });

  it('refuses a malformed address with a message, and is limited per address and per client', async () => {
    // Prepare
    const email = `limited-${randomUUID().slice(0, 8)}@staff.test`;
    const ip = freshIp();
    // Act
    const malformed = await requestReset('not-an-address');
    const perEmail = [];
    for (let i = 0; i <= PASSWORD_RESET_LIMITS.perEmail; i += 1) perEmail.push((await requestReset(email)).status);
    const perIp = [];
    for (let i = 0; i <= PASSWORD_RESET_LIMITS.perIp; i += 1) perIp.push((await requestReset(`client-${i}-${randomUUID().slice(0, 6)}@staff.test`, ip)).status);
    // Assess
    expect(malformed.status).toBe(400);
    expect(perEmail).toEqual([...Array(PASSWORD_RESET_LIMITS.perEmail).fill(200), 429]);
    expect(perIp).toEqual([...Array(PASSWORD_RESET_LIMITS.perIp).fill(200), 429]);
    expect((await requestReset(email)).body).toMatchObject({ message: RECOVERY_MESSAGES.tooManyAttempts });
  });
});

describe('setting a new password with the code', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it('refuses a wrong code, a breached password and a weak one, each with what to do', async () => {
    // Prepare
    const person = await createStaffUser(stack, { role: 'leadgen' });
    const code = await resetCodeFor(person.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    // Act
    const wrong = await confirmResetCall({ email: person.email, code: wrongCode, password: NEW_PASSWORD });
    const breached = await confirmResetCall({ email: person.email, code, password: 'Password123!' });
    const weak = await confirmResetCall({ email: person.email, code, password: 'short' });
    const unknown = await confirmResetCall({ email: `nobody-${randomUUID().slice(0, 8)}@staff.test`, code, password: NEW_PASSWORD });
    // Assess
    expect(wrong).toMatchObject({ status: 400, body: { code: 'CODE_WRONG', message: RECOVERY_MESSAGES.codeWrong } });
    expect(breached).toMatchObject({ status: 400, body: { code: 'COMMON_PASSWORD', message: PASSWORD_MESSAGES.common } });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(weak.body)).toContain(PASSWORD_MESSAGES.tooShort);
    expect(unknown).toMatchObject({ status: 400, body: { code: 'CODE_WRONG', message: RECOVERY_MESSAGES.codeWrong } });
    expect(await signInChallenge({ email: person.email, password: person.password })).toBeUndefined();
  });

  it('writes neither the code nor the password to the log', async () => {
    // Prepare
    const person = await createStaffUser(stack, { role: 'leadgen' });
    const code = await resetCodeFor(person.email);
    const logged = captureLogs();
    // Act (the services themselves, in this process: the gateway's handlers log in the stack's process)
    const wrong = await confirmPasswordReset({ email: person.email, code: code === '000000' ? '111111' : '000000', password: NEW_PASSWORD }).catch((error: Error) => error);
    await confirmPasswordReset({ email: person.email, code, password: NEW_PASSWORD });
    await requestPasswordReset(person.email, freshIp());
    // Assess: every level is written, and no line holds the code, the password or the address.
    const lines = logged.stop();
    expect(wrong).toMatchObject({ code: 'CODE_WRONG' });
    expect(lines).toContain('Password reset refused');
    expect(lines).toContain('Password changed with a reset code');
    expect(lines).toContain('Password reset code sent');
    expect(lines).not.toContain(code);
    expect(lines).not.toContain(NEW_PASSWORD);
    expect(lines).not.toContain(person.email);
  });

  it('says an expired code has expired', async () => {
    // Prepare: Cognito's codes last an hour; the emulator's never expire, so Cognito's answer is injected.
    const person = await createStaffUser(stack, { role: 'leadgen' });
    const mock = mockClient(cognitoClient());
    mock.on(ConfirmForgotPasswordCommand).rejects(new ExpiredCodeException({ message: 'Invalid code provided, please request a code again.', $metadata: {} }));
    restore = () => mock.restore();
    // Act (the service itself: the gateway's handlers are a module graph of their own)
    const refused = await confirmPasswordReset({ email: person.email, code: '123456', password: NEW_PASSWORD }).catch((error: Error) => error);
    // Assess
    expect(refused).toMatchObject({ statusCode: 400, code: 'CODE_EXPIRED', message: RECOVERY_MESSAGES.codeExpired });
  });

  it('changes the password, ends every earlier session and tells the person once', async () => {
    // Prepare
    const person = await createStaffUser(stack, { role: 'leadgen' });
    const oldToken = await signIn(stack, person);
    const code = await resetCodeFor(person.email);
    const known = await messageIdsTo(stack.urls.mailbox, person.email);
    // Act
    const done = await confirmResetCall({ email: person.email, code: ` ${code} `, password: NEW_PASSWORD });
    // Assess
    expect(done).toEqual({ status: 200, body: { ok: true, message: RECOVERY_MESSAGES.passwordChanged } });
    expect((await callApi(stack, 'GET', '/me', { token: oldToken })).status).toBe(401);
    await nextSecond();
    expect((await callApi(stack, 'GET', '/me', { token: await signIn(stack, { email: person.email, password: NEW_PASSWORD }) })).status).toBe(200);
    const notice = await waitForNewEmail(stack.urls.mailbox, person.email, known, (mail) => mail.subject.includes('password was changed'));
    expect(notice.body.text).toContain('support@safehaven.local');
    // Once the stream has handled every write so far (emails included), a second notice would be here.
    await streamSettled(stack);
    expect((await emailsTo(stack.urls.mailbox, person.email)).filter((mail) => mail.subject.includes('password was changed'))).toHaveLength(1);
    expect((await historyOf(person.id)).entries.map((entry) => entry.kind)).toEqual(['password-changed-by-reset', 'password-reset-requested']);
    // The code is used: a second try with it is refused.
    expect((await confirmResetCall({ email: person.email, code, password: 'Another!Lantern73' })).status).toBe(400);
  });
});

describe('an admin\'s resets in Manage Users', () => {
  const RESET_PATHS = (id: string) => [`/admin/users/${id}/password-reset`, `/admin/users/${id}/two-factor-reset`];

  it('are for admins only: a founder and a lead generator get 403, and nothing happens', async () => {
    // Prepare
    const person = await createStaffUser(stack, { role: 'leadgen' });
    const founderToken = await signIn(stack, await createStaffUser(stack, { role: 'founder' }));
    const leadgenToken = await signIn(stack, await createStaffUser(stack, { role: 'leadgen' }));
    // Act
    const statuses = [];
    for (const token of [founderToken, leadgenToken]) {
      for (const path of RESET_PATHS(person.id)) statuses.push((await callApi(stack, 'POST', path, { token })).status);
      statuses.push((await callApi(stack, 'GET', `/admin/users/${person.id}/account-history`, { token })).status);
    }
    // Assess
    expect(statuses).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await historyOf(person.id)).entries).toEqual([]);
  });

  it('are refused on oneself, with the way that works', async () => {
    // Act
    const answers = await Promise.all(RESET_PATHS(admin.id).map((path) => callApi(stack, 'POST', path, { token: adminToken })));
    // Assess
    for (const answer of answers) expect(answer).toMatchObject({ status: 403, body: { code: 'NOT_YOURSELF', message: RECOVERY_MESSAGES.notYourself } });
    expect(await signInChallenge(admin)).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('Send Password Reset mails the person a code and a notice naming the admin; the admin sees no code', async () => {
    // Prepare
    const person = await createStaffUser(stack, { role: 'leadgen', firstName: 'Rita' });
    const known = await messageIdsTo(stack.urls.mailbox, person.email);
    // Act
    const sent = await callApi(stack, 'POST', `/admin/users/${person.id}/password-reset`, { token: adminToken });
    // Assess
    expect(sent).toEqual({ status: 200, body: { ok: true, message: RECOVERY_MESSAGES.resetSent('Rita Tester') } });
    const codeMail = await waitForNewEmail(stack.urls.mailbox, person.email, known, isCodeEmail);
    const notice = await waitForNewEmail(stack.urls.mailbox, person.email, known, (mail) => mail.subject.startsWith('Ada Keeper sent you'));
    expect(notice.body.text).toContain('support@safehaven.local');
    expect(JSON.stringify(sent.body)).not.toContain(codeIn(codeMail));
    expect((await historyOf(person.id)).entries).toEqual([
      { id: expect.any(String), kind: 'password-reset-sent-by-admin', at: expect.any(String), actorName: 'Ada Keeper' },
    ]);
    // The person finishes it on "Forgot password?" with the code from their own inbox.
    expect((await confirmResetCall({ email: person.email, code: codeIn(codeMail), password: NEW_PASSWORD })).status).toBe(200);
  });

  it('Reset Two-Factor turns a founder\'s app off, ends their sessions, and the next sign-in must set one up', async () => {
    // Prepare
    const founder = await createStaffUser(stack, { role: 'founder', firstName: 'Fay' });
    const oldToken = await signIn(stack, founder);
    const known = await messageIdsTo(stack.urls.mailbox, founder.email);
    // Act
    const reset = await callApi(stack, 'POST', `/admin/users/${founder.id}/two-factor-reset`, { token: adminToken });
    // Assess
    expect(reset).toEqual({ status: 200, body: { ok: true, message: RECOVERY_MESSAGES.twoFactorReset('Fay Tester') } });
    expect((await callApi(stack, 'GET', '/me', { token: oldToken })).status).toBe(401);
    expect(await getProfile(founder.id)).toMatchObject({ twoFactorEnabled: false, twoFactorGraceAuthTime: 0 });
    await nextSecond();
    expect(await signInChallenge(founder)).toBeUndefined();
    const newToken = await signIn(stack, { email: founder.email, password: founder.password });
    expect(await callApi(stack, 'GET', '/dashboard/invite-stats', { token: newToken })).toMatchObject({ status: 403, body: { message: TWO_FACTOR_DUE_MESSAGE } });
    const notice = await waitForNewEmail(stack.urls.mailbox, founder.email, known, (mail) => mail.subject.startsWith('Ada Keeper reset your'));
    expect(notice.body.text).toContain('support@safehaven.local');
    expect((await historyOf(founder.id)).entries.map(({ kind, actorName }) => ({ kind, actorName }))).toEqual([
      { kind: 'two-factor-reset-by-admin', actorName: 'Ada Keeper' },
    ]);
    expect(ACCOUNT_EVENT_LABELS['two-factor-reset-by-admin']).toBeTruthy();
  });

  it('break-glass: an operator\'s script resets an admin with the same code, recorded under the operator\'s name', async () => {
    // Prepare: an admin who lost their phone (the script's actor is not a profile: see scripts/ops/reset-account.ts).
    const locked = await createStaffUser(stack, { role: 'admin' });
    const operator = { id: 'operator:Sam Ops', name: 'Sam Ops (operator)' };
    // Act
    const result = await resetTwoFactorFor(operator, locked.id);
    // Assess
    expect(result.ok).toBe(true);
    expect(await signInChallenge(locked)).toBeUndefined();
    expect((await historyOf(locked.id)).entries.map(({ kind, actorName }) => ({ kind, actorName }))).toEqual([
      { kind: 'two-factor-reset-by-admin', actorName: 'Sam Ops (operator)' },
    ]);
  });

  it('Reset Two-Factor refuses a person who has no app, and neither emails nor records anything', async () => {
    // Prepare: a lead generator who never set one up.
    const person = await createStaffUser(stack, { role: 'leadgen', firstName: 'Noah' });
    const known = await messageIdsTo(stack.urls.mailbox, person.email);
    // Act
    const reset = await callApi(stack, 'POST', `/admin/users/${person.id}/two-factor-reset`, { token: adminToken });
    // Assess
    expect(reset).toMatchObject({ status: 409, body: { message: RECOVERY_MESSAGES.noTwoFactor('Noah Tester') } });
    expect((await historyOf(person.id)).entries).toEqual([]);
    expect(await messageIdsTo(stack.urls.mailbox, person.email)).toEqual(known);
  });

  it('refuses a suspended person with a message', async () => {
    const person = await createStaffUser(stack, { role: 'leadgen', status: 'suspended' });
    expect(await callApi(stack, 'POST', `/admin/users/${person.id}/password-reset`, { token: adminToken })).toMatchObject({
      status: 409, body: { message: RECOVERY_MESSAGES.userNotActive },
    });
  });
});
