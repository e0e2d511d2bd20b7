/**
 * The local API gateway: serves the shared route table with the real handlers in-process, builds
 * API Gateway v2 events, and verifies staff JWTs against the Cognito emulator's JWKS the way the
 * HTTP API's JWT authorizer does (issuer, client id, signature, expiry, then the required scope, so
 * an ID token gets 403). Each handler runs as its route's function: an AWS call the route has not
 * declared is refused, as IAM would refuse it (function-permissions.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { API_ROUTES, STAFF_TOKEN_SCOPE, compileRoutePath, routePermissions, type ApiRoute } from '@safe-haven/shared/api-routes';
import type { RuntimeConfig } from '@safe-haven/shared/runtime-config';
import { runAsFunction } from './function-permissions';
import { attachLiveGateway, type LiveGateway, type LiveGatewayOptions } from './live-gateway';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface GatewayOptions {
  port: number;
  issuer: string;
  jwksUrl: string;
  userPoolClientId: string;
  runtimeConfig: RuntimeConfig;
  log?: (line: string) => void;
  /**
   * The routes to serve.
   * @default API_ROUTES
   */
  routes?: readonly ApiRoute[];
  /** The WebSocket API of live updates on the same port (live-gateway.ts). */
  live?: Omit<LiveGatewayOptions, 'log'>;
}

const liveGateways = new WeakMap<Server, LiveGateway>();
/** The live-updates side of a gateway started here (tests read its open connections). */
export const liveGatewayOf = (server: Server): LiveGateway | undefined => liveGateways.get(server);

const MAX_BODY_BYTES = 1024 * 1024;
const HANDLERS_DIR = resolve(import.meta.dirname, '../../lambdas/src');

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // API Gateway refuses payloads over its limit before the handler runs; so do we.
      if (size > MAX_BODY_BYTES) reject(Object.assign(new Error('Payload too large'), { status: 413 }));
      else chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const lambdaContext = (route: ApiRoute): Context => {
  const started = Date.now();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${route.id}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${route.id}`,
    memoryLimitInMB: String(route.memoryMb),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/local-${route.id}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, (route.timeoutSeconds ?? 10) * 1000 - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

const send = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(body);
};

export const startGateway = async (options: GatewayOptions): Promise<Server> => {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl));
  const routes = (options.routes ?? API_ROUTES).map((route) => ({ route, match: compileRoutePath(route.path) }));
  const handlers = new Map<string, Handler>();
  const loadHandler = async (route: ApiRoute): Promise<Handler> => {
    let handler = handlers.get(route.handler);
    if (!handler) {
      // An absolute URL keeps bundler-style import analysis (Vite, Vitest) from rewriting the path.
      const file = pathToFileURL(resolve(HANDLERS_DIR, `${route.handler}.ts`)).href;
      const module = (await import(/* @vite-ignore */ file)) as { handler: Handler };
      handler = module.handler;
      handlers.set(route.handler, handler);
    }
    return handler;
  };

  /** A verified token, or null (401 in AWS). */
  const verify = async (authorization: string | undefined): Promise<JWTPayload | null> => {
    const token = authorization?.match(/^Bearer (.+)$/i)?.[1];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: options.issuer });
      // The HTTP API authorizer checks the audience: client_id for access tokens, aud for id tokens.
      const audience = payload.token_use === 'access' ? payload.client_id : payload.aud;
      return audience === options.userPoolClientId ? payload : null;
    } catch {
      return null;
    }
  };

  const server = createServer(async (req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = (req.method ?? 'GET').toUpperCase();
    try {
      // The WebSocket API's management calls (the stream handler's posts to connections).
      if (await live.handleManagement(req, res, url)) return;
      if (method === 'GET' && url.pathname === '/config.json') {
        send(res, 200, JSON.stringify(options.runtimeConfig), { 'cache-control': 'no-store' });
        return;
      }
      const found = routes
        .map(({ route, match }) => ({ route, params: route.method === method ? match(url.pathname) : null }))
        .find((candidate) => candidate.params !== null);
      if (!found?.params) {
        send(res, 404, JSON.stringify({ message: 'Not Found' }));
        return;
      }
      const { route, params } = found;
      let claims: JWTPayload | null = null;
      if (route.access === 'staff') {
        claims = await verify(req.headers.authorization);
        if (!claims) {
          send(res, 401, JSON.stringify({ message: 'Unauthorized' }));
          return;
        }
        // The route requires the access token's scope; an ID token has none (API Gateway: 403).
        if (typeof claims.scope !== 'string' || !claims.scope.split(' ').includes(STAFF_TOKEN_SCOPE)) {
          send(res, 403, JSON.stringify({ message: 'Forbidden' }));
          return;
        }
      }
      const body = await readBody(req);
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value ?? '')]),
      );
      const now = new Date();
      const event: APIGatewayProxyEventV2 = {
        version: '2.0',
        routeKey: `${route.method} ${route.path}`,
        rawPath: url.pathname,
        rawQueryString: url.search.slice(1),
        headers,
        queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
        pathParameters: Object.keys(params).length > 0 ? params : undefined,
        body: body === '' ? undefined : body,
        isBase64Encoded: false,
        requestContext: {
          accountId: '000000000000',
          apiId: 'local',
          domainName: headers.host ?? 'localhost',
          domainPrefix: 'local',
          http: {
            method,
            path: url.pathname,
            protocol: `HTTP/${req.httpVersion}`,
            // The connection's own address, as API Gateway reports it; never a client-supplied X-Forwarded-For.
            sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
            userAgent: headers['user-agent'] ?? '',
          },
          requestId: randomUUID(),
          routeKey: `${route.method} ${route.path}`,
          stage: '$default',
          time: now.toISOString(),
          timeEpoch: now.getTime(),
          ...(claims ? { authorizer: { jwt: { claims: claims as Record<string, string>, scopes: [STAFF_TOKEN_SCOPE] } } } : {}),
        } as APIGatewayProxyEventV2['requestContext'],
      };
      const handler = await loadHandler(route);
      const { result, denied } = await runAsFunction({ label: `route ${route.id}`, permissions: routePermissions(route) }, () =>
        handler(event, lambdaContext(route)),
      );
      if (denied.length > 0) {
        // The handler saw AccessDenied and probably answered 500; say why, to the test and the console.
        console.error(denied.join('\n'));
        send(res, 500, JSON.stringify({ message: denied[0], accessDenied: denied }));
        options.log?.(`${method} ${url.pathname} 500 ${denied[0]}`);
        return;
      }
      res.writeHead(result.statusCode ?? 200, { ...(result.headers as Record<string, string>) });
      res.end(result.body ?? '');
      // The route key, not the path: whatever a caller puts in a path stays out of the log (link tokens
      // travel in bodies, but an old or hand-made request may still carry one in its path).
      options.log?.(`${route.method} ${route.path} ${result.statusCode} ${Date.now() - started}ms`);
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      send(res, status, JSON.stringify({ message: status === 413 ? 'Request Entity Too Large' : 'Internal Server Error' }));
      options.log?.(`${method} ${status} ${(error as Error).message}`);
    }
  });
  const live = attachLiveGateway(server, { ...options.live, log: options.log });
  liveGateways.set(server, live);
  server.on('close', () => live.close());
  // Idle keep-alive connections outlive the clients' own idle timeout (Node's fetch: 4 s), so the
  // server never closes a socket at the moment a client reuses it ("other side closed" under load).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolveListen());
  });
  return server;
};
