/**
 * The four routes that take a link's token (invitation read and answer, account set-up read and
 * accept) take it in the JSON body, never in the path or query string, which CloudFront and WAF log.
 * Bad input gets a 400 that says, in the words of its kind of link, that the link is invalid.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { INVALID_TOKEN_MESSAGE } from '@safe-haven/shared/validation/invitation-token';
import { ACCOUNT_SETUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { linkTokenIn, waitForEmail } from '@safe-haven/testing/mailbox';
import { inviteStaff } from '@safe-haven/testing/onboarding';
import { acceptStaffInvitation, answerInvitation, publicPath, readInvitation, readStaffInvitation } from '@safe-haven/testing/public-api';
import { callApi, createStaffUser, signIn } from '@safe-haven/testing/staff-users';
import { itemsWithPrefix } from '@safe-haven/testing/table';

const stack = inject('stack');
const PASSWORD = 'Harbour!Lights2026';
let adminToken: string;

const inviteInvestor = async () => {
  const email = `token-body-${randomUUID().slice(0, 8)}@invitee.test`;
  const sent = await callApi(stack, 'POST', '/invitations', {
    token: adminToken,
    body: { firstName: 'Sam', lastName: 'Body', email, personalMessage: 'Hello.', audience: 'investor', idempotencyKey: randomUUID() },
  });
  const [mail] = await waitForEmail(stack.urls.mailbox, email);
  return { email, invitationId: sent.body.invitationId as string, token: linkTokenIn(mail!) };
};

beforeAll(async () => {
  adminToken = await signIn(stack, await createStaffUser(stack, { role: 'admin' }));
});

describe('the token travels in the body', () => {
  it('reads and answers an invitation with the token in the body, and stores no token with the answer', async () => {
    // Prepare
    const { token, invitationId, email } = await inviteInvestor();
    // Act
    const read = await readInvitation(stack, token);
    const answered = await answerInvitation(stack, token, {
      body: { form: 'investor', answer: 'interested', firstName: 'Sam', lastName: 'Body', email, phone: '(303) 555-0100', address: '1 Main St', allocationRange: '50k-100k' },
    });
    // Assess
    expect(read).toMatchObject({ status: 200, body: { audience: 'investor', answered: false } });
    expect(answered).toMatchObject({ status: 200, body: { ok: true } });
    const responses = await itemsWithPrefix(stack, `INVITATION#${invitationId}`, 'RESPONSE#');
    expect(responses).toHaveLength(1);
    expect(JSON.stringify(responses)).not.toContain(token);
    expect(JSON.stringify(responses[0])).not.toContain('"token"');
    expect((await readInvitation(stack, token)).body.answered).toBe(true);
  });

  it('reads a staff invitation and creates the account with the token in the body', async () => {
    const { token, email } = await inviteStaff(stack, adminToken, { role: 'leadgen' });
    expect(await readStaffInvitation(stack, token)).toMatchObject({ status: 200, body: { email } });
    expect(await acceptStaffInvitation(stack, token, { body: { password: PASSWORD } })).toMatchObject({ status: 201, body: { email } });
  });

  it('no longer serves the old routes with the token in the path', async () => {
    const token = 'a'.repeat(43);
    expect((await callApi(stack, 'GET', `/public/invitations/${token}`)).status).toBe(404);
    expect((await callApi(stack, 'POST', `/public/invitations/${token}/response`, { body: { form: 'decline' } })).status).toBe(404);
    expect((await callApi(stack, 'GET', `/public/staff-invitations/${token}`)).status).toBe(404);
    expect((await callApi(stack, 'POST', `/public/staff-invitations/${token}/accept`, { body: { password: PASSWORD } })).status).toBe(404);
  });
});

describe('a missing or garbled token', () => {
  // Each route with the rest of a valid body, so the token alone is what is wrong.
  const routes = [
    { id: 'GetPublicInvitation', rest: {}, message: INVALID_TOKEN_MESSAGE },
    { id: 'SubmitInviteeResponse', rest: { form: 'decline' }, message: INVALID_TOKEN_MESSAGE },
    { id: 'GetStaffInvitation', rest: {}, message: ACCOUNT_SETUP_MESSAGES.invalidBody },
    { id: 'AcceptStaffInvitation', rest: { password: PASSWORD }, message: ACCOUNT_SETUP_MESSAGES.invalidBody },
  ] as const;
  const garbled: [string, unknown][] = [
    ['missing', undefined],
    ['empty', ''],
    ['markup', '<script>alert(1)</script>xxxxxxxxxxxx'],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(129)],
    ['a number', 12345],
    ['an object', { token: 'a'.repeat(43) }],
  ];

  for (const route of routes) {
    it.each(garbled)(`${route.id} answers a token that is %s with 400 and a readable message`, async (_name, token) => {
      const response = await callApi(stack, 'POST', publicPath(route.id), { body: { ...route.rest, ...(token === undefined ? {} : { token }) } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: route.message, fieldErrors: { token: route.message } });
    });

    it(`${route.id} answers a body that is not an object with 400 and a readable message`, async () => {
      const response = await callApi(stack, 'POST', publicPath(route.id), { body: ['a'.repeat(43)] });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
      expect((response.body.message as string).length).toBeGreaterThan(10);
    });
  }
});
