/**
 * Founder sign-up with invite codes, through the local gateway: validation and its refusals, the
 * rate limits per client IP and per code, the attempt log, and one founder per code under races.
 */
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { CODE_RATE_LIMITS } from '@safe-haven/shared/team';
import { FOUNDER_SIGNUP_MESSAGES, SIGNUP_CODE_MESSAGES } from '@safe-haven/shared/team-messages';
import type { SignupCodesOverview } from '@safe-haven/shared/team-api-types';
import { callApi, createStaffUser, signIn } from '../../../scripts/testing/staff-users';
import { clearCodeRateLimits, cognitoUsersWithEmail, createSignupCode, expireSignupCode, uniqueEmail } from '../../../scripts/testing/onboarding';
import { getSignupCode } from '../data/signup-code';

const stack = inject('stack');
const PASSWORD = 'Founder!2026';
let adminToken: string;

const validate = (code: string) => callApi(stack, 'POST', '/public/signup-codes/validate', { body: { code } });
const signUp = (codeId: string, email: string, firstName = 'Morgan') =>
  callApi(stack, 'POST', '/public/founder-signup', { body: { codeId, firstName, lastName: 'Vale', email, password: PASSWORD } });

beforeAll(async () => {
  adminToken = await signIn(stack, await createStaffUser(stack, { role: 'admin' }));
});
beforeEach(async () => {
  await clearCodeRateLimits(stack);
});

