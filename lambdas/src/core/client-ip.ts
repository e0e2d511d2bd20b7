/**
 * The caller's IP address as the network saw it: API Gateway's `sourceIp` (the TCP peer), never a
 * header the client can write such as X-Forwarded-For.
 */
import type { ApiEvent } from './http';

export const clientIp = (event: ApiEvent): string => event.requestContext.http.sourceIp || 'unknown';
