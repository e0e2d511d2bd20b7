/**
 * Live updates through the local gateway: the WebSocket handshake is accepted only with a
 * staff access token offered in Sec-WebSocket-Protocol, through the edge; a change of an invitation
 * reaches its sender's and the admins' connections and no one else's; $disconnect and a post to a
 * gone connection delete the connection item.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_PATH, LIVE_PROTOCOL, type LiveChangedMessage } from '@safe-haven/shared/live-updates';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { answerInvitation } from '@safe-haven/testing/public-api';
import { streamSettled } from '@safe-haven/testing/stream';
import { createStaffUser, edgeHeadersFor, signIn, signInForTokens, type TestUser } from '@safe-haven/testing/staff-users';
import { resignedToken } from '@safe-haven/testing/resigned-tokens';
import { waitFor } from '@safe-haven/testing/wait';
import { linkToken } from '../core/link-tokens';
import { liveConnectionsOf, openLiveConnection } from '../data/live-connection';
import { profileEntity } from '../data/profile';

const stack = inject('stack');
Object.assign(process.env, stack.env);
const liveUrl = (query = '') => `ws://127.0.0.1:${stack.config.ports.api}${LIVE_PATH}${query}`;

interface Opened {
  socket: WebSocket;
  messages: LiveChangedMessage[];
}

/** Opens a connection, or answers the handshake's refusal status. */
const connect = (protocols: string[], options: { query?: string; edge?: boolean } = {}): Promise<Opened | { refused: number }> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(liveUrl(options.query), protocols, { headers: options.edge === false ? {} : edgeHeadersFor(stack) });
    const messages: LiveChangedMessage[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as LiveChangedMessage));
    socket.once('open', () => resolve({ socket, messages }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ refused: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('error', (error) => reject(error));
  });

const connectAs = async (user: TestUser): Promise<Opened> => {
  const opened = await connect([LIVE_PROTOCOL, await signIn(stack, user)]);
  if ('refused' in opened) throw new Error(`refused with ${opened.refused}`);
  return opened;
};

const aboutInvitation = (opened: Opened, id: string) => opened.messages.filter((message) => message.invitationIds.includes(id));

describe('the handshake', () => {
  let leadgen: TestUser;
  beforeAll(async () => {
    leadgen = await createStaffUser(stack, { role: 'leadgen' });
  });

  it('accepts a staff access token in Sec-WebSocket-Protocol, answers the protocol alone and stores the connection', async () => {
    const opened = await connectAs(leadgen);
    expect(opened.socket.protocol).toBe(LIVE_PROTOCOL);
    const stored = await liveConnectionsOf(leadgen.id);
    expect(stored).toEqual([expect.objectContaining({ profileId: leadgen.id, role: 'leadgen' })]);
    opened.socket.close();
    // $disconnect deletes it.
    await waitFor(() => liveConnectionsOf(leadgen.id), (left) => left.length === 0, 'the connection item deleted at $disconnect', 10_000);
  });

  it('refuses a handshake without a token, with another token, or with the token anywhere but the header', async () => {
    const { accessToken, idToken } = await signInForTokens(stack, leadgen);
    const tamperedSignature = `${accessToken.slice(0, -6)}${accessToken.slice(-6).split('').reverse().join('')}`;
    expect(await connect([LIVE_PROTOCOL])).toEqual({ refused: 401 });
    expect(await connect([])).toEqual({ refused: 401 });
    expect(await connect([LIVE_PROTOCOL, 'not-a-token'])).toEqual({ refused: 401 });
    expect(await connect([LIVE_PROTOCOL, tamperedSignature])).toEqual({ refused: 401 });
    // An ID token is for the browser; the API takes access tokens only, and so does this.
    expect(await connect([LIVE_PROTOCOL, idToken])).toEqual({ refused: 401 });
    // The token in the URL (where access logs would keep it) is refused, even with a good header.
    expect(await connect([], { query: `?token=${accessToken}` })).toEqual({ refused: 401 });
    expect(await connect([LIVE_PROTOCOL, accessToken], { query: `?token=${accessToken}` })).toEqual({ refused: 401 });
    // Offered in the wrong order (the token first): not our protocol.
    expect(await connect([accessToken, LIVE_PROTOCOL])).toEqual({ refused: 401 });
    // Not through the edge: 403, as every HTTP route.
    expect(await connect([LIVE_PROTOCOL, accessToken], { edge: false })).toEqual({ refused: 403 });
    expect(await liveConnectionsOf(leadgen.id)).toEqual([]);
  });

  it('refuses an expired token that is otherwise what the pool issued', async () => {
    const token = await signIn(stack, leadgen);
    const now = Math.floor(Date.now() / 1000);
    // Control: the same claims re-signed with the emulator's key are accepted, so the refusal below is the expiry's.
    const control = await connect([LIVE_PROTOCOL, await resignedToken(token)]);
    if ('refused' in control) throw new Error(`the re-signed token was refused with ${control.refused}`);
    control.socket.close();
    expect(await connect([LIVE_PROTOCOL, await resignedToken(token, { iat: now - 7200, exp: now - 60 })])).toEqual({ refused: 401 });
    await waitFor(() => liveConnectionsOf(leadgen.id), (left) => left.length === 0, 'only the control connection, closed', 10_000);
  });

  it("refuses a deactivated person's still-valid token", async () => {
    const suspended = await createStaffUser(stack, { role: 'leadgen' });
    const token = await signIn(stack, suspended);
    await profileEntity.update(suspended.id).set({ status: 'suspended' }).go();
    expect(await connect([LIVE_PROTOCOL, token])).toEqual({ refused: 401 });
    expect(await liveConnectionsOf(suspended.id)).toEqual([]);
  });
});