describe('validating an invite code', () => {
  it('accepts a fresh code typed in lower case with spaces, and answers its id', async () => {
    const { code, id } = await createSignupCode(stack, adminToken);
    const answer = await validate(`  ${code.toLowerCase()} `);
    expect(answer).toMatchObject({ status: 200, body: { success: true, codeId: id } });
  });

  it.each<[string, () => Promise<string>, string]>([
    ['a wrong code', async () => 'NO-SUCH-CODE', FOUNDER_SIGNUP_MESSAGES.invalidCode],
    ['an inactive code', async () => {
      const { code, id } = await createSignupCode(stack, adminToken);
      await callApi(stack, 'PATCH', `/admin/signup-codes/${id}`, { token: adminToken, body: { isActive: false } });
      return code;
    }, FOUNDER_SIGNUP_MESSAGES.codeInactive],
    ['an expired code', async () => {
      const { code, id } = await createSignupCode(stack, adminToken);
      await expireSignupCode(stack, id);
      return code;
    }, FOUNDER_SIGNUP_MESSAGES.codeExpired],
  ])('refuses %s with its reason', async (_what, makeCode, message) => {
    const answer = await validate(await makeCode());
    expect(answer).toMatchObject({ status: 400, body: { success: false, error: message, message } });
  });

  it('refuses a blank code with the form message', async () => {
    expect(await validate('   ')).toMatchObject({ status: 400, body: { message: FOUNDER_SIGNUP_MESSAGES.codeRequired } });
  });

  it(`limits one client to ${CODE_RATE_LIMITS.perIp} attempts per window, and logs every attempt`, async () => {
    for (let attempt = 1; attempt <= CODE_RATE_LIMITS.perIp; attempt++) {
      expect((await validate(`WRONG-${attempt}`)).status).toBe(400);
    }
    const limited = await validate('WRONG-LAST');
    expect(limited).toMatchObject({ status: 429, body: { success: false, rateLimited: true, error: FOUNDER_SIGNUP_MESSAGES.rateLimited } });
    // Even a valid code waits for the window.
    const { code } = await createSignupCode(stack, adminToken);
    expect((await validate(code)).status).toBe(429);

    const overview = await callApi<SignupCodesOverview>(stack, 'GET', '/admin/signup-codes', { token: adminToken });
    const latest = overview.body.recentAttempts.slice(0, 3);
    expect(latest.map((attempt) => [attempt.ip, attempt.codeShown, attempt.success])).toEqual([
      ['127.0.0.1', code.slice(0, 4), false],
      ['127.0.0.1', 'WRON', false],
      ['127.0.0.1', 'WRON', false],
    ]);
    expect(overview.body.attemptsLast24h).toBeGreaterThanOrEqual(CODE_RATE_LIMITS.perIp + 2);
  });

  it('counts the viewer address CloudFront reports, never an X-Forwarded-For header the client wrote', async () => {
    const spoofed = await callApi(stack, 'POST', '/public/signup-codes/validate', { body: { code: 'SPOOFED-IP' }, headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' } });
    const viaEdge = await callApi(stack, 'POST', '/public/signup-codes/validate', { body: { code: 'VIEWER-IP' }, viewerIp: '198.51.100.7' });
    expect([spoofed.status, viaEdge.status]).toEqual([400, 400]);
    const overview = await callApi<SignupCodesOverview>(stack, 'GET', '/admin/signup-codes', { token: adminToken });
    expect(overview.body.recentAttempts.slice(0, 2).map((attempt) => [attempt.codeShown, attempt.ip])).toEqual([
      ['VIEW', '198.51.100.7'],
      ['SPOO', '127.0.0.1'],
    ]);
  });

  it(`limits attempts at one code to ${CODE_RATE_LIMITS.perCode} per window, whoever makes them`, async () => {
    for (let attempt = 1; attempt <= CODE_RATE_LIMITS.perCode; attempt++) expect((await validate('GUESSED')).status).toBe(400);
    await clearCodeRateLimits(stack);
    expect((await validate('GUESSED')).status).toBe(429);
    await clearCodeRateLimits(stack, ['GUESSED']);
  });
});

describe('signing up as a founder', () => {
  it('creates a founder, marks the code used, and refuses the code afterwards', async () => {
    const { code, id } = await createSignupCode(stack, adminToken);
    const email = uniqueEmail('founder');

    const created = await signUp(id, email);

    expect(created).toMatchObject({ status: 201, body: { ok: true, email, firstName: 'Morgan' } });
    const me = await callApi(stack, 'GET', '/me', { token: await signIn(stack, { email, password: PASSWORD }) });
    expect(me.body).toMatchObject({ role: 'founder', status: 'active', firstName: 'Morgan', lastName: 'Vale' });
    expect(await getSignupCode(id)).toMatchObject({ usedByEmail: email, usedByProfileId: me.body.id });
    expect(await validate(code)).toMatchObject({ status: 400, body: { error: FOUNDER_SIGNUP_MESSAGES.codeUsed } });
    expect(await signUp(id, uniqueEmail('second'))).toMatchObject({ status: 400, body: { message: FOUNDER_SIGNUP_MESSAGES.codeUsed } });
  });

  it('creates exactly one founder when two people sign up with one code at the same moment', async () => {
    const { id } = await createSignupCode(stack, adminToken);
    const emails = [uniqueEmail('race-a'), uniqueEmail('race-b')];

    const answers = await Promise.all(emails.map((email, index) => signUp(id, email, index === 0 ? 'Ada' : 'Bea')));

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const loser = emails[answers.findIndex((answer) => answer.status === 409)]!;
    const winner = emails[answers.findIndex((answer) => answer.status === 201)]!;
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ message: FOUNDER_SIGNUP_MESSAGES.codeUsed });
    expect(await cognitoUsersWithEmail(stack, winner)).toHaveLength(1);
    expect(await cognitoUsersWithEmail(stack, loser)).toHaveLength(0);
    expect((await getSignupCode(id))?.usedByEmail).toBe(winner);
  });

  it('refuses an email that already has an account, and keeps the code usable', async () => {
    const { id } = await createSignupCode(stack, adminToken);
    const existing = await createStaffUser(stack, { role: 'leadgen' });

    const refused = await signUp(id, existing.email.toUpperCase());

    expect(refused).toMatchObject({ status: 409, body: { code: 'EMAIL_EXISTS', message: FOUNDER_SIGNUP_MESSAGES.emailExists } });
    expect(await getSignupCode(id)).not.toHaveProperty('usedAt');
    expect((await signUp(id, uniqueEmail('after-refusal'))).status).toBe(201);
  });

  it('asks for every field and a password that meets the policy', async () => {
    const { id } = await createSignupCode(stack, adminToken);
    const blank = await callApi(stack, 'POST', '/public/founder-signup', { body: { codeId: id, firstName: ' ', lastName: 'V', email: uniqueEmail('x'), password: PASSWORD } });
    const weak = await callApi(stack, 'POST', '/public/founder-signup', { body: { codeId: id, firstName: 'A', lastName: 'V', email: uniqueEmail('x'), password: 'abcdefgh' } });
    expect(blank).toMatchObject({ status: 400, body: { message: FOUNDER_SIGNUP_MESSAGES.fillAllFields } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/uppercase letter/);
  });
});

describe('managing codes', () => {
  it('stores codes upper case and refuses a duplicate in any letter case', async () => {
    const created = await callApi(stack, 'POST', '/admin/signup-codes', { token: adminToken, body: { code: ' spring-team ', expiresInDays: 10 } });
    const duplicate = await callApi(stack, 'POST', '/admin/signup-codes', { token: adminToken, body: { code: 'SPRING-TEAM' } });
    const outOfRange = await callApi(stack, 'POST', '/admin/signup-codes', { token: adminToken, body: { code: 'LATER', expiresInDays: 366 } });
    const blank = await callApi(stack, 'POST', '/admin/signup-codes', { token: adminToken, body: { code: '   ' } });

    expect(created).toMatchObject({ status: 201, body: { code: 'SPRING-TEAM', isActive: true } });
    const days = (Date.parse(String(created.body.expiresAt)) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.9);
    expect(days).toBeLessThan(10.1);
    expect(duplicate).toMatchObject({ status: 409, body: { message: SIGNUP_CODE_MESSAGES.duplicate } });
    expect(outOfRange).toMatchObject({ status: 400, body: { message: SIGNUP_CODE_MESSAGES.expiryRange(1, 365) } });
    expect(blank).toMatchObject({ status: 400, body: { message: SIGNUP_CODE_MESSAGES.codeRequired } });
  });
});
