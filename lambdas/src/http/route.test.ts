/** The middlewares every public route runs: edge check first, and logs that carry the real client IP. */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@safe-haven/shared/edge';
import { API_MESSAGES } from '@safe-haven/shared/messages';
import type { ApiEvent } from '../core/http';
import { json } from '../core/http';
import { logger } from '../core/logger';
import { publicRoute } from './route';

const SECRET = 'edge-secret-for-tests';

const eventWith = (headers: Record<string, string>): ApiEvent =>
  ({
    version: '2.0', routeKey: 'GET /api/public/ping', rawPath: '/api/public/ping', rawQueryString: '', isBase64Encoded: false, headers,
    requestContext: { http: { method: 'GET', path: '/api/public/ping', sourceIp: '130.176.9.9' }, requestId: 'req-1', routeKey: 'GET /api/public/ping' },
  }) as unknown as ApiEvent;

/** The JSON log lines written while `act` runs. */
const logLinesDuring = async (act: () => Promise<unknown>): Promise<Record<string, unknown>[]> => {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await act();
  } finally {
    write.mockRestore();
  }
  return lines.flatMap((line) => line.split('\n')).filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
};

describe('publicRoute', () => {
  let worked: number;
  const handler = publicRoute({}, async () => {
    worked += 1;
    logger.info('working');
    return json(200, { ok: true });
  });
  const invoke = async (headers: Record<string, string>) => (await handler(eventWith(headers), {} as never)) as APIGatewayProxyStructuredResultV2;

  beforeEach(() => {
    worked = 0;
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    logger.setLogLevel('INFO');
  });
  afterEach(() => {
    delete process.env.ORIGIN_VERIFY_SECRET;
  });

  it('refuses a request without the origin-verify header with 403, before any work', async () => {
    const result = await invoke({ [VIEWER_ADDRESS_HEADER]: '203.0.113.7:5000' });
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body!)).toEqual({ message: API_MESSAGES.directAccess, code: 'DIRECT_ACCESS' });
    expect(worked).toBe(0);
  });

  it('fails closed when the secret is not configured', async () => {
    delete process.env.ORIGIN_VERIFY_SECRET;
    expect((await invoke({ [ORIGIN_VERIFY_HEADER]: '' })).statusCode).toBe(403);
    expect(worked).toBe(0);
  });

  it('logs the viewer IP CloudFront reports, never a forwarded-for entry, and forgets it afterwards', async () => {
    const lines = await logLinesDuring(async () => {
      await invoke({ [ORIGIN_VERIFY_HEADER]: SECRET, [VIEWER_ADDRESS_HEADER]: '203.0.113.7:5000', 'x-forwarded-for': '6.6.6.6' });
      logger.info('after the request');
    });
    expect(lines.find((line) => line.message === 'working')).toMatchObject({ clientIp: '203.0.113.7', route: 'GET /api/public/ping', requestId: 'req-1' });
    expect(lines.find((line) => line.message === 'after the request')).not.toHaveProperty('clientIp');
    expect(worked).toBe(1);
  });

  it('logs the IP of a refused request too', async () => {
    const lines = await logLinesDuring(() => invoke({ [VIEWER_ADDRESS_HEADER]: '198.51.100.4:1' }));
    expect(lines.find((line) => line.message === 'Request refused')).toMatchObject({ clientIp: '198.51.100.4', status: 403 });
  });
});
