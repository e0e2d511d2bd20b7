/**
 * Founder sign-up with invite codes, through the local gateway: codes made by the server (hashed,
 * issued for one address), validation and its refusals, the limits per client (IPv6 by /64), per
 * code and the global lock on failures with its metric, the attempt log, the emailed proof of
 * another address, old hand-made codes, and one founder per code under races.
 */
import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { CODE_RATE_LIMITS, normaliseSignupCode, SIGNUP_CODE_LIFETIME_DAYS } from '@safe-haven/shared/team';
import { FOUNDER_SIGNUP_MESSAGES, SIGNUP_CODE_MESSAGES } from '@safe-haven/shared/team-messages';
import type { SignupCodesOverview } from '@safe-haven/shared/team-api-types';
import { callApi, createStaffUser, signIn } from '@safe-haven/testing/staff-users';
import {
  clearCodeRateLimits, cognitoUsersWithEmail, createLegacySignupCode, createSignupCode, expireSignupCode, requestEmailProof, uniqueEmail,
} from '@safe-haven/testing/onboarding';
import { dynamo } from '../core/aws-clients';
import { localMetricPoints } from '../core/metrics';
import { getSignupCode } from '../data/signup-code';
import { tableName } from '../data/table';
import { validateSignupCode } from './signup-code-validation';

const stack = inject('stack');
const PASSWORD = 'Founder!2026';
let adminToken: string;

const validate = (code: string, viewerIp?: string) => callApi(stack, 'POST', '/public/signup-codes/validate', { body: { code }, viewerIp });
const signUp = (codeId: string, email: string, firstName = 'Morgan', emailProof?: { id: string; code: string }) =>
  callApi(stack, 'POST', '/public/founder-signup', { body: { codeId, firstName, lastName: 'Vale', email, password: PASSWORD, ...(emailProof ? { emailProof } : {}) } });
const tableItem = async (pk: string, sk: string) =>
  (await dynamo().send(new GetCommand({ TableName: tableName(), Key: { pk, sk }, ConsistentRead: true }))).Item;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

beforeAll(async () => {
  adminToken = await signIn(stack, await createStaffUser(stack, { role: 'admin' }));
});
beforeEach(async () => {
  await clearCodeRateLimits(stack);
});

describe('validating an invite code', () => {
  it('accepts a fresh code with or without its dashes, in any case, and answers its id and address', async () => {
    const { code, id, email } = await createSignupCode(stack, adminToken);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){4}$/);
    for (const typed of [`  ${code.toLowerCase()} `, code.replace(/-/g, ''), code.replace(/-/g, ' ')]) {
      expect(await validate(typed)).toMatchObject({ status: 200, body: { success: true, codeId: id, email } });
    }
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

  it(`limits attempts at one code to ${CODE_RATE_LIMITS.perCode} per window, whoever makes them, counted under its hash`, async () => {
    for (let attempt = 1; attempt <= CODE_RATE_LIMITS.perCode; attempt++) expect((await validate('GUESSED', `198.51.100.${attempt}`)).status).toBe(400);
    expect((await validate('guessed', '198.51.100.99')).status).toBe(429);
    const windowStart = Math.floor(Date.now() / CODE_RATE_LIMITS.windowMs) * CODE_RATE_LIMITS.windowMs;
    const counter = await tableItem(`RATE#code#${sha256(normaliseSignupCode('GUESSED'))}`, `WINDOW#${new Date(windowStart).toISOString()}`);
    expect(counter?.count).toBe(CODE_RATE_LIMITS.perCode);
  });

  it(`counts an IPv6 client by its /64: ${CODE_RATE_LIMITS.perIp} attempts from one /64 whatever the address, another /64 counted apart`, async () => {
    for (let attempt = 1; attempt <= CODE_RATE_LIMITS.perIp; attempt++) {
      expect((await validate(`WRONG-V6-${attempt}`, `2001:db8:77:1:${attempt.toString(16)}::a`)).status).toBe(400);
    }
    expect((await validate('WRONG-V6-LAST', '2001:db8:77:1:ffff:eeee:dddd:a')).status).toBe(429);
    expect((await validate('WRONG-V6-OTHER', '2001:db8:77:2::a')).status).toBe(400);
  });

  it.each([
    ['IPv4', (n: number) => `203.0.${Math.floor(n / 200)}.${(n % 200) + 1}`],
    ['IPv6 /64', (n: number) => `2001:db8:${(n + 1).toString(16)}::a`],
  ])(`locks validation for everyone after ${CODE_RATE_LIMITS.globalFailures} failures from rotating %s addresses, and emits the alarm's metric`, async (_kind, address) => {
    const { code } = await createSignupCode(stack, adminToken);
    const { code: oldCode } = await createLegacySignupCode(stack);
    for (let n = 0; n < CODE_RATE_LIMITS.globalFailures - 1; n++) expect((await validate(`GUESS-${n}`, address(n))).status).toBe(400);
    // The failure that reaches the limit is made in-process, where the metric points are kept.
    const locksBefore = localMetricPoints.filter((point) => point.name === 'SignupCodeValidationLocked').length;
    await expect(validateSignupCode('GUESS-LAST', address(CODE_RATE_LIMITS.globalFailures - 1))).rejects.toMatchObject({ statusCode: 400 });
    expect(localMetricPoints.filter((point) => point.name === 'SignupCodeValidationLocked').length).toBe(locksBefore + 1);

    // Now even a real code from an address never seen is refused, with the message a person can act on.
    for (const real of [code, oldCode]) {
      const locked = await validate(real, address(5000));
      expect(locked).toMatchObject({ status: 429, body: { success: false, rateLimited: true, error: FOUNDER_SIGNUP_MESSAGES.rateLimited } });
    }
    const lock = await tableItem('RATE#code-lock#all', 'LOCK');
    expect(Date.parse(String(lock?.until)) - Date.now()).toBeGreaterThan(CODE_RATE_LIMITS.lockMs - 60_000);
  });
});

