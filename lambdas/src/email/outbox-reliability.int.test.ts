/**
 * The outbox against the local engines, with AWS failures injected by aws-sdk-client-mock: an email is
 * never lost and never sent twice, whatever fails in between.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SESv2Client, SendEmailCommand, TooManyRequestsException } from '@aws-sdk/client-sesv2';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { INVITATION_RESULT_MESSAGES } from '@safe-haven/shared/messages';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { emailsTo, linkTokenIn, waitForEmail } from '@safe-haven/testing/mailbox';
import { interceptDynamo } from '@safe-haven/testing/intercept-dynamo';
import { allItems } from '@safe-haven/testing/table';
import { dynamo } from '../core/aws-clients';
import { localMetricPoints } from '../core/metrics';
import { getInvitation } from '../data/invitation';
import { claimOutboxEmail, getOutboxEmail, MAX_DELIVERY_ATTEMPTS, outboxEntity, UNCONFIRMED_SEND_WAIT_MS, type OutboxEmail } from '../data/outbox';
import { activeAdmins, getProfile, profileEntity } from '../data/profile';
import { idempotencyEntity } from '../data/idempotency';
import { suppressionEntity } from '../data/suppression';
import { sendInvitation } from '../invitations/send-invitation-service';
import { deliverOutboxEmail } from './deliver-outbox-email';
import { ALL_RENDERERS } from './all-renderers';
import { handleSesEvent } from './ses-events';
import { sweepOutbox } from './sweep-outbox';
import { OUTBOX_SWEEPER_FUNCTION, SES_EVENTS_FUNCTION } from '@safe-haven/shared/api-routes';
import type { BackgroundFunction } from '@safe-haven/shared/function-permissions';
import { enforceDeclaredPermissions, runAsFunction } from '@safe-haven/scripts/local/function-permissions';
import { answerInvitation } from '@safe-haven/testing/public-api';

const stack = inject('stack');
// The sweeper and the SES-events handler run under their own declarations, as in AWS.
enforceDeclaredPermissions();

const asFunction = async <T>(fn: BackgroundFunction, work: () => Promise<T>): Promise<T> => {
  const { result, denied } = await runAsFunction({ label: `function ${fn.id}`, permissions: fn.permissions }, work);
  expect(denied).toEqual([]);
  return result;
};
const sweep = (now?: Date) => asFunction(OUTBOX_SWEEPER_FUNCTION, () => sweepOutbox({ ...(now ? { now } : {}) }));
const sesEvent = (event: Parameters<typeof handleSesEvent>[0]) => asFunction(SES_EVENTS_FUNCTION, () => handleSesEvent(event));
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@invitee.test`;
const input = (email: string) => ({
  firstName: 'Lee', lastName: 'Chen', email, personalMessage: 'Welcome', audience: 'member' as const, idempotencyKey: randomUUID(),
});
const MINUTE = 60_000;

let admin: TestUser;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Avery', lastName: 'Stone' });
});

afterEach(() => {
  mockClient(SESv2Client).restore();
});

/** The outbox item of a send, through its idempotency record. */
const outboxOf = async (sent: { idempotencyKey: string }, sender = admin): Promise<OutboxEmail> => {
  const record = await idempotencyEntity.get(sender.id, sent.idempotencyKey);
  return (await getOutboxEmail(record!.outboxId))!;
};

/** Test-only: the notification written for an invitee's answer. */
const notificationFor = async (invitationId: string): Promise<OutboxEmail | undefined> =>
  (await allItems(stack))
    .filter((item) => outboxEntity.is(item))
    .map((item) => outboxEntity.fromItem(item))
    .find((email) => email.message.template === 'response-notification' && email.relatedId === invitationId);

