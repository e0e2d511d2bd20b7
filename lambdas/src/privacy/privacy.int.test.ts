/**
 * Privacy by design (docs/privacy.md) against the local engines: erasing an invitee, retention with a
 * moved clock, the access log of invitation details, and deleting a staff user.
 *
 * Retention is tested with data dated years in the past and the sweeper's clock moved relative to it
 * (never past the real now), so the other test files' invitations in the shared table are never due.
 * DynamoDB Local does not run TTL deletions: items that expire by TTL are checked by their `ttl` value.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PhotoUploadTicket } from '@safe-haven/shared/team-api-types';
import { PRIVACY_MESSAGES } from '@safe-haven/shared/messages';
import { DEFAULT_RETENTION } from '@safe-haven/shared/retention';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { waitForEmail } from '@safe-haven/testing/mailbox';
import { postToPresignedForm, TINY_PNG } from '@safe-haven/testing/photos';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { allItems, itemsWithPrefix } from '@safe-haven/testing/table';
import { watchTableWrites } from '@safe-haven/testing/table-writes';
import { waitFor } from '@safe-haven/testing/wait';
import { linkToken } from '../core/link-tokens';
import { DAY_MS } from '../core/retention-settings';
import { OPENING_WINDOW_MS } from '../data/access-log';
import { erasureRecordEntity } from '../data/erasure-record';
import { getInvitation } from '../data/invitation';
import { readInviteCounters, readSenderStats } from '../data/invite-stats';
import { getProfile, profileEmailEntity } from '../data/profile';
import { recipientEntity } from '../data/recipient';
import { hashedSuppressionEntity } from '../data/suppression';
import { submitInviteeResponse } from '../invitee/submit-response-service';
import { recordDetailsView } from './access-log-service';
import { sweepRetention } from './sweep-retention';

const stack = inject('stack');
let admin: TestUser;
let founder: TestUser;
let leadgen: TestUser;
let adminToken: string;
let founderToken: string;
let leadgenToken: string;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Ada', lastName: 'Eraser' });
  founder = await createStaffUser(stack, { role: 'founder' });
  leadgen = await createStaffUser(stack, { role: 'leadgen', addedById: founder.id });
  [adminToken, founderToken, leadgenToken] = await Promise.all([signIn(stack, admin), signIn(stack, founder), signIn(stack, leadgen)]);
});

/** Waits until the stream handler has caught up with every write so far (counts, unread states). */
const settle = async () => (await watchTableWrites(stack)).settle(1_000, 60_000);

const countsOf = async (sender: TestUser) => ({
  counters: await readInviteCounters(sender.id),
  stats: (await readSenderStats([sender.id], { consistent: true })).get(sender.id),
  badges: (await itemsWithPrefix(stack, `PROFILE#${sender.id}`, 'BADGE#')).map((badge) => badge.sk),
});

/** Whether any item of the whole table mentions the text, in any case (a Scan: test-only). */
const tableMentions = async (...texts: string[]) => {
  const lowered = texts.map((text) => text.toLowerCase());
  return (await allItems(stack)).filter((item) => lowered.some((text) => JSON.stringify(item).toLowerCase().includes(text)));
};

