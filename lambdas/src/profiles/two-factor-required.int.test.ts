/**
 * Admins and founders must have a second factor (shared/src/two-factor.ts): a new account enrols at
 * its first sign-in; an older one gets one sign-in of grace. The server refuses everything but
 * enrolment meanwhile; lead generators are never forced.
 */
import { authenticator } from 'otplib';
import { describe, expect, inject, it } from 'vitest';
import { TWO_FACTOR_DUE_MESSAGE } from '@safe-haven/shared/two-factor';
import { createSignupCode } from '@safe-haven/testing/onboarding';
import { nextSecond } from '@safe-haven/testing/next-second';
import { callApi, createStaffUser, signIn } from '@safe-haven/testing/staff-users';

const stack = inject('stack');
const PASSWORD = 'Harbour!Lights2026';

const enrol = async (token: string) => {
  const { body } = await callApi<{ sharedSecret: string }>(stack, 'POST', '/me/two-factor/setup', { token, body: { purpose: 'add' } });
  return callApi(stack, 'POST', '/me/two-factor/confirm', { token, body: { code: authenticator.generate(body.sharedSecret) } });
};

describe('the second factor admins and founders must have', () => {
  it('gives an older admin one sign-in of grace, then allows only enrolment until it is on', async () => {
    // Prepare: an admin from before the rule, without a factor.
    const admin = await createStaffUser(stack, { role: 'admin', twoFactor: false });
    const first = await signIn(stack, admin);
    // Act + Assess: the first session works, with a reminder.
    expect((await callApi(stack, 'GET', '/me', { token: first })).body).toMatchObject({ twoFactor: 'grace' });
    expect((await callApi(stack, 'GET', '/admin/users', { token: first })).status).toBe(200);
    // The next sign-in is refused everywhere but who-am-I and enrolment.
    await nextSecond();
    const second = await signIn(stack, admin);
    expect((await callApi(stack, 'GET', '/me', { token: second })).body).toMatchObject({ twoFactor: 'due' });
    expect(await callApi(stack, 'GET', '/admin/users', { token: second })).toMatchObject({
      status: 403, body: { code: 'TWO_FACTOR_REQUIRED', message: TWO_FACTOR_DUE_MESSAGE },
    });
    expect((await callApi(stack, 'GET', '/admin/users', { token: first })).status).toBe(200);
    expect((await enrol(second)).status).toBe(200);
    expect((await callApi(stack, 'GET', '/admin/users', { token: second })).status).toBe(200);
    expect((await callApi(stack, 'GET', '/me', { token: second })).body).toMatchObject({ twoFactor: 'on' });
  });

  it('asks a new founder to enrol at the first sign-in', async () => {
    // Prepare: a founder signs up with a code.
    const adminToken = await signIn(stack, await createStaffUser(stack, { role: 'admin' }));
    const { id, email } = await createSignupCode(stack, adminToken);
    expect((await callApi(stack, 'POST', '/public/founder-signup', { body: { codeId: id, firstName: 'Ivy', lastName: 'Lane', email, password: PASSWORD } })).status).toBe(201);
    // Act
    const token = await signIn(stack, { email, password: PASSWORD });
    // Assess
    expect((await callApi(stack, 'GET', '/me', { token })).body).toMatchObject({ role: 'founder', twoFactor: 'due' });
    expect((await callApi(stack, 'GET', '/dashboard/invite-stats', { token })).status).toBe(403);
    expect((await enrol(token)).status).toBe(200);
    expect((await callApi(stack, 'GET', '/dashboard/invite-stats', { token })).status).toBe(200);
  });

  it('never forces a lead generator', async () => {
    const leadgen = await createStaffUser(stack, { role: 'leadgen' });
    await signIn(stack, leadgen);
    await nextSecond();
    const token = await signIn(stack, leadgen);
    expect((await callApi(stack, 'GET', '/me', { token })).body).toMatchObject({ twoFactor: 'optional' });
    expect((await callApi(stack, 'GET', '/dashboard/invite-stats', { token })).status).toBe(200);
  });
});
