/** What survives a failure: an SES outage keeps the invitation; an expired token stops working. */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { createStaffUser } from '@safe-haven/testing/staff-users';
import { countInvitationsTo } from '@safe-haven/testing/table';
import { emailsTo } from '@safe-haven/testing/mailbox';
import { getProfile, type Profile } from '../data/profile';
import { getInvitation } from '../data/invitation';
import { linkToken } from '../core/link-tokens';
import { sendInvitation } from './send-invitation-service';
import { answerInvitation, readInvitation } from '@safe-haven/testing/public-api';

const stack = inject('stack');
let sender: Profile;

const input = (email: string) => ({
  firstName: 'Lee', lastName: 'Chen', email, personalMessage: 'Welcome', audience: 'investor' as const, idempotencyKey: randomUUID(),
});

beforeAll(async () => {
  const user = await createStaffUser(stack, { role: 'admin' });
  sender = (await getProfile(user.id))!;
});

afterEach(() => {
  mockClient(SESv2Client).restore();
});

describe('an email that cannot be delivered', () => {
  it('keeps the invitation, marks its outbox email failed, and reports Invitation Created', async () => {
    // Prepare
    mockClient(SESv2Client).on(SendEmailCommand).rejects(new Error('Daily sending quota exceeded'));
    const email = `ses-down-${randomUUID().slice(0, 8)}@invitee.test`;
    // Act
    const result = await sendInvitation(sender, input(email));
    // Assess
    expect(result).toMatchObject({ ok: true, emailDelivered: false, deliveryError: 'Daily sending quota exceeded' });
    const invitation = await getInvitation(result.invitationId!);
    expect(invitation).toMatchObject({ status: 'sent', recipientEmail: email });
    const readable = await readInvitation(stack, await linkToken('invitation', invitation!.id));
    expect(readable.status).toBe(200);
  });

  it('delivers on a retry of the same request once SES is back, without a second invitation', async () => {
    const email = `ses-retry-${randomUUID().slice(0, 8)}@invitee.test`;
    const request = input(email);
    mockClient(SESv2Client).on(SendEmailCommand).rejects(new Error('Throttling'));
    const failed = await sendInvitation(sender, request);
    mockClient(SESv2Client).restore();
    const retried = await sendInvitation(sender, request);
    expect(retried).toMatchObject({ ok: true, emailDelivered: true, invitationId: failed.invitationId });
    expect(await countInvitationsTo(stack, email)).toBe(1);
    expect(await emailsTo(stack.urls.mailbox, email)).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('refuses a token after the invitation lifetime', async () => {
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const result = await sendInvitation(sender, input(`old-${randomUUID().slice(0, 8)}@invitee.test`), longAgo);
    const invitation = await getInvitation(result.invitationId!);
    const response = await readInvitation(stack, await linkToken('invitation', invitation!.id));
    expect(response.status).toBe(404);
    const answer = await answerInvitation(stack, await linkToken('invitation', invitation!.id), { body: { form: 'decline' } });
    expect(answer.status).toBe(404);
  });

  it('keeps an answered lead from being invited again after its link expired', async () => {
    const email = `answered-${randomUUID().slice(0, 8)}@invitee.test`;
    const day = 24 * 60 * 60 * 1000;
    const sent = await sendInvitation(sender, input(email), new Date(Date.now() - 29 * day));
    const token = await linkToken('invitation', sent.invitationId!);
    const answer = await answerInvitation(stack, token, {
      body: { form: 'investor', answer: 'maybe', firstName: 'Lee', lastName: 'Chen', email, phone: '(303) 555-0101', address: 'A' },
    });
    expect(answer.status).toBe(200);
    // Two days later the link has expired, but the invitee is an active lead.
    const again = await sendInvitation(sender, input(email), new Date(Date.now() + 2 * day));
    expect(again).toMatchObject({ ok: false, code: 'ALREADY_INVITED_ACTIVE' });
  });

  it('lets a new invitation replace an expired one for the same email', async () => {
    const email = `renew-${randomUUID().slice(0, 8)}@invitee.test`;
    await sendInvitation(sender, input(email), new Date(Date.now() - 31 * 24 * 60 * 60 * 1000));
    const renewed = await sendInvitation(sender, input(email));
    expect(renewed).toMatchObject({ ok: true });
  });
});
