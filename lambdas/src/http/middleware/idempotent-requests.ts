import { createHash } from 'node:crypto';
import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAY_HEADER,
} from '@safe-haven/shared/idempotent-requests';
import { claimRequest, completeRequest, releaseRequest, requestRecordEntity, type RequestRecord } from '../../data/request-record';
import { BadRequestError, ConflictError } from '../../core/errors';
import type { ApiEvent, ApiResult } from '../../core/http';
import { logger } from '../../core/logger';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';

/** How a route's repeated submissions are answered. */
export interface IdempotencyOptions {
  /**
   * Response fields never stored (a secret shown once, such as a new founder code): a repeat gets
   * the same success without them and `replayMessage` saying it was already shown.
   */
  withhold?: readonly string[];
  replayMessage?: string;
  /** How long a claim holds before it counts as abandoned; longer than the function's timeout. */
  claimMs?: number;
  /** A repeat that finds the first request running waits this many times for its result... */
  pollAttempts?: number;
  /** ...this long each time, then answers 409 REQUEST_IN_PROGRESS. */
  pollIntervalMs?: number;
}

/** Who the key belongs to: the staff member, or (public routes) anyone who sends the same request. */
export interface IdempotencyScope {
  profile?: { id: string };
}

const DEFAULTS = { claimMs: 30_000, pollAttempts: 8, pollIntervalMs: 250 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fingerprintOf = (event: ApiEvent): string => {
  const body = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  return createHash('sha256').update(`${event.rawPath}\n${body}`).digest('base64url');
};

const withoutFields = (body: string | undefined, fields: readonly string[]): string | undefined => {
  if (!body || fields.length === 0) return body;
  const parsed = JSON.parse(body) as Record<string, unknown>;
  for (const field of fields) delete parsed[field];
  return JSON.stringify(parsed);
};

const replay = (record: RequestRecord, options: IdempotencyOptions): ApiResult => {
  const body = record.withheld && options.replayMessage ? JSON.stringify({ ...JSON.parse(record.body ?? '{}'), message: options.replayMessage, alreadyShown: true }) : record.body;
  return {
    statusCode: record.statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', [IDEMPOTENT_REPLAY_HEADER]: 'true' },
    body,
  };
};

/**
 * A repeat of the same submission gets the first result, in the spirit of Powertools for Lambda's
 * idempotency utility, small enough for the tight bundles: a request with an Idempotency-Key claims
 * it with a conditional put before the work, a success is stored for 24 hours, a failure releases
 * the claim so a retry runs. A request without the header, or a GET, is left alone. Runs after the
 * staff check and input parsing, so a refused or malformed request never claims a key.
 */
export const idempotentRequests = <C extends Context & IdempotencyScope>(
  routeOptions: IdempotencyOptions = {},
): middy.MiddlewareObj<ApiEvent, ApiResult, Error, C> => {
  const options = { ...DEFAULTS, ...routeOptions };
  const claims = new WeakMap<object, RequestRecord>();

  /** The stored result, or this request's own claim when the key turned out free after all. */
  const awaitFirst = async (claim: RequestRecord): Promise<{ result: ApiResult } | { claim: RequestRecord }> => {
    for (let attempt = 0; ; attempt += 1) {
      const existing = await requestRecordEntity.get(claim.scope, claim.route, claim.key);
      if (existing && existing.fingerprint !== claim.fingerprint) {
        throw new BadRequestError(IDEMPOTENCY_MESSAGES.keyReused, { code: ERROR_CODES.IDEMPOTENCY_KEY_REUSED });
      }
      if (existing?.status === 'complete') return { result: replay(existing, options) };
      // Gone (the first failed and released it) or abandoned (its function died): this one runs.
      if (!existing || existing.claimExpiresAt < Date.now()) {
        const now = Date.now();
        const retaken = { ...claim, createdAt: new Date(now).toISOString(), claimExpiresAt: now + options.claimMs };
        if (await claimRequest(retaken, now)) return { claim: retaken };
      }
      if (attempt >= options.pollAttempts) throw new ConflictError(IDEMPOTENCY_MESSAGES.inProgress, { code: ERROR_CODES.REQUEST_IN_PROGRESS });
      await sleep(options.pollIntervalMs);
    }
  };

  return {
    before: async (request) => {
      const { event } = request;
      const key = event.headers?.[IDEMPOTENCY_HEADER];
      if (key === undefined || event.requestContext.http.method === 'GET') return undefined;
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new BadRequestError(IDEMPOTENCY_MESSAGES.invalidKey, { code: ERROR_CODES.INVALID_IDEMPOTENCY_KEY });
      const now = Date.now();
      const claim: RequestRecord = {
        scope: request.context.profile?.id ?? 'public',
        route: event.routeKey,
        key,
        fingerprint: fingerprintOf(event),
        status: 'in_progress',
        claimExpiresAt: now + options.claimMs,
        createdAt: new Date(now).toISOString(),
      };
      if (await claimRequest(claim, now)) {
        claims.set(request, claim);
        return undefined;
      }
      const first = await awaitFirst(claim);
      if ('result' in first) return first.result;
      claims.set(request, first.claim);
      return undefined;
    },
    after: async (request) => {
      const claim = claims.get(request);
      const response = request.response;
      if (!claim || !response) return;
      const status = response.statusCode ?? 200;
      try {
        if (status >= 200 && status < 300) {
          const withhold = options.withhold ?? [];
          const body = withoutFields(response.body, withhold);
          await completeRequest(claim, { statusCode: status, body, withheld: withhold.length > 0 && body !== response.body });
        } else {
          await releaseRequest(claim);
        }
      } catch (error) {
        // The work is done and its answer goes back; only a repeat loses the stored result. Releasing
        // the claim lets that repeat run rather than wait for a claim nobody will complete.
        logger.error('Storing the result of an idempotent request failed', { error: error as Error });
        await releaseRequest(claim).catch((cause: unknown) => logger.error('Releasing the claim failed too', { error: cause as Error }));
      }
    },
    onError: async (request) => {
      const claim = claims.get(request);
      if (!claim) return;
      await releaseRequest(claim).catch((error: unknown) => logger.error('Releasing an idempotency claim failed', { error: error as Error }));
    },
  };
};