describe('signing up as a founder', () => {
  it('creates a founder with the address the code was issued for, marks the code used, and refuses the code afterwards', async () => {
    const { code, id, email } = await createSignupCode(stack, adminToken);

    const created = await signUp(id, email);

    expect(created).toMatchObject({ status: 201, body: { ok: true, email, firstName: 'Morgan' } });
    const me = await callApi(stack, 'GET', '/me', { token: await signIn(stack, { email, password: PASSWORD }) });
    expect(me.body).toMatchObject({ role: 'founder', status: 'active', firstName: 'Morgan', lastName: 'Vale' });
    expect(await getSignupCode(id)).toMatchObject({ usedByEmail: email, usedByProfileId: me.body.id });
    expect(await validate(code)).toMatchObject({ status: 400, body: { error: FOUNDER_SIGNUP_MESSAGES.codeUsed } });
    expect(await signUp(id, email)).toMatchObject({ status: 400, body: { message: FOUNDER_SIGNUP_MESSAGES.codeUsed } });
  });

  it('accepts the code\'s address in another form of the same mailbox (case, plus tag)', async () => {
    const { id, email } = await createSignupCode(stack, adminToken);
    const [local, domain] = email.split('@');
    expect((await signUp(id, `${local}+work@${domain}`.toUpperCase())).status).toBe(201);
  });

  it('refuses another address without the emailed proof, so nobody can register a colleague\'s address', async () => {
    const { id } = await createSignupCode(stack, adminToken);
    const colleague = uniqueEmail('colleague');

    const refused = await signUp(id, colleague);

    expect(refused).toMatchObject({ status: 400, body: { code: 'EMAIL_PROOF_REQUIRED', message: FOUNDER_SIGNUP_MESSAGES.emailCodeRequired } });
    expect(await cognitoUsersWithEmail(stack, colleague)).toHaveLength(0);
    expect(await getSignupCode(id)).not.toHaveProperty('usedAt');
  });

  it('accepts another address with the one-time code emailed to it; wrong digits and a proof of another address are refused', async () => {
    const { id } = await createSignupCode(stack, adminToken);
    const other = uniqueEmail('other-address');
    const { proofId, digits } = await requestEmailProof(stack, id, other);
    const proofItem = await tableItem(`EMAIL_PROOF#${proofId}`, 'EMAIL_PROOF');
    expect(JSON.stringify(proofItem)).not.toContain(digits);
    const wrongDigits = digits === '000000' ? '000001' : '000000';

    expect(await signUp(id, other, 'Morgan', { id: proofId, code: wrongDigits })).toMatchObject({ status: 400, body: { code: 'EMAIL_PROOF_WRONG', message: FOUNDER_SIGNUP_MESSAGES.emailCodeWrong } });
    expect(await signUp(id, uniqueEmail('third'), 'Morgan', { id: proofId, code: digits })).toMatchObject({ status: 400, body: { code: 'EMAIL_PROOF_EXPIRED' } });
    expect((await tableItem(`EMAIL_PROOF#${proofId}`, 'EMAIL_PROOF'))?.attempts).toBe(1);

    const created = await signUp(id, other, 'Morgan', { id: proofId, code: ` ${digits} ` });
    expect(created).toMatchObject({ status: 201, body: { email: other } });
    expect(await getSignupCode(id)).toMatchObject({ usedByEmail: other });
    expect((await tableItem(`EMAIL_PROOF#${proofId}`, 'EMAIL_PROOF'))?.usedAt).toEqual(expect.any(String));
  });

  it('sends no proof for the code\'s own address, and at most a few per code an hour', async () => {
    const { id, email } = await createSignupCode(stack, adminToken);
    const send = (to: string) => callApi(stack, 'POST', '/public/founder-signup/email-proof', { body: { codeId: id, email: to } });
    expect(await send(email.toUpperCase())).toMatchObject({ status: 400, body: { code: 'EMAIL_PROOF_NOT_NEEDED' } });
    for (let n = 0; n < 3; n++) expect((await send(uniqueEmail(`proof-${n}`))).status).toBe(201);
    expect(await send(uniqueEmail('proof-last'))).toMatchObject({ status: 429, body: { message: FOUNDER_SIGNUP_MESSAGES.emailCodeTooMany } });
  });

  it('locks a proof after too many wrong digits', async () => {
    const { id } = await createSignupCode(stack, adminToken);
    const other = uniqueEmail('locked-proof');
    const { proofId, digits } = await requestEmailProof(stack, id, other);
    const wrong = digits === '111111' ? '222222' : '111111';
    for (let n = 0; n < 5; n++) expect((await signUp(id, other, 'Morgan', { id: proofId, code: wrong })).body).toMatchObject({ code: 'EMAIL_PROOF_WRONG' });
    expect(await signUp(id, other, 'Morgan', { id: proofId, code: digits })).toMatchObject({ status: 400, body: { code: 'EMAIL_PROOF_EXPIRED' } });
  });

  it('creates exactly one founder when two people sign up with one code at the same moment', async () => {
    const { id, email } = await createSignupCode(stack, adminToken);
    const other = uniqueEmail('race-b');
    const { proofId, digits } = await requestEmailProof(stack, id, other);

    const answers = await Promise.all([signUp(id, email, 'Ada'), signUp(id, other, 'Bea', { id: proofId, code: digits })]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const emails = [email, other];
    const loser = emails[answers.findIndex((answer) => answer.status === 409)]!;
    const winner = emails[answers.findIndex((answer) => answer.status === 201)]!;
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ message: FOUNDER_SIGNUP_MESSAGES.codeUsed });
    expect(await cognitoUsersWithEmail(stack, winner)).toHaveLength(1);
    expect(await cognitoUsersWithEmail(stack, loser)).toHaveLength(0);
    expect((await getSignupCode(id))?.usedByEmail).toBe(winner);
  });

  it('refuses an email that already has an account, and keeps the code usable', async () => {
    const existing = await createStaffUser(stack, { role: 'leadgen' });
    const { code, id } = await createSignupCode(stack, adminToken, { email: existing.email });

    const refused = await signUp(id, existing.email.toUpperCase());

    expect(refused).toMatchObject({ status: 409, body: { code: 'EMAIL_EXISTS', message: FOUNDER_SIGNUP_MESSAGES.emailExists } });
    expect(await getSignupCode(id)).not.toHaveProperty('usedAt');
    expect((await validate(code)).status).toBe(200);
  });

  it('asks for every field and a password that meets the policy', async () => {
    const { id, email } = await createSignupCode(stack, adminToken);
    const blank = await callApi(stack, 'POST', '/public/founder-signup', { body: { codeId: id, firstName: ' ', lastName: 'V', email, password: PASSWORD } });
    const weak = await callApi(stack, 'POST', '/public/founder-signup', { body: { codeId: id, firstName: 'A', lastName: 'V', email, password: 'abcdefghijklmn' } });
    expect(blank).toMatchObject({ status: 400, body: { message: FOUNDER_SIGNUP_MESSAGES.fillAllFields } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/uppercase letter/);
  });
});

