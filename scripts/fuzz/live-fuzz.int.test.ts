/**
 * Fuzzes the live-updates WebSocket API as the API fuzz does the HTTP routes: hostile handshakes
 * (subprotocol offers, headers, query strings, paths), straight into the connection function and
 * through the local gateway, and hostile messages on an open connection (the API has no message
 * route). No handshake without a staff token is accepted, none is answered with a 5xx, nothing of it
 * is written to the table, and an open connection keeps working whatever its browser sends.
 * FUZZ_SEED replays a run; FUZZ_RUNS changes the number of samples of each kind.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_PATH, LIVE_PROTOCOL, isLiveChangedMessage } from '@safe-haven/shared/live-updates';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { createStaffUser, edgeHeadersFor, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { watchTableWrites, type TableWrites } from '@safe-haven/testing/table-writes';
import { waitFor } from '@safe-haven/testing/wait';
import { handler, type LiveConnectionEvent } from '@safe-haven/lambdas/live/live-connections';
import { headerValue, hostileHeaders, nastyString, queryString } from './hostile-values';

const stack = inject('stack');
Object.assign(process.env, stack.env);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

/** What a client may offer as subprotocols: nothing, hostile text, our protocol with junk, too many, the token first. */
const protocolOffer = (token: string): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    fc.constant(undefined),
    headerValue(),
    headerValue().map((junk) => `${LIVE_PROTOCOL}, ${junk}`),
    headerValue().map((junk) => `${LIVE_PROTOCOL}, ${token}, ${junk}`),
    fc.constantFrom(`${token}, ${LIVE_PROTOCOL}`, `${LIVE_PROTOCOL},${token.slice(0, -4)}`, `${LIVE_PROTOCOL}, ${token}x`, LIVE_PROTOCOL, ',,,', `${LIVE_PROTOCOL}, `),
  );

let token: string;
let admin: TestUser;
let writes: TableWrites;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin' });
  token = await signIn(stack, admin);
  writes = await watchTableWrites(stack);
  await writes.settle();
}, 60_000);

describe('the connection function, called directly', () => {
  it(`answers ${RUNS * 2} hostile $connect and other events with a refusal, never a throw, and writes nothing`, async () => {
    const events = fc.sample(
      fc.record({
        routeKey: fc.oneof(fc.constant('$connect'), fc.constant('$default'), nastyString()),
        headers: fc.tuple(hostileHeaders(), protocolOffer(token), fc.boolean()).map(([headers, offer, throughEdge]) => ({
          ...headers,
          ...(offer === undefined ? {} : { 'Sec-WebSocket-Protocol': offer }),
          ...(throughEdge ? edgeHeadersFor(stack) : {}),
        })),
        query: fc.option(fc.dictionary(nastyString(), nastyString(), { maxKeys: 3 }), { nil: null }),
      }),
      { numRuns: RUNS * 2, seed: SEED },
    );
    const statuses = new Map<number, number>();
    for (const sample of events) {
      const event: LiveConnectionEvent = {
        requestContext: { routeKey: sample.routeKey, connectionId: `fuzz-${randomBytes(6).toString('hex')}` },
        headers: sample.headers,
        queryStringParameters: sample.query,
      };
      const result = await handler(event);
      statuses.set(result.statusCode, (statuses.get(result.statusCode) ?? 0) + 1);
      expect([400, 401, 403], JSON.stringify(sample).slice(0, 400)).toContain(result.statusCode);
    }
    // Each kind of refusal was reached, so the samples went past the first check.
    expect([...statuses.keys()].sort()).toEqual([400, 401, 403]);
    expect(await writes.next()).toEqual([]);
  });
});

/** A raw WebSocket handshake through the local gateway: its status (101 when accepted). */
const handshake = (path: string, headers: Record<string, string>): Promise<number> =>
  new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port: stack.config.ports.api,
      path,
      headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': randomBytes(16).toString('base64'), ...headers },
    });
    req.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    req.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });

describe('handshakes through the local gateway', () => {
  it(`refuses ${RUNS} hostile handshakes without a 5xx and writes nothing`, async () => {
    const samples = fc.sample(
      fc.record({
        path: fc.oneof(
          fc.constant(LIVE_PATH),
          queryString().filter((query) => query !== '').map((query) => `${LIVE_PATH}?${query}`),
          fc.constantFrom(`${LIVE_PATH}/`, `${LIVE_PATH}/../api/health`, `${LIVE_PATH}%00`, `${LIVE_PATH}?token=${'a'.repeat(40)}`, '/live/%2e%2e/', '/LIVE'),
        ),
        headers: hostileHeaders(),
        offer: protocolOffer(token),
        throughEdge: fc.boolean(),
      }),
      { numRuns: RUNS, seed: SEED + 1 },
    );
    for (const sample of samples) {
      const headers: Record<string, string> = { ...sample.headers, ...(sample.offer === undefined ? {} : { 'sec-websocket-protocol': sample.offer }) };
      if (sample.throughEdge) Object.assign(headers, edgeHeadersFor(stack));
      else delete headers['x-origin-verify'];
      const status = await handshake(sample.path, headers);
      expect(status, JSON.stringify({ path: sample.path.slice(0, 200), offer: sample.offer?.slice(0, 200), headers: Object.keys(sample.headers) })).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    // Control: the same gateway accepts a good handshake, so the refusals above are the input's.
    expect(await handshake(LIVE_PATH, { ...edgeHeadersFor(stack), 'sec-websocket-protocol': `${LIVE_PROTOCOL}, ${token}` })).toBe(101);
    await writes.settle();
    await writes.next();
  });
});

describe('messages on an open connection', () => {
  it(`ignores ${RUNS} hostile messages: nothing written, and the connection still hears a change`, async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${stack.config.ports.api}${LIVE_PATH}`, [LIVE_PROTOCOL, token], { headers: edgeHeadersFor(stack) });
    const received: unknown[] = [];
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    await writes.settle();
    await writes.next();
    const frames = fc.sample(
      fc.oneof(
        nastyString(),
        fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
        fc.constantFrom('{"action":"sendmessage","data":"x"}', '{"action":"$connect"}', '{"action":"$disconnect"}', '{"type":"changed","invitationIds":["x"]}'),
        fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
      ),
      { numRuns: RUNS, seed: SEED + 2 },
    );
    for (const frame of frames) socket.send(frame);
    socket.send('x'.repeat(100_000));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await writes.next()).toEqual([]);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    // Nothing said back to the messages, and a change still reaches the connection.
    expect(received).toEqual([]);
    const invitation = await seedInvitation(admin);
    await waitFor(
      async () => received,
      (messages) => messages.some((message) => isLiveChangedMessage(message) && message.invitationIds.includes(invitation.id)),
      'the change told on the connection the messages were sent on',
      15_000,
    );
    socket.close();
  });
});
