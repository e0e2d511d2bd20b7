/**
 * The WebSocket API, locally: the handshake on LIVE_PATH goes to the same $connect handler
 * as in AWS (lambdas/src/live/live-connections.ts), run as its function (function-permissions.ts);
 * a refused handshake gets the handler's status, as API Gateway answers it. The management API's
 * connection calls (`POST|GET|DELETE /@connections/{id}`) are served for the stream handler's
 * client (LIVE_CONNECTIONS_ENDPOINT points here): 410 with GoneException for a connection that is not
 * open, as API Gateway answers. A connection idle for IDLE_MS or open for MAX_MS is closed, as API
 * Gateway closes it (10 minutes, 2 hours), so the browser's renewal runs locally too.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { LIVE_CONNECTIONS_FUNCTION } from '@safe-haven/shared/api-routes';
import { LIVE_CONNECTION_MAX_SECONDS, LIVE_PATH, LIVE_PROTOCOL } from '@safe-haven/shared/live-updates';
import type { LiveConnectionEvent, LiveConnectionResult } from '@safe-haven/lambdas/live/live-connections';
import { runAsFunction } from './function-permissions';

export interface LiveGatewayOptions {
  log?: (line: string) => void;
  /** @default 10 minutes, API Gateway's idle timeout */
  idleMs?: number;
  /** @default 2 hours, API Gateway's connection duration limit */
  maxMs?: number;
}

export interface LiveGateway {
  /** Serves a management API request; false when the request is not one (the HTTP routes take it). */
  handleManagement(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  /** The ids of the open connections (tests). */
  openConnections(): string[];
  close(): void;
}

type Handler = (event: LiveConnectionEvent) => Promise<LiveConnectionResult>;
const liveFunction = { label: `function ${LIVE_CONNECTIONS_FUNCTION.id}`, permissions: LIVE_CONNECTIONS_FUNCTION.permissions };

const MANAGEMENT_PATH = /^\/@connections\/([^/]+)$/;

/** API Gateway's connection ids look like `L0SM9cOFvHcCIhw=`. */
const newConnectionId = () => randomBytes(10).toString('base64');

const headersOf = (req: IncomingMessage): Record<string, string> =>
  Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value ?? '')]));

const refuseHandshake = (socket: Duplex, status: number) => {
  const reason = status === 403 ? 'Forbidden' : status === 401 ? 'Unauthorized' : 'Bad Request';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
};

export const attachLiveGateway = (server: Server, options: LiveGatewayOptions = {}): LiveGateway => {
  const idleMs = options.idleMs ?? 10 * 60_000;
  const maxMs = options.maxMs ?? LIVE_CONNECTION_MAX_SECONDS * 1000;
  const open = new Map<string, { socket: WebSocket; idle: NodeJS.Timeout; max: NodeJS.Timeout }>();
  // The handler accepted LIVE_PROTOCOL; the token (the second offer) is never chosen or echoed.
  const wss = new WebSocketServer({ noServer: true, handleProtocols: (offered) => (offered.has(LIVE_PROTOCOL) ? LIVE_PROTOCOL : false) });
  let handler: Handler | undefined;
  const loadHandler = async (): Promise<Handler> =>
    (handler ??= ((await import('@safe-haven/lambdas/live/live-connections')) as { handler: Handler }).handler);

  const invoke = async (event: LiveConnectionEvent): Promise<LiveConnectionResult> => {
    const run = await loadHandler();
    const { result, denied } = await runAsFunction(liveFunction, () => run(event));
    if (denied.length > 0) {
      console.error(denied.join('\n'));
      return { statusCode: 500 };
    }
    return result;
  };

  const touch = (connectionId: string) => {
    const entry = open.get(connectionId);
    if (!entry) return;
    clearTimeout(entry.idle);
    entry.idle = setTimeout(() => entry.socket.close(1001, 'Going away'), idleMs);
  };

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== LIVE_PATH) {
      refuseHandshake(socket, 400);
      return;
    }
    const connectionId = newConnectionId();
    const event: LiveConnectionEvent = {
      requestContext: { routeKey: '$connect', connectionId, eventType: 'CONNECT' },
      headers: headersOf(req),
      queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
    };
    invoke(event)
      .then((result) => {
        if (result.statusCode !== 200) {
          // The path only: a query string (where someone may have put a token) stays out of the log.
          options.log?.(`live ${LIVE_PATH} ${result.statusCode}`);
          refuseHandshake(socket, result.statusCode);
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          const entry = { socket: ws, idle: setTimeout(() => undefined, 0), max: setTimeout(() => ws.close(1001, 'Going away'), maxMs) };
          open.set(connectionId, entry);
          touch(connectionId);
          options.log?.(`live ${LIVE_PATH} connected`);
          // The browser sends nothing; a message would go to a route the API does not have.
          ws.on('message', () => touch(connectionId));
          ws.on('close', () => {
            clearTimeout(entry.idle);
            clearTimeout(entry.max);
            open.delete(connectionId);
            invoke({ requestContext: { routeKey: '$disconnect', connectionId, eventType: 'DISCONNECT' } }).catch((error: unknown) =>
              options.log?.(`live $disconnect failed: ${(error as Error).message}`),
            );
          });
        });
      })
      .catch((error: unknown) => {
        options.log?.(`live $connect failed: ${(error as Error).message}`);
        refuseHandshake(socket, 500);
      });
  });

  const readBody = (req: IncomingMessage): Promise<Buffer> =>
    new Promise((resolveBody, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolveBody(Buffer.concat(chunks)));
      req.on('error', reject);
    });

  const gone = (res: ServerResponse) => {
    res.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException', 'x-amzn-requestid': randomUUID() });
    res.end(JSON.stringify({ message: null }));
  };

  return {
    handleManagement: async (req, res, url) => {
      const match = MANAGEMENT_PATH.exec(url.pathname);
      if (!match) return false;
      const connectionId = decodeURIComponent(match[1]!);
      const entry = open.get(connectionId);
      const method = (req.method ?? 'GET').toUpperCase();
      const body = await readBody(req);
      if (!entry) {
        gone(res);
        return true;
      }
      if (method === 'POST') {
        entry.socket.send(body.toString('utf8'));
        touch(connectionId);
      } else if (method === 'DELETE') {
        entry.socket.close(1000, 'Closed by the server');
      }
      res.writeHead(200, { 'content-type': 'application/json', 'x-amzn-requestid': randomUUID() });
      res.end(method === 'GET' ? JSON.stringify({ connectedAt: new Date().toISOString(), identity: {} }) : '');
      return true;
    },
    openConnections: () => [...open.keys()],
    close: () => {
      for (const { socket } of open.values()) socket.terminate();
      wss.close();
    },
  };
};
