/**
 * Resend carries the same link with a new expiry; delete kills the link, frees the recipient and
 * takes back every count the invitation added.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MANAGE_INVITATIONS_MESSAGES } from '@safe-haven/shared/messages';
import { invitationLinkIn, linkTokenIn, waitForEmail } from '@safe-haven/testing/mailbox';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { waitFor } from '@safe-haven/testing/wait';
import { getInvitation } from '../data/invitation';
import { dayKey, readDailySent, readInviteCounters, readSenderStats } from '../data/invite-stats';
import { recipientEntity } from '../data/recipient';
import { answerInvitation, readInvitation } from '@safe-haven/testing/public-api';

const stack = inject('stack');
let founder: TestUser;
let leadgen: TestUser;
let founderToken: string;
let leadgenToken: string;

beforeAll(async () => {
  founder = await createStaffUser(stack, { role: 'founder' });
  leadgen = await createStaffUser(stack, { role: 'leadgen', addedById: founder.id });
  founderToken = await signIn(stack, founder);
  leadgenToken = await signIn(stack, leadgen);
});

const send = async (email: string, token = leadgenToken) => {
  const sent = await callApi(stack, 'POST', '/invitations', {
    token,
    body: { firstName: 'Rae', lastName: 'Sendagain', email, personalMessage: 'Come and see.', audience: 'member', idempotencyKey: randomUUID() },
  });
  expect(sent.status).toBe(201);
  return String(sent.body.invitationId);
};

describe('resend', () => {
  it('sends the same link again and extends the invitation and its recipient by 30 days', async () => {
    const email = `resend-${randomUUID().slice(0, 8)}@invitee.test`;
    const id = await send(email);
    const before = (await getInvitation(id))!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const response = await callApi(stack, 'POST', `/invitations/${id}/resend`, { token: leadgenToken });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ok: true, message: MANAGE_INVITATIONS_MESSAGES.resent, emailDelivered: true });
    const [first, second] = await waitForEmail(stack.urls.mailbox, email, 2);
    expect(invitationLinkIn(second!).toString()).toBe(invitationLinkIn(first!).toString());
    const after = (await getInvitation(id))!;
    expect(after.expiresAt > before.expiresAt).toBe(true);
    expect(after.resentAt).toBeDefined();
    expect(after.latestEmailId).not.toBe(before.latestEmailId);
    expect((await recipientEntity.get(email))!.expiresAt).toBe(after.expiresAt);
    // The mirror shows the new email's outcome on the card.
    await waitFor(async () => (await getInvitation(id))!.emailDelivery, (status) => status === 'sent', 'the delivery mirror');
  });

  it('refuses an answered invitation', async () => {
    const invitation = await seedInvitation(leadgen, { status: 'yes' });
    const response = await callApi(stack, 'POST', `/invitations/${invitation.id}/resend`, { token: leadgenToken });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(MANAGE_INVITATIONS_MESSAGES.resendNotAllowed);
  });

  it('refuses an expired invitation whose person was invited again by someone else', async () => {
    const email = `taken-${randomUUID().slice(0, 8)}@invitee.test`;
    const old = await seedInvitation(leadgen, { email, createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString() });
    const retaken = await callApi(stack, 'POST', '/invitations', {
      token: founderToken,
      body: { firstName: 'Rae', lastName: 'Taken', email, personalMessage: 'Hello again', audience: 'member', idempotencyKey: randomUUID() },
    });
    expect(retaken.status).toBe(201);
    const response = await callApi(stack, 'POST', `/invitations/${old.id}/resend`, { token: leadgenToken });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(MANAGE_INVITATIONS_MESSAGES.resendRecipientTaken);
  });
});

describe('delete', () => {
  it('kills the link, frees the recipient and takes back every count, as a recount would', async () => {
    // A founder (boss) and a lead generator (seller) of its own: the other tests' invitations may still be counted by
    // the stream while this test runs, and would move a shared person's counts under it.
    const boss = await createStaffUser(stack, { role: 'founder' });
    const seller = await createStaffUser(stack, { role: 'leadgen', addedById: boss.id });
    const [bossToken, sellerToken] = await Promise.all([signIn(stack, boss), signIn(stack, seller)]);
    // One invitation stays, so lastInviteAt has one to fall back to.
    await seedInvitation(seller, { createdAt: new Date(Date.now() - 60_000).toISOString() });
    const readAll = async () => ({
      seller: (await readSenderStats([seller.id], { consistent: true })).get(seller.id)!,
      boss: await readInviteCounters(boss.id),
      today: (await readDailySent(seller.id, 1, new Date(), { consistent: true })).get(dayKey(new Date().toISOString())) ?? 0,
    });
    const before = await waitFor(readAll, (all) => all.seller?.ownSent === 1 && all.boss.myLeadgensSent === 1 && all.today === 1, 'the kept invitation counted');
    const email = `delete-${randomUUID().slice(0, 8)}@invitee.test`;
    const id = await send(email, sellerToken);
    const token = linkTokenIn((await waitForEmail(stack.urls.mailbox, email))[0]!);
    const answered = await answerInvitation(stack, token, {
      body: { form: 'member', answer: 'interested', name: 'Rae Sendagain', email },
    });
    expect(answered.status).toBe(200);
    await waitFor(() => readSenderStats([seller.id], { consistent: true }).then((s) => s.get(seller.id)!.yesCount), (yes) => yes === before.seller.yesCount + 1, 'the yes count');

    const deleted = await callApi(stack, 'DELETE', `/invitations/${id}`, { token: bossToken });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(MANAGE_INVITATIONS_MESSAGES.deleted);

    expect((await readInvitation(stack, token)).status).toBe(404);
    expect(await recipientEntity.get(email)).toBeUndefined();
    await waitFor(
      () => readSenderStats([seller.id], { consistent: true }).then((s) => s.get(seller.id)!),
      (s) => s.ownSent === before.seller.ownSent && s.yesCount === before.seller.yesCount,
      'the counts taken back',
    );
    // lastInviteAt falls back to the newest invitation left.
    const newest = await callApi<{ items: { createdAt: string }[] }>(stack, 'GET', '/invitations', { token: sellerToken });
    await waitFor(() => readSenderStats([seller.id], { consistent: true }).then((s) => s.get(seller.id)!.lastInviteAt), (at) => at === newest.body.items[0]!.createdAt, 'lastInviteAt');
    await waitFor(readAll, (all) => all.boss.myLeadgensSent === before.boss.myLeadgensSent && all.today === before.today, "the founder's and the day's counts taken back");

    const again = await callApi(stack, 'POST', '/invitations', {
      token: bossToken,
      body: { firstName: 'Rae', lastName: 'Again', email, personalMessage: 'A fresh start', audience: 'member', idempotencyKey: randomUUID() },
    });
    expect(again.status).toBe(201);
  });

  it('answers a second delete with 404', async () => {
    const invitation = await seedInvitation(leadgen);
    expect((await callApi(stack, 'DELETE', `/invitations/${invitation.id}`, { token: founderToken })).status).toBe(200);
    expect((await callApi(stack, 'DELETE', `/invitations/${invitation.id}`, { token: founderToken })).status).toBe(404);
  });
});
