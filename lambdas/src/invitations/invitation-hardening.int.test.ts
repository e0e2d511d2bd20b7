/**
 * Hardening of the funnel against hostile input, through the local gateway: links in emails come only
 * from configuration, tokens are never stored, one person however their address is typed, and text
 * fields refuse control and direction characters.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FIELD_MESSAGES, INVITATION_RESULT_MESSAGES } from '@safe-haven/shared/messages';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { invitationLinkIn, linkTokenIn, waitForEmail } from '@safe-haven/testing/mailbox';
import { allItems, countInvitationsTo } from '@safe-haven/testing/table';
import { answerInvitation } from '@safe-haven/testing/public-api';

const stack = inject('stack');
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@invitee.test`;
const body = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana', lastName: 'Reyes', email, personalMessage: 'Looking forward to hosting you.', audience: 'member', idempotencyKey: randomUUID(), ...overrides,
});

let sender: TestUser;
let senderToken: string;

beforeAll(async () => {
  sender = await createStaffUser(stack, { role: 'founder', firstName: 'Morgan', lastName: 'Lake' });
  senderToken = await signIn(stack, sender);
});

const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  callApi(stack, 'POST', '/invitations', { token: senderToken, body: payload, headers });

describe('links in emails', () => {
  it('point at the configured site even when the request names another origin', async () => {
    const email = uniqueEmail('origin');
    const response = await send(body(email), { origin: 'https://evil.example', host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(response.status).toBe(201);
    const [mail] = await waitForEmail(stack.urls.mailbox, email);
    expect(invitationLinkIn(mail!).origin).toBe(stack.urls.web);
    expect(mail!.body.html).not.toContain('evil.example');
    expect(mail!.body.text).not.toContain('evil.example');
  });

  it('let the invitee reply to the inviter and tell them they may ignore the email', async () => {
    const email = uniqueEmail('reply');
    await send(body(email));
    const [mail] = await waitForEmail(stack.urls.mailbox, email);
    expect(mail!.replyTo).toEqual([sender.email]);
    expect(mail!.body.text).toContain('simply ignore this email');
    expect(mail!.body.text).toContain('Please do not forward it.');
  });
});

describe('tokens at rest', () => {
  it('appear in no stored item, only as the link in the email', async () => {
    const email = uniqueEmail('token');
    await send(body(email));
    const [mail] = await waitForEmail(stack.urls.mailbox, email);
    const token = linkTokenIn(mail!);
    const answered = await answerInvitation(stack, token, { body: { form: 'member', answer: 'maybe', name: 'Dana Reyes', email, phone: '(303) 555-0100', maybeType: 'call' } });
    expect(answered.status).toBe(200);
    const stored = JSON.stringify(await allItems(stack));
    expect(stored).not.toContain(token);
  });
});

describe('one person, however the address is typed', () => {
  it('answers ALREADY_CLOSED for Alice+x@Example.com after alice@example.com declined', async () => {
    const local = `alice${randomUUID().slice(0, 6)}`;
    const first = `${local}@example.com`;
    await send(body(first));
    const [mail] = await waitForEmail(stack.urls.mailbox, first);
    const token = linkTokenIn(mail!);
    expect((await answerInvitation(stack, token, { body: { form: 'decline' } })).status).toBe(200);

    const again = await send(body(`${local[0]!.toUpperCase()}${local.slice(1)}+x@Example.com`));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_CLOSED', message: INVITATION_RESULT_MESSAGES.ALREADY_CLOSED });
  });

  it('treats Gmail dots and plus tags as the same person but sends to the address as typed', async () => {
    const local = `bob${randomUUID().slice(0, 6)}`;
    const typed = `${local.slice(0, 2)}.${local.slice(2)}+club@GMail.com`;
    const sent = await send(body(typed));
    expect(sent.status).toBe(201);
    const [mail] = await waitForEmail(stack.urls.mailbox, typed);
    expect(mail!.destination.to).toEqual([typed]);
    const duplicate = await send(body(`${local}@googlemail.com`));
    expect(duplicate.body).toMatchObject({ code: 'ALREADY_INVITED_ACTIVE' });
  });
});

describe('text fields', () => {
  it.each([
    ['a line break in a name', { firstName: 'Dana\nBcc: x@evil.example' }, 'firstName', FIELD_MESSAGES.singleLine('First name')],
    ['a control character in a name', { lastName: 'Re\u0007yes' }, 'lastName', FIELD_MESSAGES.singleLine('Last name')],
    ['a right-to-left override in a name', { firstName: 'Dana\u202Eeci' }, 'firstName', FIELD_MESSAGES.singleLine('First name')],
    ['a direction override in the message', { personalMessage: 'Hello\u202Edlrow' }, 'personalMessage', FIELD_MESSAGES.invisibleCharacters('Personal message')],
  ])('refuse %s with 400 and store nothing', async (_what, overrides, field, message) => {
    const email = uniqueEmail('control');
    const response = await send(body(email, overrides));
    expect(response.status).toBe(400);
    expect((response.body.fieldErrors as Record<string, string>)[field]).toBe(message);
    expect(await countInvitationsTo(stack, email)).toBe(0);
  });

  it('keep the line breaks of a personal message', async () => {
    const email = uniqueEmail('multiline');
    expect((await send(body(email, { personalMessage: 'Line one\nLine two' }))).status).toBe(201);
  });
});
