/**
 * The one fetch wrapper for /api. Errors become ApiError with the server's readable message.
 * Staff calls get the Cognito access token from the provider the auth module registers, so public
 * pages can use this client without loading any auth code.
 */
import { TWO_FACTOR_SETUP_PATH } from '@safe-haven/shared/two-factor-path';
import type { ApiErrorBody } from '@safe-haven/shared/api-types';
import { IDEMPOTENCY_HEADER } from '@safe-haven/shared/idempotent-requests';

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

type TokenProvider = () => Promise<string | undefined>;
let tokenProvider: TokenProvider | undefined;
let onUnauthorized: (() => void) | undefined;

export const registerAuth = (provider: TokenProvider, unauthorized: () => void): void => {
  tokenProvider = provider;
  onUnauthorized = unauthorized;
};

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

export const apiRequest = async <T>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    auth?: boolean;
    signal?: AbortSignal;
    /** A 401 on a staff call signs out and returns to the login screen, unless the caller handles it. */
    redirectOnUnauthorized?: boolean;
    /** One key per submission (useSubmitOnce): the server answers a repeat with the first result. */
    idempotencyKey?: string;
  } = {},
): Promise<T> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  if (options.auth) {
    const token = await tokenProvider?.();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, { message: NETWORK_ERROR_MESSAGE });
  }
  const text = await response.text();
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
    if (response.status === 403 && body.code === 'TWO_FACTOR_REQUIRED' && window.location.pathname !== TWO_FACTOR_SETUP_PATH) {
      window.location.assign(TWO_FACTOR_SETUP_PATH);
    }
    const message = typeof body.message === 'string' && body.message ? body.message : `Request failed (${response.status})`;
    throw new ApiError(response.status, message, { ...body, message } as ApiErrorBody & Record<string, unknown>);
  }
  return body as T;
};
