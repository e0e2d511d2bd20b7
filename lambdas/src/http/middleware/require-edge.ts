import { timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER } from '@safe-haven/shared/edge';
import { API_MESSAGES } from '@safe-haven/shared/messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { ForbiddenError } from '../../core/errors';
import type { ApiEvent, ApiResult } from '../../core/http';
import { logger } from '../../core/logger';
import { optionalEnv } from '../../core/env';

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The API answers only requests that came through CloudFront (and its web firewall): CloudFront
 * adds a secret header the caller cannot know (ORIGIN_VERIFY_SECRET). A request without it, sent
 * straight to the API's own endpoint, gets 403 before any work is done. Without the secret
 * configured, every request is refused: the check fails closed.
 */
/** Whether a request's headers carry CloudFront's secret (fails closed without one configured). */
export const cameThroughEdge = (given: string | undefined): boolean => {
  const expected = optionalEnv('ORIGIN_VERIFY_SECRET');
  return expected !== undefined && given !== undefined && sameSecret(given, expected);
};

export const requireEdge = <C extends Context = Context>(): middy.MiddlewareObj<ApiEvent, ApiResult, Error, C> => ({
  before: async (request) => {
    const expected = optionalEnv('ORIGIN_VERIFY_SECRET');
    const given = request.event.headers?.[ORIGIN_VERIFY_HEADER];
    if (expected && given && sameSecret(given, expected)) return;
    if (!expected) logger.error('ORIGIN_VERIFY_SECRET is not set: every request is refused');
    else logger.warn('Request that did not come through CloudFront refused', { hasHeader: given !== undefined });
    throw new ForbiddenError(API_MESSAGES.directAccess, { code: ERROR_CODES.DIRECT_ACCESS });
  },
});