describe('an email SES accepted', () => {
  it('is sent exactly once when the "sent" write fails once', async () => {
    // Prepare: the first status write after SES accepted the email fails.
    const sender = (await getProfile(admin.id))!;
    const email = uniqueEmail('sent-write');
    let failures = 0;
    const mock = interceptDynamo((name, commandInput) => {
      if (name === 'UpdateCommand' && String(commandInput.UpdateExpression).startsWith('SET #status = :sent') && failures === 0) {
        failures++;
        return Promise.reject(Object.assign(new Error('Internal server error'), { name: 'InternalServerError' }));
      }
      return 'pass';
    });
    // Act
    const request = input(email);
    const result = await sendInvitation(sender, request);
    mock.restore();
    await sweep(new Date(Date.now() + 3 * MINUTE));
    // Assess
    expect(failures).toBe(1);
    expect(result).toMatchObject({ ok: true, emailDelivered: true });
    expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(1);
  });

  it('is never marked failed, even when every "sent" write fails; the alarm metric says so', async () => {
    const sender = (await getProfile(admin.id))!;
    const email = uniqueEmail('sent-never-recorded');
    const mock = interceptDynamo((name, commandInput) =>
      name === 'UpdateCommand' && String(commandInput.UpdateExpression).startsWith('SET #status = :sent')
        ? Promise.reject(new Error('DynamoDB unavailable'))
        : 'pass');
    const before = localMetricPoints.filter((point) => point.name === 'EmailSentNotRecorded').length;
    const request = input(email);
    const result = await sendInvitation(sender, request);
    mock.restore();
    expect(result).toMatchObject({ ok: true, emailDelivered: true });
    const outbox = await outboxOf(request);
    expect(outbox.status).toBe('sending');
    expect(localMetricPoints.filter((point) => point.name === 'EmailSentNotRecorded').length).toBe(before + 1);
  });

  it('is recorded sent by SES\'s Send event when no "sent" write landed, and the sweeper never sends it again', async () => {
    const sender = (await getProfile(admin.id))!;
    const email = uniqueEmail('send-event');
    const mock = interceptDynamo((name, commandInput) =>
      name === 'UpdateCommand' && String(commandInput.UpdateExpression).startsWith('SET #status = :sent')
        ? Promise.reject(new Error('DynamoDB unavailable'))
        : 'pass');
    const request = input(email);
    await sendInvitation(sender, request);
    mock.restore();
    const outbox = await outboxOf(request);
    expect(outbox.status).toBe('sending');

    // Before SES's event arrives, the sweeper leaves the email alone: SES may have it.
    await sweep(new Date(Date.now() + 10 * MINUTE));
    expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(1);

    await sesEvent({ eventType: 'Send', mail: { messageId: 'ses-message-1', tags: { outboxId: [outbox.id] } } });
    expect(await getOutboxEmail(outbox.id)).toMatchObject({ status: 'sent', messageId: 'ses-message-1' });
    expect((await getOutboxEmail(outbox.id))!.nextAttemptAt).toBeUndefined();

    await sweep(new Date(Date.now() + UNCONFIRMED_SEND_WAIT_MS + 10 * MINUTE));
    expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(1);
    // A repeat of the event, or one after a bounce, changes nothing.
    await sesEvent({ eventType: 'Send', mail: { messageId: 'ses-message-2', tags: { outboxId: [outbox.id] } } });
    expect(await getOutboxEmail(outbox.id)).toMatchObject({ status: 'sent', messageId: 'ses-message-1' });
  });
});

