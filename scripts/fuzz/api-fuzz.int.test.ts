/**
 * Fuzzes every operation of docs/openapi.json through the local gateway: hostile bodies, headers, path
 * parameters and query strings, anonymous and signed in. No response may be a 5xx, and a refused
 * request (4xx) or any GET may write nothing: the table's stream must stay silent.
 * FUZZ_SEED replays a run; FUZZ_RUNS changes the number of requests per identity and route.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaffUser, edgeHeadersFor, signIn } from '@safe-haven/testing/staff-users';
import { watchTableWrites, type TableWrites } from '@safe-haven/testing/table-writes';
import { OPENAPI_FILE, type OpenApiDocument } from '../openapi/build-openapi';
import { hostileRequests, type HostileRequest } from './requests-from-openapi';

const stack = inject('stack');
const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Per identity (anonymous, signed in): at least 200 requests per route in all. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })));

/**
 * Routes whose refusals are recorded by design, and the only items they may write when they refuse:
 * founder-code validation logs every attempt and counts it against the rate limits.
 */
const RECORDED_REFUSALS: Record<string, RegExp> = { ValidateSignupCode: /^(CODE_ATTEMPT#|RATE#)/ };

let adminToken: string;
let writes: TableWrites;

beforeAll(async () => {
  adminToken = await signIn(stack, await createStaffUser(stack, { role: 'admin' }));
  writes = await watchTableWrites(stack);
  await writes.settle();
}, 60_000);

const send = async (method: string, request: HostileRequest, token?: string) => {
  // Through the edge, as every real request is: hostile headers may not remove the origin-verify secret.
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: stack.urls.web, ...request.headers, ...edgeHeadersFor(stack) };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${stack.urls.api}${request.path}${request.query ? `?${request.query}` : ''}`, {
    method,
    headers,
    ...(method === 'GET' || request.body === undefined ? {} : { body: request.body }),
  }).catch((error: unknown) => {
    throw new Error(`${describeRequest(method, request)} got no answer: ${(error as Error).message} (${String((error as { cause?: unknown }).cause)})`);
  });
  return { status: response.status, text: await response.text() };
};

const describeRequest = (method: string, request: HostileRequest) =>
  JSON.stringify({ method, path: request.path.slice(0, 300), query: request.query.slice(0, 200), headers: Object.keys(request.headers), body: request.body?.slice(0, 300) });

describe('the write watcher (control)', () => {
  it('sees the writes of an accepted request, so its silence means something', async () => {
    const response = await fetch(`${stack.urls.api}/api/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.urls.web, authorization: `Bearer ${adminToken}`, ...edgeHeadersFor(stack) },
      body: JSON.stringify({ firstName: 'Cora', lastName: 'Trol', email: `control-${SEED}-${Date.now()}@invitee.test`, personalMessage: 'Hi', audience: 'member', idempotencyKey: `control-${Date.now()}` }),
    });
    expect(response.status).toBe(201);
    expect((await writes.next()).length).toBeGreaterThan(0);
    await writes.settle();
  });
});

describe.each(operations)('$method $path', ({ path, method, operation }) => {
  const identities: [string, () => string | undefined][] = [
    ['anonymous', () => undefined],
    ['signed in as an admin', () => adminToken],
  ];
  it.each(identities)(`survives ${RUNS} hostile requests %s: never a 5xx, and a refusal writes nothing`, async (_who, token) => {
    const samples = fc.sample(hostileRequests(path, operation), { numRuns: RUNS, seed: SEED + operation.operationId.length });
    const statuses = new Map<number, number>();
    for (const request of samples) {
      const response = await send(method, request, token());
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `${describeRequest(method, request)} -> ${response.text.slice(0, 300)}`).toBeLessThan(500);
      const refused = response.status >= 400;
      if (refused) {
        // 431/414 come from the HTTP server itself (headers or URL too large), before any handler runs.
        if (![414, 431].includes(response.status)) expect(JSON.parse(response.text || '{}'), `a refusal explains itself: ${response.status} for ${describeRequest(method, request)}`).toHaveProperty('message');
      }
      if (refused || method === 'GET') {
        // A refusal, and any read, writes nothing.
        const recorded = RECORDED_REFUSALS[operation.operationId];
        const written = (await writes.next()).filter((record) => !(refused && recorded?.test(String(record.dynamodb?.Keys?.pk?.S))));
        expect(written.map((record) => record.dynamodb?.Keys), `${response.status} ${describeRequest(method, request)} wrote`).toEqual([]);
      } else {
        await writes.settle();
      }
    }
    expect(samples).toHaveLength(RUNS);
    // A route with input must refuse most hostile requests; one that accepted them all would check nothing.
    const takesInput = operation.parameters.length > 0 || operation.requestBody !== undefined;
    if (takesInput || !token()) {
      const refused = [...statuses].filter(([status]) => status >= 400).reduce((sum, [, count]) => sum + count, 0);
      expect(refused, JSON.stringify([...statuses])).toBeGreaterThan(RUNS / 2);
    }
  }, 300_000);
});
