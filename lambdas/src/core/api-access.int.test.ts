/**
 * Every route, through the local gateway: no token → 401, a suspended user's valid token → 403,
 * and bad input → 400 with a readable message, never a 500 (link tokens: token-routes.int.test.ts).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { API_ROUTES } from '@safe-haven/shared/api-routes';
import { OPENAPI_FILE, type OpenApiDocument } from '@safe-haven/scripts/openapi/build-openapi';
import { callApi, createStaffUser, signIn } from '@safe-haven/testing/staff-users';

const stack = inject('stack');
const concretePath = (path: string) => path.replace(/^\/api/, '');
const bodyFor = (method: string, body: unknown) => (method === 'GET' ? {} : { body });
const staffRoutes = API_ROUTES.filter((route) => route.access === 'staff');

describe('staff routes', () => {
  let suspendedToken: string;
  let activeToken: string;

  beforeAll(async () => {
    suspendedToken = await signIn(stack, await createStaffUser(stack, { role: 'admin', status: 'suspended' }));
    activeToken = await signIn(stack, await createStaffUser(stack, { role: 'leadgen' }));
  });

  it.each(staffRoutes)('$method $path refuses a request without a token with 401', async (route) => {
    const response = await callApi(stack, route.method, concretePath(route.path), bodyFor(route.method, {}));
    expect(response.status).toBe(401);
  });

  it.each(staffRoutes)('$method $path refuses a forged token with 401', async (route) => {
    const forged = `${activeToken.slice(0, -10)}AAAAAAAAAA`;
    const response = await callApi(stack, route.method, concretePath(route.path), { token: forged, ...bodyFor(route.method, {}) });
    expect(response.status).toBe(401);
  });

  it.each(staffRoutes)('$method $path refuses a suspended user with 403', async (route) => {
    const response = await callApi(stack, route.method, concretePath(route.path), { token: suspendedToken, ...bodyFor(route.method, {}) });
    expect(response.status).toBe(403);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('answers an active user', async () => {
    const response = await callApi(stack, 'GET', '/me', { token: activeToken });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ role: 'leadgen', status: 'active' });
  });
});

describe('bad input', () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn(stack, await createStaffUser(stack, { role: 'admin' }));
  });

  const badBodies: [string, { body?: unknown; rawBody?: string }][] = [
    ['malformed JSON', { rawBody: '{"firstName":' }],
    ['a JSON array', { body: [1, 2, 3] }],
    ['a JSON string', { body: 'hello' }],
    ['wrong types', { body: { firstName: 42, email: false, form: 7, answer: null } }],
    ['an empty object', { body: {} }],
  ];
  // The routes whose handler reads a body (as the API document records it).
  const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
  const bodyRoutes = API_ROUTES.filter((route) => document.paths[route.path]?.[route.method.toLowerCase()]?.requestBody !== undefined);

  for (const route of bodyRoutes) {
    it.each(badBodies)(`${route.method} ${route.path} answers %s with 400 and a message`, async (_name, payload) => {
      const response = await callApi(stack, route.method, concretePath(route.path), { token, ...payload });
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
      expect((response.body.message as string).length).toBeGreaterThan(5);
    });
  }

  it('refuses a body over 64 KB with 413', async () => {
    const response = await callApi(stack, 'POST', '/invitations', {
      token,
      body: { firstName: 'A', lastName: 'B', email: 'big@example.com', audience: 'member', idempotencyKey: 'big-body-1', personalMessage: 'x'.repeat(70_000) },
    });
    expect(response.status).toBe(413);
  });
});