describe('old hand-made codes', () => {
  it('still validate and sign a founder up until they expire, and are listed as weak without their value', async () => {
    const { code, id } = await createLegacySignupCode(stack);

    expect(await validate(` ${code.toLowerCase()} `)).toMatchObject({ status: 200, body: { success: true, codeId: id } });
    const overview = await callApi<SignupCodesOverview>(stack, 'GET', '/admin/signup-codes', { token: adminToken });
    expect(overview.body.codes.find((listed) => listed.id === id)).toMatchObject({ weak: true });
    expect(JSON.stringify(overview.body.codes)).not.toContain(code);
    expect((await signUp(id, uniqueEmail('legacy'))).status).toBe(201);
  });
});

describe('managing codes', () => {
  it('generates the code: shown once, stored only as a hash, with its label, address and creator', async () => {
    const email = uniqueEmail('Jane.Doe');
    const created = await callApi<{ code: Record<string, unknown>; value: string }>(stack, 'POST', '/admin/signup-codes', {
      token: adminToken, body: { label: ' Jane at the Denver event ', email, expiresInDays: 10 },
    });

    expect(created).toMatchObject({ status: 201, body: { code: { label: 'Jane at the Denver event', email: email.toLowerCase(), weak: false, isActive: true } } });
    const days = (Date.parse(String(created.body.code.expiresAt)) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.9);
    expect(days).toBeLessThan(10.1);
    const value = created.body.value;
    const stored = await tableItem(`SIGNUP_CODE#${String(created.body.code.id)}`, 'SIGNUP_CODE');
    expect(stored).toMatchObject({ codeHash: sha256(normaliseSignupCode(value)), emailCanonical: email.toLowerCase(), createdById: expect.any(String) });
    expect(stored).not.toHaveProperty('code');
    expect(JSON.stringify(stored)).not.toContain(value.replace(/-/g, '').slice(5));
    expect(await tableItem(`SIGNUP_CODE_VALUE#${sha256(normaliseSignupCode(value))}`, 'SIGNUP_CODE')).toMatchObject({ codeId: created.body.code.id });

    const overview = await callApi<SignupCodesOverview>(stack, 'GET', '/admin/signup-codes', { token: adminToken });
    expect(JSON.stringify(overview.body)).not.toContain(value.replace(/-/g, '').slice(5));
  });

  it('refuses a hand-typed code, a missing label or address, and a lifetime over 30 days; 7 days by default', async () => {
    const create = (body: Record<string, unknown>) => callApi(stack, 'POST', '/admin/signup-codes', { token: adminToken, body });
    const base = { label: 'Sam', email: uniqueEmail('sam') };

    expect(await create({ ...base, code: 'SPRING-TEAM' })).toMatchObject({ status: 400, body: { message: SIGNUP_CODE_MESSAGES.codeNotAccepted } });
    expect(await create({ email: base.email })).toMatchObject({ status: 400, body: { message: SIGNUP_CODE_MESSAGES.labelRequired } });
    expect(await create({ label: 'Sam' })).toMatchObject({ status: 400, body: { message: SIGNUP_CODE_MESSAGES.emailRequired } });
    expect(await create({ ...base, expiresInDays: 31 })).toMatchObject({
      status: 400, body: { message: SIGNUP_CODE_MESSAGES.expiryRange(SIGNUP_CODE_LIFETIME_DAYS.min, SIGNUP_CODE_LIFETIME_DAYS.max) },
    });
    const byDefault = await create(base);
    expect(byDefault.status).toBe(201);
    const days = (Date.parse(String((byDefault.body.code as { expiresAt: string }).expiresAt)) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
  });
});
