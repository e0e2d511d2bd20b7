import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@safe-haven/shared/api-routes';
import * as endpoints from '@safe-haven/web/src/lib/api-endpoints.generated';
import { endpointOf, ENDPOINTS_FILE, renderEndpoints } from './build-api-endpoints';

describe('web/src/lib/api-endpoints.generated.ts', () => {
  it('is what the route table produces today (run `npm run api-client` if not)', () => {
    expect(readFileSync(ENDPOINTS_FILE, 'utf8')).toBe(renderEndpoints());
  });

  it('holds every route with its access, method and path, and nothing the stack alone needs', () => {
    const held = endpoints as Record<string, unknown>;
    expect(Object.keys(held).sort()).toEqual(API_ROUTES.map((route) => route.id).sort());
    for (const route of API_ROUTES) expect(held[route.id], route.id).toBe(endpointOf(route));
    expect(held.GetInvitation).toBe('staff GET /api/invitations/{id}');
  });
});
