/**
 * An HTTP/2 front for the local web server, for benchmarks: CloudFront serves the site over HTTP/2
 * and HTTP/3 (infra/lib/constructs/site.ts), while the local preview server speaks HTTP/1.1, where a
 * browser opens at most six connections to a host and queues the rest. A signed-in page asks for
 * about seventy chunks; over HTTP/1.1 they wait in that queue for round trip after round trip, which
 * a phone on CloudFront never does, and Lighthouse's simulation keeps the protocol it observed. Over
 * this front every request shares one multiplexed connection, as on CloudFront.
 *
 * TLS with a certificate made for the run (browsers speak HTTP/2 only over TLS): the browser is
 * started with --ignore-certificate-errors. Each request is passed on to the local server unchanged.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { constants, createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const IGNORE_CERTIFICATE_ERRORS = '--ignore-certificate-errors';

/** Headers HTTP/2 forbids in a response (connection-specific in HTTP/1.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

export interface Http2Front {
  /** The site's address through the front, https://localhost:<port>. */
  url: string;
  close(): Promise<void>;
}

export const startHttp2Front = async (target: string, port: number): Promise<Http2Front> => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '2',
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
  const key = readFileSync(join(dir, 'key.pem'));
  const cert = readFileSync(join(dir, 'cert.pem'));
  rmSync(dir, { recursive: true, force: true });
  const origin = new URL(target);

  const pass = (incoming: Http2ServerRequest, outgoing: Http2ServerResponse) => {
    const headers: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(incoming.headers)) if (!name.startsWith(':')) headers[name] = value;
    headers.host = origin.host;
    const upstream = httpRequest({ host: origin.hostname, port: origin.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
      const answerHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
      outgoing.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(constants.HTTP_STATUS_BAD_GATEWAY);
      outgoing.end();
    });
    incoming.pipe(upstream);
  };

  // HTTP/1.1 too, for the dashboard's live connection: Chromium opens a WebSocket over HTTP/1.1 unless
  // the server offers WebSockets over HTTP/2, which this front does not. Its upgrade is passed on as bytes.
  const server = createSecureServer({ key, cert, allowHTTP1: true }, pass);
  server.on('upgrade', (incoming: { method: string; url: string; rawHeaders: string[] }, socket: NodeJS.ReadWriteStream & { destroy(): void }, head: Buffer) => {
    const upstream = connect(Number(origin.port), origin.hostname, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
        const name = incoming.rawHeaders[index]!;
        lines.push(`${name}: ${name.toLowerCase() === 'host' ? origin.host : incoming.rawHeaders[index + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
