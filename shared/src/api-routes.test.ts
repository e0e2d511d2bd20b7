import { describe, expect, it } from 'vitest';
import { API_ROUTES, compileRoutePath } from './api-routes';

describe('the route table', () => {
  it('extracts and decodes path parameters', () => {
    expect(compileRoutePath('/api/public/invitations/{token}/response')('/api/public/invitations/a%2Db/response')).toEqual({ token: 'a-b' });
    expect(compileRoutePath('/api/public/invitations/{token}')('/api/public/invitations/x/response')).toBeNull();
  });

  it('has unique ids and unique method + path pairs', () => {
    expect(new Set(API_ROUTES.map((r) => r.id)).size).toBe(API_ROUTES.length);
    expect(new Set(API_ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(API_ROUTES.length);
  });

  it('keeps every public route under /api/public', () => {
    for (const route of API_ROUTES) expect(route.path.startsWith('/api/public/')).toBe(route.access === 'public');
  });
});

describe('path parameters with malformed escapes', () => {
  it('keeps the raw segment instead of throwing, so the handler can answer 400', () => {
    expect(compileRoutePath('/api/public/invitations/{token}')('/api/public/invitations/%E0%A4%A')).toEqual({ token: '%E0%A4%A' });
  });
});
