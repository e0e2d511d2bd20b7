import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { ApiError, callApi, hasErrorCode, holdCallsWhileSessionEnds, isSessionEnding, registerAuth } from './api-client';
import * as API from './api-endpoints.generated';

const calls: { url: string; init: RequestInit }[] = [];
const answer = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  });

beforeEach(() => {
  calls.length = 0;
  registerAuth(async () => 'staff-token', () => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('fills the route\'s path with encoded parameters and sends its method, body and idempotency key', async () => {
    answer(200, { ok: true });
    await callApi(API.UpdateUser, { params: { id: 'a/b c?' }, body: { status: 'suspended' }, idempotencyKey: 'key-12345678' });
    expect(calls[0]!.url).toBe('/api/admin/users/a%2Fb%20c%3F');
    expect(calls[0]!.init.method).toBe('PATCH');
    expect(calls[0]!.init.body).toBe('{"status":"suspended"}');
    expect((calls[0]!.init.headers as Record<string, string>)['idempotency-key']).toBe('key-12345678');
  });

  it('sends the staff token on a staff route and none on a public one', async () => {
    answer(200, {});
    await callApi(API.GetTeam);
    await callApi(API.GetPublicInvitation, { body: { token: 't' } });
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer staff-token');
    expect((calls[1]!.init.headers as Record<string, string>).authorization).toBeUndefined();
    expect(calls[1]!.init.method).toBe('POST');
  });

  it('adds the query, leaving out empty and absent values', async () => {
    answer(200, {});
    await callApi(API.GetLeadgenStats, { query: { founderId: '' } });
    await callApi(API.GetLeadgenStats, { query: { founderId: 'f 1' } });
    await callApi(API.ListInvitations, { query: new URLSearchParams([['sort', 'name'], ['status', 'new']]) });
    expect(calls.map(({ url }) => url)).toEqual(['/api/leadgen-stats', '/api/leadgen-stats?founderId=f+1', '/api/invitations?sort=name&status=new']);
  });

  it('turns a refusal into an ApiError with its message and code', async () => {
    answer(409, { message: 'Already answered.', code: ERROR_CODES.ALREADY_ANSWERED });
    const failure = await callApi(API.SubmitInviteeResponse, { body: { token: 't', form: 'decline' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, message: 'Already answered.' });
    expect(hasErrorCode<'SubmitInviteeResponse'>(failure, ERROR_CODES.ALREADY_ANSWERED)).toBe(true);
    expect(hasErrorCode(failure, ERROR_CODES.WRONG_FORM)).toBe(false);
  });

  it('sends nothing but the sign-out with a session that is ending, and lets calls go again if it did not end', async () => {
    answer(200, {});
    const release = await holdCallsWhileSessionEnds();
    expect(isSessionEnding('staff-token')).toBe(true);
    const held = await callApi(API.GetUnreadCounts).catch((error: unknown) => error);
    expect(held).toMatchObject({ name: 'AbortError' });
    await callApi(API.SignOut, { endsSession: true });
    // Public calls carry no token and are not held.
    await callApi(API.GetPublicInvitation, { body: { token: 't' } });
    expect(calls.map(({ url }) => url)).toEqual(['/api/me/sign-out', '/api/public/invitations/read']);
    release();
    await callApi(API.GetUnreadCounts);
    expect(calls).toHaveLength(3);
  });

  it('cancels the calls already on their way with the ending session, without reporting a refusal', async () => {
    const unauthorized = vi.fn();
    registerAuth(async () => 'staff-token', unauthorized);
    // The server answers only once the session has been revoked: a refusal, had the call not been cancelled.
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => new Promise<Response>((resolve, reject) => {
      calls.push({ url, init });
      init.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      setTimeout(() => resolve(new Response('{}', { status: 401 })), 50);
    }));
    const before = callApi(API.GetUnreadCounts).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const release = await holdCallsWhileSessionEnds();
    expect(await before).toMatchObject({ name: 'AbortError' });
    expect(unauthorized).not.toHaveBeenCalled();
    release();
  });

  it('passes on the caller\'s own cancellation', async () => {
    // As fetch does: an already cancelled signal refuses at once, a later cancellation when it comes.
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => {
      if (init.signal?.aborted) reject(init.signal.reason);
      init.signal?.addEventListener('abort', () => reject(init.signal!.reason));
    }));
    const controller = new AbortController();
    const call = callApi(API.GetUnreadCounts, { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    expect(await call).toMatchObject({ name: 'AbortError' });
  });

  it("sends the next person's calls after a session ended, without a release", async () => {
    answer(200, {});
    const release = await holdCallsWhileSessionEnds();
    registerAuth(async () => 'next-person-token', () => undefined);
    await callApi(API.GetUnreadCounts);
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer next-person-token');
    release();
  });
});

/* Compile-time: `npm test`'s web typecheck fails if any of these stops being an error. */
export const typeChecks = () => [
  // @ts-expect-error a route with a path parameter needs it
  () => callApi(API.GetInvitation),
  // @ts-expect-error the parameter is named as in the path
  () => callApi(API.GetInvitation, { params: { invitationId: 'x' } }),
  // @ts-expect-error the body is the route's
  () => callApi(API.AddInvitationNote, { params: { id: 'x' }, body: { text: 'hi' } }),
  // @ts-expect-error a GET has no body
  () => callApi(API.GetTeam, { body: {} }),
  // @ts-expect-error a code this route never answers
  (error: unknown) => hasErrorCode<'GetTeam'>(error, ERROR_CODES.ALREADY_ANSWERED),
  // @ts-expect-error not a route: paths are never written by hand
  () => callApi('staff GET /api/me'),
];
