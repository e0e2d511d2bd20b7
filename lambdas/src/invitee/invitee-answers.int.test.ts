/** The invitee side against the local engines: reading by token, answering once, the inviter's notification. */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import { FIELD_MESSAGES } from '@safe-haven/shared/messages';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { linkTokenIn, messageIdsTo, waitForEmail, waitForNewEmail } from '@safe-haven/testing/mailbox';
import { itemsWithPrefix } from '@safe-haven/testing/table';
import { interceptDynamo } from '@safe-haven/testing/intercept-dynamo';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CURRENT_RAISE_TERMS } from '../company/current-raise-terms';
import { dynamo } from '../core/aws-clients';
import { NotFoundError } from '../core/errors';
import { getInvitation, invitationEntity } from '../data/invitation';
import { submitInviteeResponse } from './submit-response-service';
import { answerInvitation, readInvitation } from '@safe-haven/testing/public-api';

const stack = inject('stack');
let inviter: TestUser;
let inviterToken: string;

const invite = async (audience: 'member' | 'land_owner' | 'investor', lastName = 'Park') => {
  const email = `${audience}-${randomUUID().slice(0, 8)}@invitee.test`;
  const sent = await callApi(stack, 'POST', '/invitations', {
    token: inviterToken,
    body: { firstName: 'Jo', lastName, email, personalMessage: 'Come see it.', audience, idempotencyKey: randomUUID() },
  });
  const [mail] = await waitForEmail(stack.urls.mailbox, email);
  return { email, invitationId: sent.body.invitationId as string, token: linkTokenIn(mail!) };
};

const statusOf = async (invitationId: string) =>
  (await itemsWithPrefix(stack, `INVITATION#${invitationId}`, 'INVITATION'))[0]?.status;

beforeAll(async () => {
  inviter = await createStaffUser(stack, { role: 'leadgen', firstName: 'Riley', lastName: 'Inviter' });
  inviterToken = await signIn(stack, inviter);
});

describe('reading an invitation by token', () => {
  it('shows the invitee only what the page needs', async () => {
    const { token, email } = await invite('investor');
    const response = await readInvitation(stack, token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      audience: 'investor', recipient_name: 'Jo Park', recipient_email: email,
      recipient_first_name: 'Jo', recipient_last_name: 'Park', inviter_name: 'Riley Inviter',
      expires_at: expect.any(String), answered: false, raise_terms: CURRENT_RAISE_TERMS,
    });
    expect(JSON.stringify(response.body)).not.toContain(inviter.email);
  });

  it("stops returning the invitee's details once the invitation is answered, naming only the answer and its time", async () => {
    const { token, email } = await invite('member');
    await answerInvitation(stack, token, { body: { form: 'decline' } });
    const response = await readInvitation(stack, token);
    expect(response.status).toBe(200);
    // The brand's content the page shows (the tiers, the properties in review, what members say) is nobody's personal data.
    expect(response.body).toEqual({
      audience: 'member', inviter_name: 'Riley Inviter', expires_at: expect.any(String), answered: true, answer: 'no', answered_at: expect.any(String),
      site_content: { membership: expect.any(Object), properties: expect.any(Array), testimonials: expect.any(Array) },
    });
    expect(JSON.stringify(response.body)).not.toContain(email);
  });

  it('answers an unknown token with 404 and the page title', async () => {
    const response = await readInvitation(stack, 'b'.repeat(43));
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(INVITEE_MESSAGES.invalidTitle);
  });
});