describe('erase an invitee', () => {
  it('removes every trace of the person from the table, keeps the counts, and records who erased them', async () => {
    const tag = randomUUID().slice(0, 8);
    const lastName = `Erasable${tag}`;
    const local = `erin.case-${tag}`;
    // An old invitation, expired unanswered, under another spelling of the same address.
    const old = await seedInvitation(leadgen, { email: `${local.toUpperCase()}+old@Invitee.test`, lastName, createdAt: new Date(Date.now() - 40 * DAY_MS).toISOString() });
    await callApi(stack, 'POST', `/invitations/${old.id}/notes`, { token: leadgenToken, body: { note: `Called ${lastName} twice` } });
    // The current one, sent through the API (an invitation email in the outbox), then answered with
    // a phone number and an address (the answer, and the inviter's notification, hold them).
    const email = `${local}@invitee.test`;
    const sent = await callApi(stack, 'POST', '/invitations', {
      token: leadgenToken,
      body: { firstName: 'Erin', lastName, email, personalMessage: 'Come and see.', audience: 'investor', idempotencyKey: randomUUID() },
    });
    expect(sent.status).toBe(201);
    const id = String(sent.body.invitationId);
    await waitForEmail(stack.urls.mailbox, email);
    await submitInviteeResponse(await linkToken('invitation', id), {
      form: 'investor', answer: 'interested', firstName: 'Erin', lastName, email, phone: '(303) 555-0199', address: `7 ${lastName} Lane`, allocationRange: '100k-250k', notes: 'Evenings only',
    });
    expect((await callApi(stack, 'GET', `/invitations/${id}`, { token: adminToken })).status).toBe(200);
    await settle();
    expect(await tableMentions(local, lastName, '5550199', '555-0199')).not.toHaveLength(0);
    const before = await countsOf(leadgen);
    expect(before.stats).toMatchObject({ ownSent: expect.any(Number), yesCount: expect.any(Number) });

    // Only admins, and only with the typed confirmation.
    expect((await callApi(stack, 'POST', `/invitations/${id}/erase`, { token: founderToken, body: { confirmation: email } })).status).toBe(403);
    const mismatch = await callApi(stack, 'POST', `/invitations/${id}/erase`, { token: adminToken, body: { confirmation: 'someone@else.test' } });
    expect(mismatch).toMatchObject({ status: 400, body: { message: PRIVACY_MESSAGES.confirmationMismatch } });
    expect((await callApi(stack, 'POST', `/invitations/${id}/erase`, { token: adminToken, body: {} })).status).toBe(400);
    expect(await getInvitation(id)).toBeDefined();

    const erased = await callApi(stack, 'POST', `/invitations/${id}/erase`, { token: adminToken, body: { confirmation: email.toUpperCase() } });
    expect(erased).toMatchObject({ status: 200, body: { ok: true, erasedInvitations: 2, message: PRIVACY_MESSAGES.erased(2) } });
    await settle();

    expect(await tableMentions(local, lastName, '5550199', '555-0199', 'Evenings only')).toEqual([]);
    expect(await getInvitation(old.id)).toBeUndefined();
    expect(await recipientEntity.get(email)).toBeUndefined();
    // They did not ask not to be contacted: no hash is kept.
    expect(await hashedSuppressionEntity.get(email)).toBeUndefined();
    expect(await countsOf(leadgen)).toEqual(before);
    const audit = await erasureRecordEntity.get(String(erased.body.erasureId));
    expect(audit).toMatchObject({ kind: 'request', invitationId: id, erasedById: admin.id, suppressed: false });
    expect(new Set(audit!.invitationIds)).toEqual(new Set([id, old.id]));
    expect(JSON.stringify(audit).toLowerCase()).not.toContain(local);
    // The person can be invited again, as anyone never seen before.
    const again = await callApi(stack, 'POST', '/invitations', {
      token: leadgenToken,
      body: { firstName: 'Erin', lastName, email, personalMessage: 'Hello again.', audience: 'member', idempotencyKey: randomUUID() },
    });
    expect(again.status).toBe(201);
  });

  it('keeps the address of someone who declined only as a hash, which refuses a new invitation', async () => {
    const email = `decliner-${randomUUID().slice(0, 8)}@invitee.test`;
    const invitation = await seedInvitation(leadgen, { email });
    await submitInviteeResponse(await linkToken('invitation', invitation.id), { form: 'decline' });
    await settle();
    const before = await countsOf(leadgen);
    const erased = await callApi(stack, 'POST', `/invitations/${invitation.id}/erase`, { token: adminToken, body: { confirmation: 'ERASE' } });
    expect(erased.status).toBe(200);
    await settle();
    expect(await tableMentions(email.split('@')[0]!)).toEqual([]);
    expect(await hashedSuppressionEntity.get(email.toUpperCase())).toMatchObject({ reason: 'declined' });
    expect(await countsOf(leadgen)).toEqual(before);
    const refused = await callApi(stack, 'POST', '/invitations', {
      token: leadgenToken,
      body: { firstName: 'Dee', lastName: 'Cliner', email, personalMessage: 'Once more?', audience: 'member', idempotencyKey: randomUUID() },
    });
    expect(refused.body.code).toBe('EMAIL_SUPPRESSED');
  });
});

