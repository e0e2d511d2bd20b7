import { describe, expect, it } from 'vitest';
import { HELP_MANAGE_INVITATIONS, HELP_PREVIEW_LINKS, HELP_QUICK_START } from './content/help-guide';
import { DASHBOARD_PATHS, NAVIGATION, isNavLinkActive, navigationForRole, type NavGroup } from './navigation';
import type { StaffRole } from './roles';

const shape = (groups: NavGroup[]) => groups.map((group) => [group.label, group.items.map((item) => item.label)]);

const COMPANY = ['Company Information', ['Properties in Review', 'Membership Options', 'The Current Raise']];
const ADDITIONAL = ['Additional Tools', ['Educate Myself', 'Edit Profile']];
const PREVIEWS = ['Page Previews', ['Member Preview', 'Land Owner Preview', 'Investor Preview']];
const HELP = ['Help & Support', ['How to Use This Site']];
const SIGN_OUT = ['Sign Out', ['Sign Out']];

describe('navigationForRole', () => {
  it('gives admins every growth tool, Edit Content and no help group', () => {
    expect(shape(navigationForRole('admin'))).toEqual([
      ['Growth Tools', ['Dashboard', 'Add Users', 'Manage Users', 'Manage Invitations', 'My Lead Generators', 'Funnel', 'Signup Codes', 'Documents']],
      ['Company Information', ['Properties in Review', 'Membership Options', 'The Current Raise', 'Edit Content']], ADDITIONAL, PREVIEWS, SIGN_OUT,
    ]);
  });

  it('gives founders the admin tools without Signup Codes and the admin-only Manage Users, plus help', () => {
    expect(shape(navigationForRole('founder'))).toEqual([
      ['Growth Tools', ['Dashboard', 'Add Users', 'Manage Invitations', 'My Lead Generators', 'Funnel']],
      COMPANY, ADDITIONAL, PREVIEWS, HELP, SIGN_OUT,
    ]);
  });

  it('gives leadgens the dashboard and Manage Invitations, plus help', () => {
    expect(shape(navigationForRole('leadgen'))).toEqual([
      ['Growth Tools', ['Dashboard', 'Manage Invitations']],
      COMPANY, ADDITIONAL, PREVIEWS, HELP, SIGN_OUT,
    ]);
  });

  it('drops a group whose entries are all hidden', () => {
    const groups: NavGroup[] = [{ id: 'x', label: 'Admins only', items: [{ kind: 'action', id: 'a', label: 'A', icon: 'help', action: 'open-help', roles: ['admin'] }] }];
    expect(navigationForRole('leadgen', groups)).toEqual([]);
  });

  it('links every entry to the route table and marks the two unread badges', () => {
    const links = NAVIGATION.flatMap((group) => group.items).flatMap((item) => (item.kind === 'link' ? [item] : []));
    expect(Object.fromEntries(links.map((item) => [item.id, item.path]))).toEqual({
      dashboard: '/dashboard',
      'add-users': '/dashboard/admin/add-users',
      'manage-users': '/dashboard/admin/manage-users',
      'manage-invitations': '/dashboard/admin/manage-invitations',
      'my-leadgens': '/dashboard/admin/my-leadgens',
      funnel: '/dashboard/admin/funnel',
      'signup-codes': '/dashboard/admin/signup-codes',
      documents: '/dashboard/admin/documents',
      'properties-in-review': '/dashboard/properties-in-review',
      'membership-options': '/dashboard/membership-options',
      'current-raise': '/dashboard/current-raise',
      'edit-content': '/dashboard/admin/content',
      'educate-myself': '/educate-myself',
      'edit-profile': '/dashboard/admin/edit-profile',
      'preview-member': '/invitation?admin_preview=true',
      'preview-land-owner': '/invitation/land-owners?admin_preview=true',
      'preview-investor': '/invitation/investors?admin_preview=true',
    });
    expect(links.filter((item) => item.unreadBadge).map((item) => [item.id, item.unreadBadge])).toEqual([
      ['manage-invitations', 'manageInvitations'],
      ['my-leadgens', 'myLeadgens'],
    ]);
  });

  it('lists the same pages for founders as for admins except the admin-only ones, and two for leadgens', () => {
    const pages = (role: StaffRole) =>
      navigationForRole(role).flatMap((group) => group.items).flatMap((item) => (item.kind === 'link' && !item.path.includes('?') ? [item.path] : []));
    expect(pages('admin').sort()).toEqual(Object.values(DASHBOARD_PATHS).sort());
    const adminOnly: string[] = [DASHBOARD_PATHS.signupCodes, DASHBOARD_PATHS.manageUsers, DASHBOARD_PATHS.editContent, DASHBOARD_PATHS.documents];
    expect(pages('founder')).toEqual(pages('admin').filter((path) => !adminOnly.includes(path)));
    expect(pages('leadgen')).toEqual(pages('admin').filter((path) => ![
      DASHBOARD_PATHS.addUsers, DASHBOARD_PATHS.myLeadgens, DASHBOARD_PATHS.funnel, ...adminOnly,
    ].includes(path as never)));
  });
});

describe('sidebar icons', () => {
  it.each(['admin', 'founder', 'leadgen'] as const)('gives every entry a %s sees its own icon (the collapsed rail shows only icons)', (role) => {
    const icons = navigationForRole(role).flatMap((group) => group.items.map((item) => item.icon));
    expect(new Set(icons).size).toBe(icons.length);
  });
});

describe('isNavLinkActive', () => {
  it('matches the dashboard home only exactly', () => {
    const home = { path: '/dashboard', exact: true };
    expect(isNavLinkActive(home, '/dashboard')).toBe(true);
    expect(isNavLinkActive(home, '/dashboard/')).toBe(true);
    expect(isNavLinkActive(home, '/dashboard/admin/add-users')).toBe(false);
  });

  it('matches other entries and their sub-paths, not their prefixes', () => {
    const item = { path: '/dashboard/admin/manage-invitations' };
    expect(isNavLinkActive(item, '/dashboard/admin/manage-invitations')).toBe(true);
    expect(isNavLinkActive(item, '/dashboard/admin/manage-invitations/abc')).toBe(true);
    expect(isNavLinkActive(item, '/dashboard/admin/manage-invitations-old')).toBe(false);
  });

  it('matches a preview only with the preview flag', () => {
    const preview = { path: '/invitation?admin_preview=true' };
    expect(isNavLinkActive(preview, '/invitation', '?admin_preview=true')).toBe(true);
    expect(isNavLinkActive(preview, '/invitation', '?token=abc')).toBe(false);
  });
});

describe('help guide', () => {
  it('has five quick-start steps, the legacy Manage Invitations link and the three previews', () => {
    expect(HELP_QUICK_START).toHaveLength(5);
    expect(HELP_MANAGE_INVITATIONS.path).toBe('/admin/invitations');
    expect(HELP_PREVIEW_LINKS.map((link) => link.path)).toEqual([
      '/invitation?admin_preview=true',
      '/invitation/land-owners?admin_preview=true',
      '/invitation/investors?admin_preview=true',
    ]);
  });
});
