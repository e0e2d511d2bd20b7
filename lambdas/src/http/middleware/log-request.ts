import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { clientIp } from '../../core/client-ip';
import type { ApiEvent, ApiResult } from '../../core/http';
import { logger } from '../../core/logger';

/**
 * Every log line of a request carries the client's real IP and the route (and, once the staff check
 * has read the profile, the caller's user id). The keys are cleared when the request ends, so a warm
 * container never lends them to the next request.
 */
export const logRequest = <C extends Context = Context>(): middy.MiddlewareObj<ApiEvent, ApiResult, Error, C> => {
  const clear = async () => logger.resetKeys();
  return {
    before: async (request) => {
      logger.appendKeys({
        clientIp: clientIp(request.event),
        route: request.event.routeKey,
        requestId: request.event.requestContext.requestId,
      });
    },
    after: clear,
    onError: clear,
  };
};
