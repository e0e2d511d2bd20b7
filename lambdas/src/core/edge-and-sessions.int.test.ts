/**
 * Through the local gateway: the API answers only requests that came through the edge (the
 * origin-verify header CloudFront adds), only access tokens, and no token of a session that ended
 * with a sign-out everywhere.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { API_ROUTES } from '@safe-haven/shared/api-routes';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@safe-haven/shared/edge';
import { API_MESSAGES } from '@safe-haven/shared/messages';
import { linkTokenIn, waitForEmail } from '@safe-haven/testing/mailbox';
import { nextSecond } from '@safe-haven/testing/next-second';
import { callApi, createStaffUser, signIn, signInForTokens, type TestUser } from '@safe-haven/testing/staff-users';
import { itemsWithPrefix } from '@safe-haven/testing/table';
import type { ApiEvent } from './http';
import { answerInvitation } from '@safe-haven/testing/public-api';

const stack = inject('stack');
const concretePath = (path: string) => path.replace(/^\/api/, '').replace('{token}', 'a'.repeat(43));

/** GET /api/me as the HTTP API hands it to the function after its authorizer, through CloudFront. */
const staffEvent = (claims: Record<string, string | number>, viewerAddress = '127.0.0.1:1'): ApiEvent =>
  ({
    version: '2.0', routeKey: 'GET /api/me', rawPath: '/api/me', rawQueryString: '', isBase64Encoded: false,
    headers: { [ORIGIN_VERIFY_HEADER]: stack.config.originVerifySecret, [VIEWER_ADDRESS_HEADER]: viewerAddress },
    requestContext: {
      http: { method: 'GET', path: '/api/me', sourceIp: '130.176.0.1' }, requestId: randomUUID(), routeKey: 'GET /api/me',
      authorizer: { jwt: { claims } },
    },
  }) as unknown as ApiEvent;

describe('requests that did not come through the edge', () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn(stack, await createStaffUser(stack, { role: 'admin' }));
  });

  it.each(API_ROUTES)('$method $path answers 403 without the origin-verify header', async (route) => {
    const response = await callApi(stack, route.method, concretePath(route.path), {
      bypassEdge: true,
      ...(route.access === 'staff' ? { token } : {}),
      ...(route.method === 'GET' ? {} : { body: { form: 'decline' } }),
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'DIRECT_ACCESS', message: API_MESSAGES.directAccess });
  });

  it('answers 403 to a wrong secret', async () => {
    const response = await callApi(stack, 'GET', '/me', { token, bypassEdge: true, headers: { [ORIGIN_VERIFY_HEADER]: 'guessed' } });
    expect(response.status).toBe(403);
  });

  it('writes nothing for a refused request', async () => {
    // Prepare: a real invitation, answered without the header.
    const email = `edge-${randomUUID().slice(0, 8)}@invitee.test`;
    const sent = await callApi(stack, 'POST', '/invitations', {
      token,
      body: { firstName: 'Jo', lastName: 'Park', email, personalMessage: 'Come see it.', audience: 'member', idempotencyKey: randomUUID() },
    });
    expect(sent.status).toBe(201);
    const invitationToken = linkTokenIn((await waitForEmail(stack.urls.mailbox, email))[0]!);
    // Act
    const response = await answerInvitation(stack, invitationToken, { bypassEdge: true, body: { form: 'decline' } });
    // Assess
    expect(response.status).toBe(403);
    const invitationId = sent.body.invitationId as string;
    expect((await itemsWithPrefix(stack, `INVITATION#${invitationId}`, 'INVITATION'))[0]?.status).toBe('sent');
    expect(await itemsWithPrefix(stack, `INVITATION#${invitationId}`, 'RESPONSE#')).toEqual([]);
  });
});

describe('tokens', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createStaffUser(stack, { role: 'leadgen' });
  });

  it('refuses an ID token with 403, as the HTTP API does for the missing scope', async () => {
    const { idToken, accessToken } = await signInForTokens(stack, user);
    expect((await callApi(stack, 'GET', '/me', { token: idToken })).status).toBe(403);
    expect((await callApi(stack, 'GET', '/me', { token: accessToken })).status).toBe(200);
  });

  it('refuses an ID token in the handler too, should one ever get past the authorizer', async () => {
    const { handler } = await import('../profiles/get-my-profile');
    const event = staffEvent({ sub: user.id, token_use: 'id', auth_time: Math.floor(Date.now() / 1000) });
    const result = (await handler(event, {} as never)) as APIGatewayProxyStructuredResultV2;
    expect(result.statusCode).toBe(401);
  });
});

describe('logs', () => {
  it('record the caller\'s user id and real IP on a staff request', async () => {
    const suspended = await createStaffUser(stack, { role: 'admin', status: 'suspended' });
    const { handler } = await import('../profiles/get-my-profile');
    const { logger } = await import('./logger');
    logger.setLogLevel('INFO');
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => lines.push(String(chunk)) > 0);
    try {
      await handler(staffEvent({ sub: suspended.id, token_use: 'access', auth_time: Math.floor(Date.now() / 1000) }, '203.0.113.50:443'), {} as never);
    } finally {
      write.mockRestore();
      logger.setLogLevel('WARN');
    }
    const refused = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.message === 'Request refused');
    expect(refused).toMatchObject({ userId: suspended.id, clientIp: '203.0.113.50', status: 403 });
  });
});

describe('signing out everywhere', () => {
  it('ends every session of the caller at once, and only theirs', async () => {
    // Prepare: two sessions of one user (two devices) and one of a colleague.
    const user = await createStaffUser(stack, { role: 'founder' });
    const colleague = await createStaffUser(stack, { role: 'founder' });
    const laptop = await signIn(stack, user);
    const phone = await signIn(stack, user);
    const colleagueToken = await signIn(stack, colleague);
    // Act
    const response = await callApi(stack, 'POST', '/me/sign-out', { token: laptop });
    // Assess
    expect(response).toEqual({ status: 200, body: { ok: true } });
    for (const token of [laptop, phone]) {
      const refused = await callApi(stack, 'GET', '/me', { token });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(API_MESSAGES.sessionEnded);
    }
    expect((await callApi(stack, 'GET', '/me', { token: colleagueToken })).status).toBe(200);
    const [profile] = await itemsWithPrefix(stack, `PROFILE#${user.id}`, 'PROFILE');
    expect(profile?.sessionsRevokedAt).toEqual(expect.any(Number));
  });

  it('lets the user sign in again afterwards', async () => {
    const user = await createStaffUser(stack, { role: 'leadgen' });
    await callApi(stack, 'POST', '/me/sign-out', { token: await signIn(stack, user) });
    await nextSecond();
    const fresh = await signIn(stack, user);
    expect((await callApi(stack, 'GET', '/me', { token: fresh })).status).toBe(200);
  });
});
