/**
 * Opens against the local engines: the invitee's page read records openedAt once and
 * counts views; a scanner's read, a read right after the email was sent, a staff member's reads and
 * hostile requests do not; an answer counts as the open when none was; concurrent first views set openedAt once; a first open moves the sender's
 * list version so an open Manage Invitations refetches.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { OPEN_GRACE_AFTER_SEND_MS } from '@safe-haven/shared/invitation-opens';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { answerInvitation, readInvitation } from '@safe-haven/testing/public-api';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { streamSettled } from '@safe-haven/testing/stream';
import { waitFor } from '@safe-haven/testing/wait';
import { linkToken } from '../core/link-tokens';
import { getInvitation, invitationEntity, type Invitation } from '../data/invitation';
import { readUnreadCounts } from '../data/unread';
import { recordOpen } from './record-open';

const stack = inject('stack');
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const PROOFPOINT = 'Mozilla/5.0 (X11; Linux x86_64) Proofpoint URL Defense';
let sender: TestUser;
let senderToken: string;

beforeAll(async () => {
  sender = await createStaffUser(stack, { role: 'leadgen', firstName: 'Opal', lastName: 'Sender' });
  senderToken = await signIn(stack, sender);
});

/** An invitation whose email went out `agoMs` before now, and its link's token. */
const sentAgo = async (agoMs: number): Promise<{ invitation: Invitation; token: string }> => {
  const invitation = await seedInvitation(sender, { createdAt: new Date(Date.now() - agoMs).toISOString() });
  return { invitation, token: await linkToken('invitation', invitation.id) };
};
const aMinuteAgo = () => sentAgo(60_000);

const readAs = (token: string, userAgent: string | undefined) =>
  readInvitation(stack, token, { headers: userAgent === undefined ? {} : { 'user-agent': userAgent } });

const opensOf = async (id: string) => {
  const stored = await getInvitation(id);
  return { openedAt: stored?.openedAt, viewCount: stored?.viewCount };
};

