/** Sending an invitation against the local engines: result codes, one open invitation per email, idempotency. */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { INVITATION_PATHS } from '@safe-haven/shared/audiences';
import { INVITATION_RESULT_MESSAGES } from '@safe-haven/shared/messages';
import { formatInviteDate } from '@safe-haven/shared/invite-dates';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { emailsTo, invitationLinkIn, linkTokenIn, linkTokenOf, waitForEmail } from '@safe-haven/testing/mailbox';
import { countInvitationsTo } from '@safe-haven/testing/table';
import { answerInvitation } from '@safe-haven/testing/public-api';

const stack = inject('stack');
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@invitee.test`;
const invitation = (email: string, audience = 'member', overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana', lastName: 'Reyes', email, personalMessage: 'Looking forward to hosting you.', audience,
  idempotencyKey: randomUUID(), ...overrides,
});

let admin: TestUser;
let adminToken: string;
let founder: TestUser;
let founderToken: string;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Avery', lastName: 'Stone' });
  founder = await createStaffUser(stack, { role: 'founder', firstName: 'Morgan', lastName: 'Lake' });
  [adminToken, founderToken] = await Promise.all([signIn(stack, admin), signIn(stack, founder)]);
});

describe('sending an invitation', () => {
  it.each(['member', 'land_owner', 'investor'] as const)('emails a %s their own page link with an unguessable token', async (audience) => {
    // Prepare
    const email = uniqueEmail(audience);
    // Act
    const response = await callApi(stack, 'POST', '/invitations', { token: adminToken, body: invitation(email, audience) });
    // Assess
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ ok: true, emailDelivered: true, invitationId: expect.any(String) });
    const [sent] = await waitForEmail(stack.urls.mailbox, email);
    const link = invitationLinkIn(sent!);
    expect(link.origin).toBe(stack.urls.web);
    expect(link.pathname).toBe(INVITATION_PATHS[audience]);
    expect(link.search).toBe(''); // the token is in the fragment, which no server (or log) sees
    expect(linkTokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
  });

  it('escapes the personal message in the HTML email and keeps it readable in the text part', async () => {
    const email = uniqueEmail('escape');
    const message = '<script>alert("x")</script> & "quotes"\nSecond line';
    await callApi(stack, 'POST', '/invitations', { token: adminToken, body: invitation(email, 'member', { personalMessage: message }) });
    const [sent] = await waitForEmail(stack.urls.mailbox, email);
    expect(sent!.body.html).not.toContain('<script>');
    expect(sent!.body.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;<br>Second line');
    expect(sent!.body.text).toContain(message);
  });

  it('answers ALREADY_INVITED_ACTIVE with the first sender and date to someone who may see the first invitation', async () => {
    const email = uniqueEmail('dup');
    await callApi(stack, 'POST', '/invitations', { token: founderToken, body: invitation(email) });
    const again = await callApi(stack, 'POST', '/invitations', { token: adminToken, body: invitation(email.toUpperCase(), 'investor') });
    expect(again.status).toBe(409);
    const meta = again.body.meta as { senderName: string; lastSentDate: string };
    expect(again.body).toMatchObject({ ok: false, code: 'ALREADY_INVITED_ACTIVE' });
    expect(meta.senderName).toBe('Morgan Lake');
    expect(again.body.message).toBe(INVITATION_RESULT_MESSAGES.ALREADY_INVITED_ACTIVE('Morgan Lake', formatInviteDate(meta.lastSentDate)));
    expect(await countInvitationsTo(stack, email)).toBe(1);
  });

  it('answers ALREADY_INVITED_ACTIVE without naming who when the first invitation is not visible to the caller', async () => {
    const email = uniqueEmail('dup-hidden');
    await callApi(stack, 'POST', '/invitations', { token: adminToken, body: invitation(email) });
    const again = await callApi(stack, 'POST', '/invitations', { token: founderToken, body: invitation(email.toUpperCase(), 'investor') });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ok: false, code: 'ALREADY_INVITED_ACTIVE', message: INVITATION_RESULT_MESSAGES.ALREADY_INVITED_ACTIVE_ELSEWHERE });
    expect(again.body.meta).toBeUndefined();
    expect(JSON.stringify(again.body)).not.toContain('Avery');
    expect(await countInvitationsTo(stack, email)).toBe(1);
  });

  it('answers ALREADY_REGISTERED for the email of a staff user', async () => {
    const response = await callApi(stack, 'POST', '/invitations', { token: adminToken, body: invitation(founder.email) });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ ok: false, code: 'ALREADY_REGISTERED', message: INVITATION_RESULT_MESSAGES.ALREADY_REGISTERED });
  });

  it('answers INVALID_EMAIL for an address that is not one', async () => {
    const response = await callApi(stack, 'POST', '/invitations', { token: adminToken, body: invitation('not-an-email') });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ ok: false, code: 'INVALID_EMAIL', message: INVITATION_RESULT_MESSAGES.INVALID_EMAIL });
  });

  it('answers UNAUTHORIZED to a suspended sender', async () => {
    const suspended = await createStaffUser(stack, { role: 'leadgen', status: 'suspended' });
    const response = await callApi(stack, 'POST', '/invitations', { token: await signIn(stack, suspended), body: invitation(uniqueEmail('susp')) });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ ok: false, code: 'UNAUTHORIZED', message: INVITATION_RESULT_MESSAGES.UNAUTHORIZED });
  });

  it('answers ALREADY_CLOSED once the invitee declined', async () => {
    const email = uniqueEmail('closed');
    await callApi(stack, 'POST', '/invitations', { token: adminToken, body: invitation(email) });
    const token = linkTokenIn((await waitForEmail(stack.urls.mailbox, email))[0]!);
    expect((await answerInvitation(stack, token, { body: { form: 'decline' } })).status).toBe(200);
    const again = await callApi(stack, 'POST', '/invitations', { token: founderToken, body: invitation(email) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ok: false, code: 'ALREADY_CLOSED', message: INVITATION_RESULT_MESSAGES.ALREADY_CLOSED });
  });

  it('refuses oversized fields with a message and stores nothing', async () => {
    const email = uniqueEmail('big');
    const response = await callApi(stack, 'POST', '/invitations', { token: adminToken, body: invitation(email, 'member', { firstName: 'x'.repeat(101) }) });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('First name must be at most 100 characters');
    expect(await countInvitationsTo(stack, email)).toBe(0);
  });
});

describe('concurrency and retries', () => {
  it('creates exactly one invitation when two staff users invite the same email at the same moment', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([
      callApi(stack, 'POST', '/invitations', { token: adminToken, body: invitation(email) }),
      callApi(stack, 'POST', '/invitations', { token: founderToken, body: invitation(email) }),
      callApi(stack, 'POST', '/invitations', { token: adminToken, body: invitation(email) }),
    ]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(['ALREADY_INVITED_ACTIVE', 'ALREADY_INVITED_ACTIVE']);
    expect(await countInvitationsTo(stack, email)).toBe(1);
    expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(1);
  });

  it('sends one invitation and one email for a double click (same idempotency key)', async () => {
    const email = uniqueEmail('double');
    const body = invitation(email);
    const [first, second] = await Promise.all([
      callApi(stack, 'POST', '/invitations', { token: adminToken, body }),
      callApi(stack, 'POST', '/invitations', { token: adminToken, body }),
    ]);
    const retried = await callApi(stack, 'POST', '/invitations', { token: adminToken, body });
    for (const response of [first, second, retried]) expect(response.body).toMatchObject({ ok: true, emailDelivered: true });
    expect(new Set([first, second, retried].map((r) => r.body.invitationId)).size).toBe(1);
    expect(await countInvitationsTo(stack, email)).toBe(1);
    expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(1);
  });
});