describe('retention with a moved clock', () => {
  // Two years ago: long before any other test file's data, so only these invitations can be due.
  const epoch = Date.now() - 2 * 365 * DAY_MS;
  const at = (days: number) => new Date(epoch + days * DAY_MS);

  it('erases a declined invitation 90 days after the decline, and an unanswered one 180 days after it expired, keeping the counts', async () => {
    const declined = await seedInvitation(leadgen, { createdAt: at(0).toISOString() });
    await submitInviteeResponse(await linkToken('invitation', declined.id), { form: 'decline' }, at(1));
    const unanswered = await seedInvitation(leadgen, { createdAt: at(0).toISOString() }); // expires at day 30
    const open = await seedInvitation(leadgen, { createdAt: at(0).toISOString() });
    await submitInviteeResponse(await linkToken('invitation', open.id), { form: 'member', answer: 'interested', name: 'Opal Lead', email: open.recipientEmail, address: undefined, notes: undefined }, at(2));
    await settle();
    const before = await countsOf(leadgen);

    await sweepRetention(at(1 + DEFAULT_RETENTION.declinedDays - 1));
    expect(await getInvitation(declined.id)).toBeDefined();
    await sweepRetention(at(1 + DEFAULT_RETENTION.declinedDays + 1));
    expect(await getInvitation(declined.id)).toBeUndefined();
    expect(await getInvitation(unanswered.id)).toBeDefined();
    expect(await hashedSuppressionEntity.get(declined.recipientEmail)).toMatchObject({ reason: 'declined' });

    await sweepRetention(at(30 + DEFAULT_RETENTION.unansweredExpiredDays - 1));
    expect(await getInvitation(unanswered.id)).toBeDefined();
    await sweepRetention(at(30 + DEFAULT_RETENTION.unansweredExpiredDays + 1));
    expect(await getInvitation(unanswered.id)).toBeUndefined();
    expect(await recipientEntity.get(unanswered.recipientEmail)).toBeUndefined();
    // An open lead (answered yes) is kept while staff work it.
    expect(await getInvitation(open.id)).toBeDefined();

    await settle();
    expect(await countsOf(leadgen)).toEqual(before);
    expect(await tableMentions(declined.recipientLastName, unanswered.recipientLastName)).toEqual([]);
    const audits = (await allItems(stack)).filter((item) => item.entity === 'erasure-record' && [declined.id, unanswered.id].includes(String(item.invitationId)));
    expect(audits.map((item) => item.rule).sort()).toEqual(['declined', 'unanswered-expired']);
  });
});

