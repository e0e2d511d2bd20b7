/**
 * The WebSocket API's $connect and $disconnect, one function for both: a connection is
 * accepted only through CloudFront (its secret header, as every HTTP route), without anything in its
 * URL, and with a staff access token in Sec-WebSocket-Protocol that the HTTP routes would accept: the
 * pool's signature, issuer, client and scope, unexpired, a session not revoked, a person active now,
 * a second factor not overdue. Anything else is answered 401 (or 403 for the missing edge header),
 * which API Gateway turns into a refused handshake. The token is never logged: only the refusal's
 * reason is.
 *
 * No message route: the browser sends nothing; the server only posts (stream/processors/live-updates.ts).
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { ORIGIN_VERIFY_HEADER } from '@safe-haven/shared/edge';
import { STAFF_TOKEN_SCOPE } from '@safe-haven/shared/staff-token-scope';
import { LIVE_PROTOCOL, tokenFromProtocolHeader } from '@safe-haven/shared/live-updates';
import { twoFactorStanding } from '@safe-haven/shared/two-factor';
import { requiredEnv } from '../core/env';
import { logger } from '../core/logger';
import { closeLiveConnection, liveConnectionById, openLiveConnection } from '../data/live-connection';
import { getProfile } from '../data/profile';
import { cameThroughEdge } from '../http/middleware/require-edge';
import { isRevokedSession, numericClaim, type Claims } from '../http/middleware/require-staff';

/** The parts of API Gateway's WebSocket event the handler reads ($connect carries the handshake's headers). */
export interface LiveConnectionEvent {
  requestContext: { routeKey: string; connectionId: string; eventType?: string };
  headers?: Record<string, string | undefined>;
  queryStringParameters?: Record<string, string | undefined> | null;
}

export interface LiveConnectionResult {
  statusCode: number;
  headers?: Record<string, string>;
  body?: string;
}

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
const signingKeys = () => (jwks ??= createRemoteJWKSet(new URL(requiredEnv('STAFF_TOKEN_JWKS_URL'))));

/** Header lookup by lower-cased name: API Gateway keeps the client's spelling. */
const header = (event: LiveConnectionEvent, name: string): string | undefined =>
  Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];

type Refusal = { refused: string; statusCode: 401 | 403 };

/** The verified claims of a staff access token, or why not. */
const verifiedClaims = async (token: string): Promise<{ claims: JWTPayload } | Refusal> => {
  try {
    const { payload } = await jwtVerify(token, signingKeys(), { issuer: requiredEnv('STAFF_TOKEN_ISSUER') });
    if (payload.token_use !== 'access') return { refused: 'not an access token', statusCode: 401 };
    if (payload.client_id !== requiredEnv('STAFF_TOKEN_CLIENT_ID')) return { refused: 'another client', statusCode: 401 };
    if (typeof payload.scope !== 'string' || !payload.scope.split(' ').includes(STAFF_TOKEN_SCOPE)) return { refused: 'no staff scope', statusCode: 401 };
    return { claims: payload };
  } catch (error) {
    return { refused: `token not valid (${(error as Error).name})`, statusCode: 401 };
  }
};

const connect = async (event: LiveConnectionEvent): Promise<LiveConnectionResult> => {
  const connectionId = event.requestContext.connectionId;
  const refuse = ({ refused, statusCode }: Refusal): LiveConnectionResult => {
    logger.warn('Live connection refused', { reason: refused });
    return { statusCode };
  };
  if (!cameThroughEdge(header(event, ORIGIN_VERIFY_HEADER))) return refuse({ refused: 'not through CloudFront', statusCode: 403 });
  // A token (or anything) in the URL would be in the access logs: refused, whatever it is.
  if (Object.keys(event.queryStringParameters ?? {}).length > 0) return refuse({ refused: 'query string', statusCode: 401 });
  const token = tokenFromProtocolHeader(header(event, 'sec-websocket-protocol'));
  if (!token) return refuse({ refused: 'no token offered', statusCode: 401 });
  const verified = await verifiedClaims(token);
  if ('refused' in verified) return refuse(verified);
  const { claims } = verified;
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  const profile = sub ? await getProfile(sub) : undefined;
  if (!profile || profile.status !== 'active') return refuse({ refused: 'person not active', statusCode: 401 });
  if (isRevokedSession(claims as Claims, profile)) return refuse({ refused: 'session revoked', statusCode: 401 });
  if (twoFactorStanding(profile, numericClaim(claims as Claims, 'auth_time')) === 'due') return refuse({ refused: 'second factor due', statusCode: 401 });
  await openLiveConnection({ profileId: profile.id, connectionId, role: profile.role });
  logger.info('Live connection opened', { userId: profile.id, connectionId });
  return { statusCode: 200, headers: { 'Sec-WebSocket-Protocol': LIVE_PROTOCOL } };
};

const disconnect = async (event: LiveConnectionEvent): Promise<LiveConnectionResult> => {
  const connection = await liveConnectionById(event.requestContext.connectionId);
  if (connection) await closeLiveConnection(connection);
  return { statusCode: 200 };
};

export const handler = async (event: LiveConnectionEvent): Promise<LiveConnectionResult> => {
  switch (event.requestContext.routeKey) {
    case '$connect':
      return connect(event);
    case '$disconnect':
      return disconnect(event);
    default:
      // No message route is declared; anything else is not ours to answer.
      return { statusCode: 400 };
  }
};
