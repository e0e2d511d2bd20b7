import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { API_MESSAGES } from '@safe-haven/shared/messages';
import { AppError } from '../../core/errors';
import { json, type ApiEvent, type ApiResult } from '../../core/http';
import { logger } from '../../core/logger';

/**
 * Errors below 500 are shown to the caller with their message; anything else becomes a generic 500
 * and its detail stays in the log (as middy's http-error-handler does).
 */
export const httpErrors = <C extends Context = Context>(): middy.MiddlewareObj<ApiEvent, ApiResult, Error, C> => ({
  onError: async (request) => {
    const { error } = request;
    if (error instanceof AppError) {
      if (error.statusCode >= 500) logger.error('Request failed', { error });
      else logger.info('Request refused', { status: error.statusCode, code: error.code, reason: error.message });
      request.response = json(error.statusCode, {
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.details ?? {}),
      });
      return;
    }
    logger.error('Unhandled error', { error: error as Error });
    request.response = json(500, { message: API_MESSAGES.internal });
  },
});