describe('fan-out from the stream', () => {
  let admin: TestUser;
  let sender: TestUser;
  let otherLeadgen: TestUser;
  beforeAll(async () => {
    admin = await createStaffUser(stack, { role: 'admin' });
    sender = await createStaffUser(stack, { role: 'leadgen', addedById: admin.id });
    otherLeadgen = await createStaffUser(stack, { role: 'leadgen', addedById: admin.id });
  });

  it("tells the sender's and the admins' connections which invitation changed, and nothing to another lead generator", async () => {
    const [senderTab, senderSecondTab, adminTab, otherTab] = await Promise.all([connectAs(sender), connectAs(sender), connectAs(admin), connectAs(otherLeadgen)]);
    const invitation = await seedInvitation(sender);
    await streamSettled(stack);
    await answerInvitation(stack, await linkToken('invitation', invitation.id), { body: { form: 'decline' } });
    await streamSettled(stack);
    await waitFor(
      async () => [aboutInvitation(senderTab, invitation.id).length, aboutInvitation(adminTab, invitation.id).length],
      ([toSender, toAdmin]) => toSender! >= 2 && toAdmin! >= 2,
      'the messages of the insert and the answer',
      10_000,
    );

    // The insert and the status change, each in its own batch here: one message each, to every tab.
    expect(aboutInvitation(senderTab, invitation.id)).toHaveLength(2);
    expect(aboutInvitation(senderSecondTab, invitation.id)).toHaveLength(2);
    expect(aboutInvitation(adminTab, invitation.id)).toHaveLength(2);
    // Ids and kinds only: no name, address or status travels.
    expect(Object.keys(senderTab.messages[0]!).sort()).toEqual(['invitationIds', 'more', 'type']);
    expect(JSON.stringify(senderTab.messages)).not.toContain(invitation.recipientEmail);
    // Not a viewer: no message at all arrived on that connection (the stream has settled).
    expect(otherTab.messages).toEqual([]);
    for (const tab of [senderTab, senderSecondTab, adminTab, otherTab]) tab.socket.close();
  });

  it('deletes a connection that is gone when posted to', async () => {
    const goneId = randomUUID();
    await openLiveConnection({ profileId: sender.id, connectionId: goneId, role: 'leadgen' });
    expect((await liveConnectionsOf(sender.id)).map((connection) => connection.connectionId)).toContain(goneId);
    await seedInvitation(sender);
    await streamSettled(stack);
    await waitFor(
      () => liveConnectionsOf(sender.id),
      (left) => !left.some((connection) => connection.connectionId === goneId),
      'the gone connection deleted',
      10_000,
    );
  });

  it("closes a person's connections when their role changes or they are suspended: they reconnect as they are now, or not at all", async () => {
    const person = await createStaffUser(stack, { role: 'leadgen', addedById: admin.id });
    const token = await signIn(stack, person);
    const opened = await connect([LIVE_PROTOCOL, token]);
    if ('refused' in opened) throw new Error(`refused with ${opened.refused}`);
    const closed = new Promise<number>((resolve) => opened.socket.once('close', (code) => resolve(code)));

    // Promoted: the socket is closed by the server and its item is gone; a new handshake stores the new role.
    await profileEntity.update(person.id).set({ role: 'founder', updatedAt: new Date().toISOString() }).go();
    await streamSettled(stack);
    expect(await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 10_000))])).not.toBe('still open');
    expect(await liveConnectionsOf(person.id)).toEqual([]);
    const again = await connectAs(person);
    expect(await liveConnectionsOf(person.id)).toEqual([expect.objectContaining({ role: 'founder' })]);

    // Suspended (sessions revoked, as the admin's action does): closed, and the same token is refused.
    const closedAgain = new Promise<number>((resolve) => again.socket.once('close', (code) => resolve(code)));
    await profileEntity.update(person.id).set({ status: 'suspended', sessionsRevokedAt: Math.floor(Date.now() / 1000), updatedAt: new Date().toISOString() }).go();
    await streamSettled(stack);
    expect(await Promise.race([closedAgain, new Promise((resolve) => setTimeout(() => resolve('still open'), 10_000))])).not.toBe('still open');
    expect(await liveConnectionsOf(person.id)).toEqual([]);
    expect(await connect([LIVE_PROTOCOL, token])).toEqual({ refused: 401 });
  });

  it('leaves the connections of a profile change that changes no access open', async () => {
    const person = await createStaffUser(stack, { role: 'leadgen', addedById: admin.id });
    const tab = await connectAs(person);
    let closed = false;
    tab.socket.once('close', () => (closed = true));
    await profileEntity.update(person.id).set({ firstName: 'Renamed', updatedAt: new Date().toISOString() }).go();
    await streamSettled(stack);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(closed).toBe(false);
    expect(await liveConnectionsOf(person.id)).toHaveLength(1);
    tab.socket.close();
  });
});
