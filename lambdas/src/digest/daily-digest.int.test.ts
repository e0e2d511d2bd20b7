/**
 * The daily digest over the real table, stream and mailbox: at 8:00 in a person's zone,
 * one email listing what they may see that is overdue or due today, even when the job runs again
 * (and twice at once) in that hour; nothing to someone with nothing due, with the digest off, or for
 * whom it is not 8 o'clock. The clock is the job's argument.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '@safe-haven/shared/follow-up';
import { DIGEST_MESSAGES } from '@safe-haven/shared/daily-digest';
import { DASHBOARD_PATHS } from '@safe-haven/shared/paths';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { seedInvitation, waitUntilListed } from '@safe-haven/testing/invitations';
import { emailsTo, waitForEmail } from '@safe-haven/testing/mailbox';
import { streamSettled } from '@safe-haven/testing/stream';
import { digestMarkerEntity } from '../data/digest-marker';
import { getOutboxEmail, outboxEmailIdsAbout } from '../data/outbox';
import { profileEntity } from '../data/profile';
import { sendDailyDigests } from './daily-digest';

const stack = inject('stack');
// 15:30 UTC is 8:30 in Denver in November (MST, UTC-7), the stage's default zone.
const date = new Date().toISOString().slice(0, 10);
const eightThirtyInDenver = new Date(`${date}T15:30:00.000Z`);
let founder: TestUser;
let leadgen: TestUser;
let idle: TestUser;
let off: TestUser;
let tokyo: TestUser;

const digestsTo = async (user: TestUser) => {
  const emails = await Promise.all((await outboxEmailIdsAbout(user.id)).map((id) => getOutboxEmail(id)));
  return emails.filter((email) => email?.message.template === 'daily-digest');
};

beforeAll(async () => {
  founder = await createStaffUser(stack, { role: 'founder', firstName: 'Dora', lastName: 'Digest' });
  leadgen = await createStaffUser(stack, { role: 'leadgen', firstName: 'Dan', lastName: 'Digest', addedById: founder.id });
  idle = await createStaffUser(stack, { role: 'leadgen', firstName: 'Ida', lastName: 'Nothingdue' });
  off = await createStaffUser(stack, { role: 'leadgen', firstName: 'Otto', lastName: 'Optedout' });
  tokyo = await createStaffUser(stack, { role: 'leadgen', firstName: 'Toki', lastName: 'Elsewhere' });
  // Turned off in Edit Profile (PUT /api/me), as a person does it.
  const turnedOff = await callApi(stack, 'PUT', '/me', {
    token: await signIn(stack, off), body: { firstName: off.firstName, lastName: off.lastName, dailyDigest: false }, headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(turnedOff.status, JSON.stringify(turnedOff.body)).toBe(200);
  expect(turnedOff.body).toMatchObject({ dailyDigest: false });
  await profileEntity.update(tokyo.id).set({ timeZone: 'Asia/Tokyo' }).go();
  const seeded = await Promise.all([
    seedInvitation(leadgen, { firstName: 'Olive', lastName: 'Overdue', nextStepDueAt: addDays(date, -2) }),
    seedInvitation(leadgen, { firstName: 'Tom', lastName: 'Today', nextStepDueAt: date }),
    seedInvitation(leadgen, { firstName: 'Lars', lastName: 'Later', nextStepDueAt: addDays(date, 1) }),
    seedInvitation(idle, { firstName: 'Nora', lastName: 'Notyet', nextStepDueAt: addDays(date, 3) }),
    seedInvitation(off, { firstName: 'Opal', lastName: 'Overdue', nextStepDueAt: addDays(date, -1) }),
    seedInvitation(tokyo, { firstName: 'Tara', lastName: 'Tokyo', nextStepDueAt: addDays(date, -1) }),
  ]);
  await waitUntilListed(seeded.map((invitation) => invitation.id));
});

describe('the daily digest', () => {
  it('is written once per person per day, however often the job runs in their 8 o’clock hour', async () => {
    await Promise.all([sendDailyDigests(eightThirtyInDenver), sendDailyDigests(eightThirtyInDenver)]);
    await sendDailyDigests(new Date(eightThirtyInDenver.getTime() + 20 * 60_000));
    for (const user of [leadgen, founder]) {
      const digests = await digestsTo(user);
      expect(digests).toHaveLength(1);
      expect(await digestMarkerEntity.get(user.id, date)).toMatchObject({ outboxId: digests[0]!.id });
    }
    const [digest] = await digestsTo(leadgen);
    expect(digest!.message).toMatchObject({
      template: 'daily-digest', date, more: 0,
      leads: [
        { name: 'Olive Overdue', nextStepDueAt: addDays(date, -2), overdue: true },
        { name: 'Tom Today', nextStepDueAt: date, overdue: false },
      ],
    });
    // The founder sees their lead generator's leads.
    expect((await digestsTo(founder))[0]!.message).toMatchObject({ leads: [{ name: 'Olive Overdue' }, { name: 'Tom Today' }] });
  });

  it('is not written to someone with nothing due, with the digest off, or for whom it is not 8:00', async () => {
    await sendDailyDigests(eightThirtyInDenver);
    for (const user of [idle, off, tokyo]) {
      expect(await digestsTo(user)).toEqual([]);
      expect(await digestMarkerEntity.get(user.id, date)).toBeUndefined();
    }
  });

  it('reaches the mailbox once, with links to the site from configuration', async () => {
    await streamSettled(stack);
    const [email] = await waitForEmail(stack.urls.mailbox, leadgen.email, 1, 30_000);
    expect(email!.subject).toContain(DIGEST_MESSAGES.subject(2));
    const links = [...(email!.body.html ?? '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
    const origin = stack.env.APP_ORIGIN!;
    expect(links).toContain(`${origin}${DASHBOARD_PATHS.manageInvitations}?due=overdue`);
    expect(links.every((link) => link.startsWith(`${origin}/`))).toBe(true);
    await sendDailyDigests(eightThirtyInDenver);
    await streamSettled(stack);
    expect((await emailsTo(stack.urls.mailbox, leadgen.email)).filter((mail) => mail.subject === email!.subject)).toHaveLength(1);
  });

  it("reaches someone in another zone at their own 8:00", async () => {
    // 23:30 UTC the day before is 8:30 in Tokyo (UTC+9) on `date`.
    await sendDailyDigests(new Date(Date.parse(`${addDays(date, -1)}T23:30:00.000Z`)));
    const digests = await digestsTo(tokyo);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.message).toMatchObject({ date, leads: [{ name: 'Tara Tokyo', overdue: true }] });
  });
});
