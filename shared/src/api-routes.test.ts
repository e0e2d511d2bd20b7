import { describe, expect, it } from 'vitest';
import { API_ROUTES, compileRoutePath } from './api-routes';

describe('the route table', () => {
  it('extracts and decodes path parameters', () => {
    expect(compileRoutePath('/api/invitations/{id}/notes')('/api/invitations/a%2Db/notes')).toEqual({ id: 'a-b' });
    expect(compileRoutePath('/api/invitations/{id}')('/api/invitations/x/notes')).toBeNull();
  });

  it('has unique ids and unique method + path pairs', () => {
    expect(new Set(API_ROUTES.map((r) => r.id)).size).toBe(API_ROUTES.length);
    expect(new Set(API_ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(API_ROUTES.length);
  });

  it('keeps every public route under /api/public', () => {
    for (const route of API_ROUTES) expect(route.path.startsWith('/api/public/')).toBe(route.access === 'public');
  });

  it('gives public routes no path parameters: their tokens and codes come in bodies, which no log holds', () => {
    for (const route of API_ROUTES.filter((r) => r.access === 'public')) expect(route.path, route.id).not.toContain('{');
  });
});

describe('path parameters with malformed escapes', () => {
  it('keeps the raw segment instead of throwing, so the handler can answer 400', () => {
    expect(compileRoutePath('/api/invitations/{id}')('/api/invitations/%E0%A4%A')).toEqual({ id: '%E0%A4%A' });
  });
});
