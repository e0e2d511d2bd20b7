/**
 * The one way the web calls the API: callApi with a route of the table
 * (api-endpoints.generated.ts), whose path parameters it encodes, whose body and response are typed
 * by the contract (shared/src/api-contract.ts), and whose access says whether the staff member's
 * token goes with it. Errors become ApiError with the server's readable message and code. The token
 * comes from the provider the auth module registers, so public pages can use this client without
 * loading any auth code.
 */
import type { ApiContract, ApiEndpoint, ApiRouteId, RouteErrorCode } from '@safe-haven/shared/api-contract';
import type { ApiErrorBody } from '@safe-haven/shared/api-types';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import type { ErrorCode } from '@safe-haven/shared/error-code';
import { IDEMPOTENCY_HEADER } from '@safe-haven/shared/idempotent-requests';
import { TWO_FACTOR_SETUP_PATH } from '@safe-haven/shared/two-factor-path';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiErrorBody & Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The API refused with this code. Naming the route checks at compile time that it can answer it:
 * `hasErrorCode<'SubmitInviteeResponse'>(error, ERROR_CODES.ALREADY_ANSWERED)`.
 */
export const hasErrorCode = <Id extends ApiRouteId = never>(error: unknown, code: [Id] extends [never] ? ErrorCode : RouteErrorCode<Id>): error is ApiError =>
  error instanceof ApiError && error.body.code === code;

type TokenProvider = () => Promise<string | undefined>;
let tokenProvider: TokenProvider | undefined;
let onUnauthorized: (() => void) | undefined;

export const registerAuth = (provider: TokenProvider, unauthorized: () => void): void => {
  tokenProvider = provider;
  onUnauthorized = unauthorized;
};

/**
 * The access token whose session is being ended (signOutEverywhere): no other call is sent with it.
 * The server revokes every session of the person at once, so a read started meanwhile (a live
 * message, a refetch) would be refused, and a refusal reloads the page and loses the farewell.
 * Keyed on the token, so a next sign-in's calls go out without anyone releasing it.
 */
let endingToken: string | undefined;
/**
 * Staff calls on their way, by the token they carry: those of a session being ended are cancelled
 * too. Sent before the sign-out, they may be answered after the server revoked the session, and a
 * refusal would reload the page (and the browser would log it as a failed load).
 */
const callsInFlight = new Map<AbortController, string>();

/** Holds every staff call but the sign-out while its session ends; the answer lets them go again if it did not. */
export const holdCallsWhileSessionEnds = async (): Promise<() => void> => {
  const token = await tokenProvider?.();
  endingToken = token;
  for (const [controller, carried] of callsInFlight) if (carried === token) controller.abort(new DOMException('The session is ending', 'AbortError'));
  return () => {
    if (endingToken === token) endingToken = undefined;
  };
};

/** Whether this token's session is being ended: nothing else should be opened or sent with it. */
export const isSessionEnding = (token: string): boolean => token === endingToken;

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

/** What every call may say about itself, whatever its route. */
interface RequestOptions {
  signal?: AbortSignal;
  /** A 401 on a staff call signs out and returns to the login screen, unless the caller handles it. */
  redirectOnUnauthorized?: boolean;
  /** One key per submission (useSubmitOnce): the server answers a repeat with the first result. */
  idempotencyKey?: string;
  /** The call that ends the session, the only one sent while it ends (holdCallsWhileSessionEnds). */
  endsSession?: boolean;
}

type Part<C, K extends string> = C extends { [P in K]: infer V } ? { [P in K]: V } : { [P in K]?: never };
type QueryPart<C> = C extends { query: infer Q } ? { query?: Q | URLSearchParams } : { query?: never };
export type CallOptions<Id extends ApiRouteId> = RequestOptions & Part<ApiContract[Id], 'params'> & Part<ApiContract[Id], 'body'> & QueryPart<ApiContract[Id]>;
/** The options may be left out when the route needs neither path parameters nor a body. */
type CallArgs<Id extends ApiRouteId> = ApiContract[Id] extends { params: object } | { body: unknown } ? [options: CallOptions<Id>] : [options?: CallOptions<Id>];

/** '/api/invitations/{id}' with { id } -> '/api/invitations/<id, encoded>'. */
const fillPath = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_placeholder, name: string) => encodeURIComponent(params[name] ?? ''));

/** Empty and absent values are left out, as the pages never mean them. */
const queryString = (query: URLSearchParams | Record<string, string | undefined> | undefined): string => {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams(Object.entries(query ?? {}).filter((entry): entry is [string, string] => !!entry[1]));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const callApi = <Id extends ApiRouteId>(endpoint: ApiEndpoint<Id>, ...[options]: CallArgs<Id>): Promise<ApiContract[Id]['response']> => {
  // Read as unknown first: the generic options type, over every route, is too large a union to narrow.
  const given: unknown = options;
  const { params, query, body, ...rest } = (given ?? {}) as RequestOptions & { params?: Record<string, string>; query?: URLSearchParams | Record<string, string | undefined>; body?: unknown };
  const [access, method, path] = endpoint.split(' ') as [string, string, string];
  return request(`${fillPath(path, params)}${queryString(query)}`, { ...rest, method, body, auth: access === 'staff' });
};

const request = async <T>(
  url: string,
  options: RequestOptions & { method: string; body?: unknown; auth: boolean },
): Promise<T> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  if (options.auth) {
    const token = await tokenProvider?.();
    if (token && isSessionEnding(token) && !options.endsSession) throw new DOMException('The session is ending', 'AbortError');
    if (token) headers.authorization = `Bearer ${token}`;
  }
  const controller = new AbortController();
  const token = headers.authorization?.slice('Bearer '.length);
  if (token && !options.endsSession) callsInFlight.set(controller, token);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) onCallerAbort();
  options.signal?.addEventListener('abort', onCallerAbort);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: options.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
    text = await response.text();
  } catch (cause) {
    if ((cause as Error).name === 'AbortError' || controller.signal.aborted) throw controller.signal.reason ?? cause;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, { message: NETWORK_ERROR_MESSAGE });
  } finally {
    callsInFlight.delete(controller);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { message: text };
  }
  if (!response.ok) {
    // A 401 on a staff call means the session is gone: sign out and return to the login screen.
    if (response.status === 401 && options.auth && options.redirectOnUnauthorized !== false) onUnauthorized?.();
    // An admin's or founder's second factor is due: the server allows only enrolment until it is on.
    if (response.status === 403 && body.code === ERROR_CODES.TWO_FACTOR_REQUIRED && window.location.pathname !== TWO_FACTOR_SETUP_PATH) {
      window.location.assign(TWO_FACTOR_SETUP_PATH);
    }
    const message = typeof body.message === 'string' && body.message ? body.message : `Request failed (${response.status})`;
    throw new ApiError(response.status, message, { ...body, message } as ApiErrorBody & Record<string, unknown>);
  }
  return body as T;
};
