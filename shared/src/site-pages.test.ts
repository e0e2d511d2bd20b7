import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS } from './paths';
import { PLACEHOLDER_PAGES, siteFileFor } from './site-pages';

describe('siteFileFor', () => {
  it('serves each prerendered page its own file, with or without a trailing slash', () => {
    expect(siteFileFor('/')).toBe('/index.html');
    expect(siteFileFor('/invitation')).toBe('/invitation/index.html');
    expect(siteFileFor('/invitation/')).toBe('/invitation/index.html');
    expect(siteFileFor('/invitation/land-owners')).toBe('/invitation/land-owners/index.html');
    expect(siteFileFor('/invitation/investors')).toBe('/invitation/investors/index.html');
    expect(siteFileFor('/thank-you')).toBe('/thank-you/index.html');
  });

  it('serves the dashboard home, Manage Invitations and Edit Profile their placeholder pages, and the rest of the dashboard the SPA shell', () => {
    expect(siteFileFor('/dashboard')).toBe('/dashboard/index.html');
    expect(siteFileFor('/dashboard/')).toBe('/dashboard/index.html');
    expect(siteFileFor('/dashboard/admin/manage-invitations')).toBe('/dashboard/admin/manage-invitations/index.html');
    expect(siteFileFor('/dashboard/admin/edit-profile')).toBe('/dashboard/admin/edit-profile/index.html');
    expect(PLACEHOLDER_PAGES).toEqual([DASHBOARD_PATHS.home, DASHBOARD_PATHS.manageInvitations, DASHBOARD_PATHS.editProfile]);
    expect(siteFileFor('/dashboard/admin/manage-users')).toBe('/app.html');
  });

  it('serves a placeholder page drawn with the sidebar folded to a person who left it folded, and only a placeholder page', () => {
    expect(siteFileFor('/dashboard', 'theme=x; sidebar_state=false')).toBe('/dashboard/index-rail.html');
    expect(siteFileFor('/dashboard/admin/manage-invitations/', 'sidebar_state=false')).toBe('/dashboard/admin/manage-invitations/index-rail.html');
    expect(siteFileFor('/dashboard', 'sidebar_state=true')).toBe('/dashboard/index.html');
    expect(siteFileFor('/dashboard', 'other_sidebar_state=false')).toBe('/dashboard/index.html');
    expect(siteFileFor('/dashboard')).toBe('/dashboard/index.html');
    expect(siteFileFor('/invitation', 'sidebar_state=false')).toBe('/invitation/index.html');
    expect(siteFileFor('/dashboard/admin/manage-users', 'sidebar_state=false')).toBe('/app.html');
  });

  it('serves the SPA shell for every other route, and files and the API as they are', () => {
    expect(siteFileFor('/dashboard/admin/manage-users')).toBe('/app.html');
    expect(siteFileFor('/invitation/unknown')).toBe('/app.html');
    expect(siteFileFor('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(siteFileFor('/config.json')).toBe('/config.json');
    expect(siteFileFor('/api/me')).toBe('/api/me');
  });
});
