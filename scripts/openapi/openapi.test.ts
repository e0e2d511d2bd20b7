import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@safe-haven/shared/api-routes';
import { buildOpenApiDocument, OPENAPI_FILE, serialise } from './build-openapi';

describe('docs/openapi.json', () => {
  it('is what the route table and the handlers\' schemas produce today (run `npm run openapi` if not)', async () => {
    const fresh = serialise(await buildOpenApiDocument());
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(fresh);
  }, 60_000);

  it('documents every route with its access and input', async () => {
    const document = await buildOpenApiDocument();
    for (const route of API_ROUTES) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation!['x-access']).toBe(route.access);
      expect(Boolean(operation!.security)).toBe(route.access === 'staff');
    }
    const send = document.paths['/api/invitations']!.post!;
    expect(send.requestBody?.content['application/json'].schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['email', 'audience']) });
  }, 60_000);
});