describe('access log', () => {
  it('records who opened the details and when, with a ttl of the access-log retention, for admins to read', async () => {
    const invitation = await seedInvitation(leadgen);
    const before = Date.now();
    expect((await callApi(stack, 'GET', `/invitations/${invitation.id}`, { token: leadgenToken })).status).toBe(200);
    expect((await callApi(stack, 'GET', `/invitations/${invitation.id}`, { token: adminToken })).status).toBe(200);
    // Someone who may not see it opens nothing and leaves no entry.
    const stranger = await createStaffUser(stack, { role: 'leadgen' });
    expect((await callApi(stack, 'GET', `/invitations/${invitation.id}`, { token: await signIn(stack, stranger) })).status).toBe(404);

    const log = await callApi<{ entries: { viewerId: string; viewerName: string; at: string }[]; retentionDays: number }>(stack, 'GET', `/invitations/${invitation.id}/access-log`, { token: adminToken });
    expect(log.status).toBe(200);
    expect(log.body.retentionDays).toBe(DEFAULT_RETENTION.accessLogDays);
    expect(log.body.entries.map((entry) => entry.viewerId)).toEqual([admin.id, leadgen.id]);
    expect(log.body.entries[0]!.viewerName).toBe('Ada Eraser');

    const items = await itemsWithPrefix(stack, `ACCESS#${invitation.id}`, 'VIEW#');
    for (const item of items) {
      const expected = (Date.parse(String(item.at)) + DEFAULT_RETENTION.accessLogDays * DAY_MS) / 1000;
      expect(Number(item.ttl)).toBeCloseTo(expected, -1);
      expect(Date.parse(String(item.at))).toBeGreaterThanOrEqual(before - 1000);
    }
    expect((await callApi(stack, 'GET', `/invitations/${invitation.id}/access-log`, { token: founderToken })).status).toBe(403);
  });

  it('records one opening per viewer however often the open dialog reads the details again, and a new one after the window', async () => {
    // Prepare: the dialog opens, then reads the details again after each change (three at once, too).
    const invitation = await seedInvitation(leadgen);
    const openedAt = Date.now();
    const read = (token: string) => callApi(stack, 'GET', `/invitations/${invitation.id}`, { token });
    // Act
    expect((await read(leadgenToken)).status).toBe(200);
    expect((await read(leadgenToken)).status).toBe(200);
    const together = await Promise.all([read(leadgenToken), read(leadgenToken), read(leadgenToken)]);
    expect(together.map((response) => response.status)).toEqual([200, 200, 200]);
    expect((await read(adminToken)).status).toBe(200);
    // Assess: one entry for each viewer
    const views = async () => (await itemsWithPrefix(stack, `ACCESS#${invitation.id}`, 'VIEW#')).map((item) => item.viewerId);
    expect((await views()).sort()).toEqual([admin.id, leadgen.id].sort());
    const log = await callApi<{ entries: { viewerId: string }[] }>(stack, 'GET', `/invitations/${invitation.id}/access-log`, { token: adminToken });
    expect(log.body.entries.map((entry) => entry.viewerId)).toEqual([admin.id, leadgen.id]);
    // The marker holds ids and a time, nothing about the invitee, and expires with the window.
    const [marker] = await itemsWithPrefix(stack, `ACCESS#${invitation.id}`, `OPENED#${leadgen.id}`);
    expect(Object.keys(marker!).sort()).toEqual(['entity', 'expiresAt', 'invitationId', 'openedAt', 'pk', 'sk', 'ttl', 'viewerId']);
    expect(Number(marker!.ttl)).toBeCloseTo((Date.parse(String(marker!.openedAt)) + OPENING_WINDOW_MS) / 1000, -1);

    // Act: the same viewer reads it just inside the window, then just past it (the service's clock moved).
    const profile = { id: leadgen.id, firstName: 'Later', lastName: 'Reader', role: 'leadgen' as const };
    const firstAt = Date.parse(String(marker!.openedAt));
    expect(firstAt).toBeGreaterThanOrEqual(openedAt - 1000);
    expect(await recordDetailsView(profile, invitation.id, new Date(firstAt + OPENING_WINDOW_MS - 1000))).toBe(false);
    expect(await recordDetailsView(profile, invitation.id, new Date(firstAt + OPENING_WINDOW_MS + 1000))).toBe(true);
    // Assess: a second opening of the leadgen's, and its window starts again from it
    expect((await views()).filter((id) => id === leadgen.id)).toHaveLength(2);
    expect(await recordDetailsView(profile, invitation.id, new Date(firstAt + OPENING_WINDOW_MS + 60_000))).toBe(false);
  });
});

describe('deleting a staff user', () => {
  it('removes their personal fields, their photo object and their email marker; the names stay for their invitations', async () => {
    const user = await createStaffUser(stack, { role: 'leadgen', firstName: 'Paz', lastName: 'Gone' });
    const token = await signIn(stack, user);
    expect((await callApi(stack, 'PUT', '/me', { token, body: { firstName: 'Paz', lastName: 'Gone', phone: '+1 303 555 0177', address: '3 Birch Rd', bio: 'Hello', skills: ['Sales'] } })).status).toBe(200);
    const ticket = (await callApi<PhotoUploadTicket>(stack, 'POST', '/me/photo/upload', { token, body: { contentType: 'image/png', size: 1000 } })).body;
    await postToPresignedForm(ticket, TINY_PNG);
    const photoUrl = String((await callApi(stack, 'PUT', '/me/photo', { token, body: { uploadId: ticket.uploadId } })).body.photoUrl);
    const served = () => fetch(`${stack.urls.s3}/${stack.config.photosBucket}${photoUrl}`);
    expect((await served()).status).toBe(200);

    expect((await callApi(stack, 'DELETE', `/admin/users/${user.id}`, { token: adminToken })).status).toBe(200);
    const profile = await getProfile(user.id);
    expect(profile).toMatchObject({ status: 'deleted', firstName: 'Paz', lastName: 'Gone', email: '' });
    for (const field of ['phone', 'address', 'bio', 'skills', 'photoUrl'] as const) expect(profile![field]).toBeUndefined();
    expect(await profileEmailEntity.get(user.email)).toBeUndefined();
    expect((await served()).status).toBe(404);
    await waitFor(() => tableMentions(user.email, '555 0177', '3 Birch Rd'), (found) => found.length === 0, 'no item to mention the deleted user');
  });
});