describe('answering', () => {
  it.each([
    ['member', { form: 'member', answer: 'interested', name: 'Jo Park', email: 'jo@example.com', notes: 'Call me after 5' }, 'yes', 'interested'],
    ['member', { form: 'member', answer: 'maybe', name: 'Jo Park', email: 'jo@example.com', phone: '(303) 555-0100', maybeType: 'call' }, 'maybe', 'maybe_call'],
    ['land_owner', { form: 'land_owner', answer: 'maybe', firstName: 'Jo', lastName: 'Park', email: 'jo@example.com', phone: '(303) 555-0100', propertyAddress: '1 Ridge Rd', acreage: '120', preference: 'deck' }, 'maybe', 'maybe_info'],
    ['investor', { form: 'investor', answer: 'interested', firstName: 'Jo', lastName: 'Park', email: 'jo@example.com', phone: '(303) 555-0100', address: '9 Elm St', allocationRange: '100k-250k', notes: 'Via my advisor' }, 'yes', 'interested'],
    ['investor', { form: 'decline' }, 'no', 'not_interested'],
  ] as const)('a %s answer sets the status, stores the response and notifies the inviter', async (audience, body, status, responseType) => {
    // Prepare: a surname of its own, so this case's notification is told apart from earlier tests'
    // (the stream may deliver those late).
    const surname = `Park${randomUUID().replace(/[^a-f]/g, '').slice(0, 5)}`;
    const { token, invitationId } = await invite(audience, surname);
    const answer = { ...body, ...('name' in body ? { name: `Jo ${surname}` } : {}), ...('lastName' in body ? { lastName: surname } : {}) };
    const known = await messageIdsTo(stack.urls.mailbox, inviter.email);
    // Act
    const response = await answerInvitation(stack, token, { body: answer });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, message: 'Response recorded', status });
    expect(await statusOf(invitationId)).toBe(status);
    const [stored] = await itemsWithPrefix(stack, `INVITATION#${invitationId}`, 'RESPONSE#');
    expect(stored).toMatchObject({ invitationId, responseType });
    expect(JSON.stringify(stored)).not.toContain(token);
    if (body.form === 'decline') expect(stored).toMatchObject({ inviteeName: 'Declined', inviteeEmail: '', additionalNotes: 'User declined the invitation' });
    // The stream delivers the notification a moment later.
    const notification = await waitForNewEmail(stack.urls.mailbox, inviter.email, known, (email) => email.subject.includes(`Jo ${surname}`));
    if ('phone' in body && body.phone) expect(notification.body.text).toContain(`Phone: ${body.phone}`);
  });

  it('stores a phone number in E.164 and the email shows it as people read it', async () => {
    const { token, invitationId } = await invite('member');
    const known = await messageIdsTo(stack.urls.mailbox, inviter.email);
    const response = await answerInvitation(stack, token, {
      body: { form: 'member', answer: 'maybe', name: 'Jo Dialer', email: 'jo@example.com', phone: '303.555.0142', maybeType: 'call' },
    });
    expect(response.status).toBe(200);
    const [stored] = await itemsWithPrefix(stack, `INVITATION#${invitationId}`, 'RESPONSE#');
    expect(stored).toMatchObject({ inviteePhone: '+13035550142' });
    const notification = await waitForNewEmail(stack.urls.mailbox, inviter.email, known, (email) => email.subject.includes('Jo Dialer'));
    expect(notification.body.text).toContain('Phone: (303) 555-0142');
  });

  it('composes the investor notes from allocation range, preference and notes', async () => {
    const { token, invitationId } = await invite('investor');
    await answerInvitation(stack, token, {
      body: { form: 'investor', answer: 'maybe', firstName: 'Jo', lastName: 'Park', email: 'jo@example.com', phone: '(303) 555-0101', address: 'A', allocationRange: '500k+', preference: 'call', notes: 'Weekends' },
    });
    const [stored] = await itemsWithPrefix(stack, `INVITATION#${invitationId}`, 'RESPONSE#');
    expect(stored!.additionalNotes).toBe('Allocation range: $500,000+\nPreference: Schedule a call\nNotes: Weekends');
  });

  it('refuses a second answer with 409 and keeps the first', async () => {
    const { token, invitationId } = await invite('member');
    await answerInvitation(stack, token, { body: { form: 'member', answer: 'interested', name: 'Jo', email: 'jo@example.com' } });
    const second = await answerInvitation(stack, token, { body: { form: 'decline' } });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'ALREADY_ANSWERED', message: INVITEE_MESSAGES.alreadyAnswered });
    expect(await statusOf(invitationId)).toBe('yes');
    expect(await itemsWithPrefix(stack, `INVITATION#${invitationId}`, 'RESPONSE#')).toHaveLength(1);
    expect((await readInvitation(stack, token)).body.answered).toBe(true);
  });

  it('refuses the form of another audience and changes nothing', async () => {
    const { token, invitationId } = await invite('member');
    const response = await answerInvitation(stack, token, {
      body: { form: 'investor', answer: 'interested', firstName: 'Jo', lastName: 'P', email: 'jo@example.com', phone: '(303) 555-0101', address: 'A', allocationRange: '50k-100k' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('This invitation expects the member form.');
    expect(await statusOf(invitationId)).toBe('sent');
  });

  it('refuses missing required fields per form with their messages', async () => {
    const { token, invitationId } = await invite('land_owner');
    const response = await answerInvitation(stack, token, {
      body: { form: 'land_owner', answer: 'interested', firstName: 'Jo', lastName: 'Park', email: 'jo@example.com' },
    });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({ phone: 'Phone is required', propertyAddress: 'Property address is required', acreage: 'Acreage is required' });
    expect(await statusOf(invitationId)).toBe('sent');
  });

  it.each([
    ['member', { form: 'member', answer: 'maybe', name: 'Jo Park', email: 'jo@example.com', maybeType: 'call' }, { phone: INVITEE_MESSAGES.phoneRequiredForCall }],
    ['land_owner', { form: 'land_owner', answer: 'interested', firstName: 'Jo', lastName: 'Park', email: 'jo@example.com', phone: '(303) 555-0100', propertyAddress: '1 Ridge Rd', acreage: 'quite a lot' }, { acreage: INVITEE_MESSAGES.acreageInvalid }],
    ['investor', { form: 'investor', answer: 'maybe', firstName: 'Jo', lastName: 'Park', email: 'jo@example.com', phone: 'abc', address: '9 Elm St', preference: 'call' }, { phone: FIELD_MESSAGES.invalidPhone('Telephone') }],
    ['member', { form: 'member', answer: 'maybe', name: 'Jo Park', email: 'jo@example.com', phone: 'abc', maybeType: 'call' }, { phone: FIELD_MESSAGES.invalidPhone('Phone') }],
  ] as const)('refuses a %s answer the rules do not allow (a call without a phone, acreage that is not a number, a phone that is not one) and changes nothing', async (audience, body, fieldErrors) => {
    // Prepare
    const { token, invitationId } = await invite(audience);
    // Act
    const response = await answerInvitation(stack, token, { body });
    // Assess
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual(fieldErrors);
    expect(await statusOf(invitationId)).toBe('sent');
    expect(await itemsWithPrefix(stack, `INVITATION#${invitationId}`, 'RESPONSE#')).toHaveLength(0);
  });

  it('refuses an oversized note and changes nothing', async () => {
    const { token, invitationId } = await invite('member');
    const response = await answerInvitation(stack, token, {
      body: { form: 'member', answer: 'interested', name: 'Jo', email: 'jo@example.com', notes: 'n'.repeat(4001) },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Notes must be at most 4000 characters');
    expect(await statusOf(invitationId)).toBe('sent');
  });

  it('answers an unknown token with 404', async () => {
    const response = await answerInvitation(stack, 'c'.repeat(43), { body: { form: 'decline' } });
    expect(response.status).toBe(404);
  });
});

describe('answers racing each other or the expiry', () => {
  it('answers submissions at the same moment with one 200 and 409s, never a 500', async () => {
    const { token, invitationId } = await invite('member');
    const bodies = [
      { form: 'member', answer: 'interested', name: 'Jo Park', email: 'jo@example.com' },
      { form: 'decline' },
      { form: 'member', answer: 'maybe', name: 'Jo Park', email: 'jo@example.com', maybeType: 'info' },
      { form: 'decline' },
    ];
    const responses = await Promise.all(bodies.map((body) => answerInvitation(stack, token, { body })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'ALREADY_ANSWERED', message: INVITEE_MESSAGES.alreadyAnswered });
    }
    expect(await itemsWithPrefix(stack, `INVITATION#${invitationId}`, 'RESPONSE#')).toHaveLength(1);
  });

  it('re-checks the expiry inside the transaction: a link that expires after it was read stores nothing', async () => {
    // Prepare: the invitation expired, but the read before the transaction still sees it valid.
    const { token, invitationId } = await invite('member');
    const staleCopy = (await getInvitation(invitationId))!;
    const past = new Date(Date.now() - 60_000).toISOString();
    await dynamo().send(new UpdateCommand({ TableName: process.env.TABLE_NAME, Key: invitationEntity.key(invitationId), UpdateExpression: 'SET expiresAt = :past', ExpressionAttributeValues: { ':past': past } }));
    const mock = interceptDynamo((name, input) =>
      name === 'GetCommand' && (input.Key as { pk?: string }).pk === `INVITATION#${invitationId}`
        ? Promise.resolve({ Item: invitationEntity.toItem(staleCopy) })
        : 'pass');
    // Act
    const outcome = await submitInviteeResponse(token, { form: 'decline' }).catch((error: unknown) => error);
    mock.restore();
    // Assess
    expect(outcome).toBeInstanceOf(NotFoundError);
    expect(await statusOf(invitationId)).toBe('sent');
    expect(await itemsWithPrefix(stack, `INVITATION#${invitationId}`, 'RESPONSE#')).toHaveLength(0);
  });
});