describe('a delivery that dies or fails', () => {
  it('is recovered by the sweeper once its claim times out, and sent once', async () => {
    // Prepare: SES is down when the invitation is sent, so the email waits as failed.
    const sender = (await getProfile(admin.id))!;
    const email = uniqueEmail('killed');
    mockClient(SESv2Client).on(SendEmailCommand).rejects(new Error('Service unavailable'));
    const request = input(email);
    const result = await sendInvitation(sender, request);
    mockClient(SESv2Client).restore();
    expect(result).toMatchObject({ ok: true, emailDelivered: false });
    const outbox = await outboxOf(request);
    // A worker claimed it longer ago than a Send event could take to arrive, and was killed before it sent.
    expect(await claimOutboxEmail(outbox.id, new Date(Date.now() - UNCONFIRMED_SEND_WAIT_MS - MINUTE))).toBeDefined();

    // Act: the sweeper runs now.
    const report = await sweep(new Date(Date.now() + 1000));

    // Assess
    expect(report.delivered).toBeGreaterThanOrEqual(1);
    expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(1);
    expect(await getOutboxEmail(outbox.id)).toMatchObject({ status: 'sent', attempts: 3, sentTo: email });
    await sweep(new Date(Date.now() + 10 * MINUTE));
    expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(1);
  });

  it('leaves a claim alone while SES\'s Send event could still arrive', async () => {
    const sender = (await getProfile(admin.id))!;
    const email = uniqueEmail('recent-claim');
    mockClient(SESv2Client).on(SendEmailCommand).rejects(new Error('Service unavailable'));
    const request = input(email);
    await sendInvitation(sender, request);
    mockClient(SESv2Client).restore();
    const outbox = await outboxOf(request);
    expect(await claimOutboxEmail(outbox.id, new Date(Date.now() - 20 * MINUTE))).toBeDefined();
    expect(await claimOutboxEmail(outbox.id)).toBeUndefined();
    await sweep(new Date(Date.now() + 5 * MINUTE));
    expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(0);
  });

  it('leaves a live claim alone', async () => {
    const sender = (await getProfile(admin.id))!;
    const email = uniqueEmail('live-claim');
    mockClient(SESv2Client).on(SendEmailCommand).rejects(new Error('Service unavailable'));
    const request = input(email);
    await sendInvitation(sender, request);
    mockClient(SESv2Client).restore();
    const outbox = await outboxOf(request);
    expect(await claimOutboxEmail(outbox.id)).toBeDefined();
    expect(await deliverOutboxEmail(outbox.id, { renderers: ALL_RENDERERS })).toMatchObject({ delivered: false, reason: 'busy' });
    expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(0);
  });

  it('retries with backoff and gives up after the last attempt, visibly', async () => {
    const sender = (await getProfile(admin.id))!;
    const email = uniqueEmail('give-up');
    mockClient(SESv2Client).on(SendEmailCommand).rejects(new Error('Address blacklisted by provider'));
    const request = input(email);
    await sendInvitation(sender, request);
    const outbox = await outboxOf(request);
    let previousNext = (await getOutboxEmail(outbox.id))!.nextAttemptAt!;
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      const current = (await getOutboxEmail(outbox.id))!;
      expect(current).toMatchObject({ status: 'failed', attempts: attempt - 1 });
      // Not due before its backoff has passed ...
      expect(await deliverOutboxEmail(outbox.id, { renderers: ALL_RENDERERS })).toMatchObject({ delivered: false });
      const after = (await getOutboxEmail(outbox.id))!;
      expect(after.attempts).toBe(attempt);
      if (after.status === 'failed') {
        expect(after.nextAttemptAt! > previousNext).toBe(true);
        previousNext = after.nextAttemptAt!;
      }
    }
    expect(await getOutboxEmail(outbox.id)).toMatchObject({ status: 'dead', attempts: MAX_DELIVERY_ATTEMPTS, lastError: 'Address blacklisted by provider' });
    expect(await deliverOutboxEmail(outbox.id, { renderers: ALL_RENDERERS })).toMatchObject({ delivered: false });
    expect(localMetricPoints.some((point) => point.name === 'EmailDeliveryGivenUp')).toBe(true);
  });
});