describe("the invitee's page read", () => {
  it('records the first view once and counts every view', async () => {
    const { invitation, token } = await aMinuteAgo();
    const before = Date.now();
    expect((await readAs(token, BROWSER)).status).toBe(200);
    const first = await opensOf(invitation.id);
    expect(first.viewCount).toBe(1);
    expect(Date.parse(first.openedAt!)).toBeGreaterThanOrEqual(before - 1000);

    expect((await readAs(token, BROWSER)).status).toBe(200);
    expect((await readAs(token, BROWSER)).status).toBe(200);
    expect(await opensOf(invitation.id)).toEqual({ openedAt: first.openedAt, viewCount: 3 });
  });

  it("shows the sender 'opened' and the view count in the list and the details", async () => {
    const { invitation, token } = await aMinuteAgo();
    const unopened = await callApi(stack, 'GET', `/invitations/${invitation.id}`, { token: senderToken });
    expect(unopened.body.openedAt).toBeUndefined();
    await readAs(token, BROWSER);
    await readAs(token, BROWSER);
    const { openedAt } = await opensOf(invitation.id);
    const details = await callApi(stack, 'GET', `/invitations/${invitation.id}`, { token: senderToken });
    expect(details.body).toMatchObject({ openedAt, viewCount: 2 });
    // The list is read from an index the stream keeps: wait for this card to be listed.
    const card = await waitFor(
      async () => ((await callApi<{ items: { id: string }[] }>(stack, 'GET', '/invitations', { token: senderToken })).body.items ?? []).find((item) => item.id === invitation.id),
      Boolean,
      'the card to be listed',
    );
    expect(card).toMatchObject({ openedAt, viewCount: 2 });
  });

  it("does not count a link scanner's read, an automated client's or one without a User-Agent", async () => {
    const { invitation, token } = await aMinuteAgo();
    for (const userAgent of [PROOFPOINT, 'Mozilla/5.0 (compatible; Google-Safety; +http://www.google.com/bot.html)', 'curl/8.5.0', 'x'.repeat(4000)]) {
      expect((await readAs(token, userAgent)).status).toBe(200);
    }
    // Node's fetch sends its own ('node'), not a browser's.
    expect((await readAs(token, undefined)).status).toBe(200);
    expect(await opensOf(invitation.id)).toEqual({ openedAt: undefined, viewCount: undefined });
  });

  it('does not count a read right after the email was sent, nor right after a resend', async () => {
    const { invitation, token } = await sentAgo(0);
    expect((await readAs(token, BROWSER)).status).toBe(200);
    expect(await opensOf(invitation.id)).toEqual({ openedAt: undefined, viewCount: undefined });

    const resent = await sentAgo(24 * 60 * 60 * 1000);
    await invitationEntity.update(resent.invitation.id).set({ resentAt: new Date().toISOString() }).go();
    expect((await readAs(resent.token, BROWSER)).status).toBe(200);
    expect(await opensOf(resent.invitation.id)).toEqual({ openedAt: undefined, viewCount: undefined });
  });

  it('counts a read once the grace after sending has passed', async () => {
    const { invitation, token } = await sentAgo(OPEN_GRACE_AFTER_SEND_MS + 1000);
    await readAs(token, BROWSER);
    expect((await opensOf(invitation.id)).viewCount).toBe(1);
  });

  it('counts an answer as the open when no read was counted, and keeps an earlier open', async () => {
    // The read right after sending is not counted; the answer that follows proves the page was open.
    const quick = await sentAgo(0);
    await readAs(quick.token, BROWSER);
    expect((await answerInvitation(stack, quick.token, { body: { form: 'decline' } })).status).toBe(200);
    const answered = await getInvitation(quick.invitation.id);
    expect(answered?.openedAt).toBeDefined();
    expect(answered?.openedAt).toBe(answered?.responseAt);

    const { invitation, token } = await sentAgo(OPEN_GRACE_AFTER_SEND_MS + 1000);
    await readAs(token, BROWSER);
    const { openedAt } = await opensOf(invitation.id);
    expect(openedAt).toBeDefined();
    expect((await answerInvitation(stack, token, { body: { form: 'decline' } })).status).toBe(200);
    expect(await opensOf(invitation.id)).toEqual({ openedAt, viewCount: 1 });
  });

  it("does not count a staff member's reads of the invitation (details, list)", async () => {
    const { invitation } = await aMinuteAgo();
    const headers = { 'user-agent': BROWSER };
    expect((await callApi(stack, 'GET', `/invitations/${invitation.id}`, { token: senderToken, headers })).status).toBe(200);
    expect((await callApi(stack, 'GET', '/invitations', { token: senderToken, headers })).status).toBe(200);
    expect(await opensOf(invitation.id)).toEqual({ openedAt: undefined, viewCount: undefined });
  });

  it('sets openedAt once when several first views arrive together, and counts each', async () => {
    const { invitation } = await aMinuteAgo();
    // Each view holds the invitation as read before any of them wrote (no openedAt yet).
    const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => recordOpen(invitation, BROWSER, new Date(Date.now() + i * 1000))));
    expect(outcomes.filter((outcome) => outcome === 'first-open')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'view')).toHaveLength(5);
    const stored = await opensOf(invitation.id);
    expect(stored.viewCount).toBe(6);

    // The same through the API, in parallel.
    const viaApi = await aMinuteAgo();
    const answers = await Promise.all(Array.from({ length: 5 }, () => readAs(viaApi.token, BROWSER)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await opensOf(viaApi.invitation.id)).viewCount).toBe(5);
  });

  it('writes nothing for an invitation that is gone', async () => {
    const { invitation } = await aMinuteAgo();
    await invitationEntity.deleteOne(invitation.id);
    expect(await recordOpen(invitation, BROWSER)).toBe('gone');
    expect(await getInvitation(invitation.id)).toBeUndefined();
  });

  it('answers malformed requests with 400 and a message, never 500', async () => {
    const bad = [{ token: 'short' }, { token: 42 }, {}, { token: `${'a'.repeat(43)}\u0000` }];
    for (const body of bad) {
      const response = await callApi(stack, 'POST', '/public/invitations/read', { body, headers: { 'user-agent': BROWSER } });
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
    const notJson = await callApi(stack, 'POST', '/public/invitations/read', { rawBody: '{"token":', headers: { 'user-agent': BROWSER } });
    expect(notJson.status).toBe(400);
  });
});

describe('the sender sees the first open without a reload', () => {
  it("moves the sender's list version on the first open (open lists refetch on it), not on later views", async () => {
    const { invitation, token } = await aMinuteAgo();
    const versionNow = async () => {
      await streamSettled(stack);
      return (await readUnreadCounts(sender.id, { consistent: true })).version;
    };
    // After the seeded invitation's own insert, which moves it too.
    const before = await versionNow();
    await readAs(token, BROWSER);
    expect((await opensOf(invitation.id)).openedAt).toBeDefined();
    const afterOpen = await versionNow();
    expect(afterOpen).toBeGreaterThan(before);

    await readAs(token, BROWSER);
    expect((await opensOf(invitation.id)).viewCount).toBe(2);
    expect(await versionNow()).toBe(afterOpen);
  });
});
