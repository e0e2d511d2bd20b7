import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS, TWO_FACTOR_SETUP_PATH } from '@safe-haven/shared/paths';
import { readAppRoutes } from './app-routes';

describe('readAppRoutes (the staff pages the page-weight budget measures)', () => {
  const routes = readAppRoutes();
  const byPath = new Map(routes.map((route) => [route.path, route.modules]));

  it('finds every page of the sidebar, nested paths joined and constants of shared/paths read', () => {
    for (const path of Object.values(DASHBOARD_PATHS)) expect(byPath.has(path), path).toBe(true);
    expect(byPath.has(TWO_FACTOR_SETUP_PATH)).toBe(true);
  });

  it('gives each page the chain React Router loads: sign-in guard, layout, role guard, page', () => {
    expect(byPath.get(DASHBOARD_PATHS.manageInvitations)).toEqual([
      'web/src/features/auth/components/protected-route.tsx',
      'web/src/features/dashboard-shell/components/dashboard-layout.tsx',
      'web/src/features/auth/components/role-guard.tsx',
      'web/src/features/manage-invitations/routes/manage-invitations-page.tsx',
    ]);
    // An index route takes its parent's path; a folder import resolves to its index file.
    expect(byPath.get(DASHBOARD_PATHS.home)?.at(-1)).toBe('web/src/features/dashboard-home/routes/dashboard-home-page.tsx');
    expect(byPath.get(DASHBOARD_PATHS.currentRaise)?.at(-1)).toBe('web/src/features/company-information/routes/index.ts');
  });

  it('leaves out redirects and the catch-all, which are not pages', () => {
    expect(byPath.has('/admin/invitations')).toBe(false);
    expect(routes.some((route) => route.path.includes('*'))).toBe(false);
  });
});