describe("the inviter's notification", () => {
  const invitedBy = async (inviter: TestUser) => {
    const token = await signIn(stack, inviter);
    const email = uniqueEmail('answer');
    const sent = await callApi(stack, 'POST', '/invitations', { token, body: input(email) });
    const [mail] = await waitForEmail(stack.urls.mailbox, email);
    const linkToken = linkTokenIn(mail!);
    return {
      email,
      invitationId: sent.body.invitationId as string,
      answer: () => answerInvitation(stack, linkToken, { body: { form: 'member', answer: 'interested', name: 'Lee Chen', email } }),
    };
  };

  const setStatus = async (user: TestUser, status: 'active' | 'suspended') => {
    const profile = (await getProfile(user.id))!;
    await dynamo().send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: profileEntity.toItem({ ...profile, status }) }));
  };

  const waitUntilSent = async (invitationId: string): Promise<OutboxEmail> => {
    for (let i = 0; i < 100; i++) {
      const note = await notificationFor(invitationId);
      if (note?.status === 'sent') return note;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the notification about ${invitationId} was never sent`);
  };

  it('goes to the inviter, with Reply-To the invitee and no "do not forward" line', async () => {
    const leadgen = await createStaffUser(stack, { role: 'leadgen' });
    const { email, answer } = await invitedBy(leadgen);
    expect((await answer()).status).toBe(200);
    const [note] = await waitForEmail(stack.urls.mailbox, leadgen.email);
    expect(note!.replyTo).toEqual([email]);
    expect(note!.body.text).not.toContain('do not forward');
  });

  it('goes to whoever added an inviter who is no longer active, or else to an active admin', async () => {
    const founder = await createStaffUser(stack, { role: 'founder', firstName: 'Fran', lastName: 'Founder' });
    const leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Lou', lastName: 'Gone', addedById: founder.id });
    const first = await invitedBy(leadgen);
    const second = await invitedBy(leadgen);
    await setStatus(leadgen, 'suspended');

    expect((await first.answer()).status).toBe(200);
    expect(await waitUntilSent(first.invitationId)).toMatchObject({ sentTo: founder.email });
    const [toFounder] = await waitForEmail(stack.urls.mailbox, founder.email);
    expect(toFounder!.body.text).toContain("Lou Gone's member invitee");

    await setStatus(founder, 'suspended');
    expect((await second.answer()).status).toBe(200);
    const note = await waitUntilSent(second.invitationId);
    const admins = await activeAdmins();
    expect(admins.map((profile) => profile.email)).toContain(note.sentTo);
    expect(await emailsTo(stack.urls.mailbox, leadgen.email)).toHaveLength(0);
  });
});

describe('bounces and complaints', () => {
  const bounce = (outboxId: string, address: string) =>
    sesEvent({
      eventType: 'Bounce',
      mail: { messageId: `ses-${randomUUID()}`, tags: { outboxId: [outboxId] } },
      bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: address }] },
    });

  it('mark the invitation undeliverable and block the next send to that person with a clear message', async () => {
    const sender = (await getProfile(admin.id))!;
    const email = uniqueEmail('bounce');
    const request = input(email);
    const sent = await sendInvitation(sender, request);
    const outboxId = (await outboxOf(request)).id;

    await bounce(outboxId, email);

    expect(await getInvitation(sent.invitationId!)).toMatchObject({ emailStatus: 'undeliverable', emailIssue: 'bounced' });
    expect(await getOutboxEmail(outboxId)).toMatchObject({ status: 'bounced' });
    expect(await suppressionEntity.get(email.toUpperCase())).toMatchObject({ reason: 'bounced' });
    const again = await callApi(stack, 'POST', '/invitations', { token: await signIn(stack, admin), body: input(email.replace('@', '+again@')) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'EMAIL_SUPPRESSED', message: INVITATION_RESULT_MESSAGES.EMAIL_SUPPRESSED });
  });

  it('are idempotent: the same event twice changes nothing more', async () => {
    const sender = (await getProfile(admin.id))!;
    const email = uniqueEmail('twice');
    const request = input(email);
    await sendInvitation(sender, request);
    const outboxId = (await outboxOf(request)).id;
    await bounce(outboxId, email);
    const first = await suppressionEntity.get(email);
    await bounce(outboxId, email);
    expect(await suppressionEntity.get(email)).toEqual(first);
  });

  it('a complaint suppresses too; a soft bounce does not', async () => {
    const sender = (await getProfile(admin.id))!;
    const soft = uniqueEmail('soft');
    const softRequest = input(soft);
    await sendInvitation(sender, softRequest);
    await sesEvent({
      eventType: 'Bounce', mail: { messageId: 'm1', tags: { outboxId: [(await outboxOf(softRequest)).id] } },
      bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: soft }] },
    });
    expect(await suppressionEntity.get(soft)).toBeUndefined();

    const annoyed = uniqueEmail('complaint');
    const annoyedRequest = input(annoyed);
    const sent = await sendInvitation(sender, annoyedRequest);
    await sesEvent({
      eventType: 'Complaint', mail: { messageId: 'm2', tags: { outboxId: [(await outboxOf(annoyedRequest)).id] } },
      complaint: { complainedRecipients: [{ emailAddress: annoyed }] },
    });
    expect(await getInvitation(sent.invitationId!)).toMatchObject({ emailStatus: 'undeliverable', emailIssue: 'complained' });
  });

  it('stop an email still waiting for an address that was suppressed meanwhile', async () => {
    const sender = (await getProfile(admin.id))!;
    const email = uniqueEmail('suppressed-later');
    mockClient(SESv2Client).on(SendEmailCommand).rejects(new Error('Service unavailable'));
    const request = input(email);
    await sendInvitation(sender, request);
    mockClient(SESv2Client).restore();
    await suppressionEntity.createOne({ recipientKey: canonicalEmail(email), email, reason: 'complained', at: new Date().toISOString() });

    const outbox = await outboxOf(request);
    expect(await deliverOutboxEmail(outbox.id, { renderers: ALL_RENDERERS })).toMatchObject({ delivered: false, reason: 'suppressed' });
    expect(await getOutboxEmail(outbox.id)).toMatchObject({ status: 'suppressed' });
    expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(0);
  });
});

describe('a backlog', () => {
  /** Emails due now, each left by a send while SES was down. */
  const backlog = async (count: number, label: string) => {
    const sender = (await getProfile(admin.id))!;
    mockClient(SESv2Client).on(SendEmailCommand).rejects(new Error('Service unavailable'));
    const emails: string[] = [];
    for (let i = 0; i < count; i++) {
      const email = uniqueEmail(`${label}-${i}`);
      await sendInvitation(sender, input(email));
      emails.push(email);
    }
    mockClient(SESv2Client).restore();
    return emails;
  };
  /** A clock that moves only when the sweeper sleeps, so pacing is measured, not timed. */
  const virtualTime = () => {
    let now = 0;
    return { clock: () => now, sleep: async (ms: number) => void (now += ms), elapsed: () => now };
  };

  it('is sent at the sweeper\'s share of the SES sending rate, and no faster', async () => {
    const emails = await backlog(6, 'paced');
    const time = virtualTime();
    const report = await asFunction(OUTBOX_SWEEPER_FUNCTION, () =>
      sweepOutbox({ now: new Date(Date.now() + 3 * MINUTE), sesSendRate: 5, clock: time.clock, sleep: time.sleep }));
    const sent = report.delivered + report.notDelivered;
    expect(report.delivered).toBeGreaterThanOrEqual(emails.length);
    // 5 a second, 80% of it: one send every 250 ms.
    expect(time.elapsed()).toBeGreaterThanOrEqual((sent - 1) * 250 - 1);
    for (const email of emails) expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(1);
  });

  it('slows down when SES says "too fast", gives the attempt back, and is sent later', async () => {
    const emails = await backlog(3, 'throttled');
    mockClient(SESv2Client).on(SendEmailCommand).rejects(new TooManyRequestsException({ message: 'Maximum sending rate exceeded.', $metadata: {} }));
    const time = virtualTime();
    const report = await asFunction(OUTBOX_SWEEPER_FUNCTION, () =>
      sweepOutbox({ now: new Date(Date.now() + 3 * MINUTE), sesSendRate: 10, clock: time.clock, sleep: time.sleep }));
    mockClient(SESv2Client).restore();
    expect(report.throttled).toBeGreaterThanOrEqual(1);
    expect(report.throttled).toBeLessThanOrEqual(5);
    const outboxes = (await allItems(stack)).filter((item) => outboxEntity.is(item)).map((item) => outboxEntity.fromItem(item))
      .filter((email) => email.message.template === 'invitation' && emails.includes(email.to ?? ''));
    const released = outboxes.filter((email) => email.lastError?.includes('throttling'));
    expect(released.length).toBeGreaterThanOrEqual(1);
    expect(released.length).toBeLessThanOrEqual(report.throttled);
    // The failed send when SES was down counted one attempt; throttling counted none.
    for (const email of released) expect(email).toMatchObject({ status: 'failed', attempts: 1 });
    expect(localMetricPoints.some((point) => point.name === 'EmailThrottled')).toBe(true);

    await sweep(new Date(Date.now() + 10 * MINUTE));
    for (const email of emails) expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(1);
  });
});

