/**
 * The per-person daily cap on invitation emails: sends and resends are counted in their own
 * transaction, so a refused or failed send counts nothing and a counted one is never lost. The
 * service calls run in this process with a small cap; the HTTP checks go through the local gateway
 * with the stack's own cap.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { INVITATION_RESULT_MESSAGES } from '@safe-haven/shared/messages';
import { emailsTo } from '@safe-haven/testing/mailbox';
import { callApi, createStaffUser, signIn } from '@safe-haven/testing/staff-users';
import { countInvitationsTo } from '@safe-haven/testing/table';
import { dynamo } from '../core/aws-clients';
import { TooManyRequestsError } from '../core/errors';
import { getInvitation } from '../data/invitation';
import { getProfile, type Profile } from '../data/profile';
import { tableName } from '../data/table';
import { dailyInvitationKey } from './daily-invitation-cap';
import { resendInvitation } from './resend-invitation-service';
import { sendInvitation } from './send-invitation-service';

const stack = inject('stack');
const SMALL_CAP = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@invitee.test`;
const input = (email: string, idempotencyKey: string = randomUUID()) => ({
  firstName: 'Kit', lastName: 'Capped', email, personalMessage: 'Come and see us.', audience: 'member' as const, idempotencyKey,
});

/** A new sender, with this file's small cap in force (creating a user restores the stack's environment). */
const freshSender = async (): Promise<Profile> => {
  const user = await createStaffUser(stack, { role: 'leadgen' });
  process.env.DAILY_INVITATION_CAP = String(SMALL_CAP);
  return (await getProfile(user.id))!;
};

const countToday = async (actorId: string, now = new Date()): Promise<number> => {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: dailyInvitationKey(actorId, now), ConsistentRead: true }));
  return Number(Item?.count ?? 0);
};

const capRefusal = (cap: number) => expect.objectContaining({ statusCode: 429, code: 'DAILY_INVITATION_CAP', message: INVITATION_RESULT_MESSAGES.DAILY_CAP_REACHED(cap) });

afterEach(() => {
  process.env.DAILY_INVITATION_CAP = stack.env.DAILY_INVITATION_CAP;
});

describe('the daily invitation cap', () => {
  it('refuses the send past the cap with 429, writing and emailing nothing', async () => {
    // Prepare
    const sender = await freshSender();
    for (let i = 0; i < SMALL_CAP; i++) expect(await sendInvitation(sender, input(uniqueEmail('within')))).toMatchObject({ ok: true });
    const over = uniqueEmail('over');
    // Act
    const refused = sendInvitation(sender, input(over));
    // Assess
    await expect(refused).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(refused).rejects.toEqual(capRefusal(SMALL_CAP));
    expect(INVITATION_RESULT_MESSAGES.DAILY_CAP_REACHED(SMALL_CAP)).toBe(
      'You have sent the most invitations allowed in one day (3). You can send more tomorrow, or ask an admin.',
    );
    expect(await countInvitationsTo(stack, over)).toBe(0);
    expect(await emailsTo(stack.urls.mailbox, over)).toEqual([]);
    expect(await countToday(sender.id)).toBe(SMALL_CAP);
  });

  it('does not count a refused send or a replay of the same request', async () => {
    const sender = await freshSender();
    const email = uniqueEmail('once');
    const request = input(email);
    expect(await sendInvitation(sender, request)).toMatchObject({ ok: true });
    expect(await sendInvitation(sender, request)).toMatchObject({ ok: true });
    expect(await sendInvitation(sender, input(email))).toMatchObject({ ok: false, code: 'ALREADY_INVITED_ACTIVE' });
    expect(await countToday(sender.id)).toBe(1);
  });

  it('counts resends, against the person who resends', async () => {
    const sender = await freshSender();
    const sent = await sendInvitation(sender, input(uniqueEmail('resent')));
    await resendInvitation(sender, sent.invitationId!);
    await resendInvitation(sender, sent.invitationId!);
    const before = (await getInvitation(sent.invitationId!))!;
    // Act
    await expect(resendInvitation(sender, sent.invitationId!)).rejects.toEqual(capRefusal(SMALL_CAP));
    // Assess: the refused resend changed nothing.
    const after = (await getInvitation(sent.invitationId!))!;
    expect(after.latestEmailId).toBe(before.latestEmailId);
    expect(after.expiresAt).toBe(before.expiresAt);
    expect(await countToday(sender.id)).toBe(SMALL_CAP);
  });

  it('is per person and per UTC day', async () => {
    const sender = await freshSender();
    const other = await freshSender();
    const now = new Date();
    for (let i = 0; i < SMALL_CAP; i++) await sendInvitation(sender, input(uniqueEmail('today')), now);
    await expect(sendInvitation(sender, input(uniqueEmail('today')), now)).rejects.toBeInstanceOf(TooManyRequestsError);
    expect(await sendInvitation(other, input(uniqueEmail('colleague')), now)).toMatchObject({ ok: true });
    const tomorrow = new Date(now.getTime() + DAY_MS);
    expect(await sendInvitation(sender, input(uniqueEmail('tomorrow')), tomorrow)).toMatchObject({ ok: true });
    expect(await countToday(sender.id, tomorrow)).toBe(1);
  });

  it('keeps the count equal to what was sent when sends race past the cap', async () => {
    const sender = await freshSender();
    const emails = Array.from({ length: SMALL_CAP + 3 }, () => uniqueEmail('race'));
    const results = await Promise.allSettled(emails.map((email) => sendInvitation(sender, input(email))));
    const sent = await Promise.all(emails.map((email) => countInvitationsTo(stack, email)));
    const succeeded = results.filter((result) => result.status === 'fulfilled').length;
    expect(succeeded).toBeLessThanOrEqual(SMALL_CAP);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(succeeded);
    expect(await countToday(sender.id)).toBe(succeeded);
  });

  it('answers 429 with the message over HTTP, for a send and a resend, and the counter expires', async () => {
    // Prepare: someone who has already sent the stack's whole cap today.
    const user = await createStaffUser(stack, { role: 'leadgen' });
    const token = await signIn(stack, user);
    const first = await callApi(stack, 'POST', '/invitations', { token, body: input(uniqueEmail('http')) });
    expect(first.status).toBe(201);
    const cap = stack.config.dailyInvitationCap;
    const key = dailyInvitationKey(user.id, new Date());
    const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...Item, count: cap } }));
    // Act
    const send = await callApi(stack, 'POST', '/invitations', { token, body: input(uniqueEmail('http-over')) });
    const resend = await callApi(stack, 'POST', `/invitations/${String(first.body.invitationId)}/resend`, { token });
    // Assess
    for (const response of [send, resend]) {
      expect(response.status).toBe(429);
      expect(response.body).toMatchObject({ code: 'DAILY_INVITATION_CAP', message: INVITATION_RESULT_MESSAGES.DAILY_CAP_REACHED(cap) });
    }
    // The counter goes by itself two days after its day began.
    const dayStart = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    expect(Item).toMatchObject({ entity: 'rate-limit', ttl: (dayStart + 2 * DAY_MS) / 1000 });
  });
});
