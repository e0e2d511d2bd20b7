/**
 * The staff sidebar as data: groups, entries, paths and the roles that see each entry. The dashboard
 * shell renders it; any other screen that needs a dashboard path
 * reads it from here instead of spelling the path again.
 */
import { previewPath, DASHBOARD_PATHS, ADMIN_PREVIEW_PARAM } from './paths';
import { ADMIN_ROLES, ALL_STAFF_ROLES, TEAM_ROLES, type StaffRole } from './roles';

export { ADMIN_PREVIEW_PARAM, DASHBOARD_PATHS, INVITE_QUERY_PARAM, inviteFormPath, previewPath } from './paths';

/** Names of the icons the shell draws; the web app maps each to an inline SVG. */
export type NavIcon =
  | 'home' | 'user-plus' | 'users' | 'mail' | 'chart' | 'key' | 'map-pin' | 'layers' | 'trending-up'
  | 'book' | 'user' | 'tent' | 'mountain' | 'briefcase' | 'help' | 'log-out' | 'funnel' | 'pencil' | 'file-text';

/** Entries that carry an unread-count badge: status changes the viewer has not seen (GET /api/unread-counts). */
export type UnreadBadgeKey = 'manageInvitations' | 'myLeadgens';

interface NavItemBase {
  readonly id: string;
  readonly label: string;
  readonly icon: NavIcon;
  readonly roles: readonly StaffRole[];
}

export interface NavLinkItem extends NavItemBase {
  readonly kind: 'link';
  readonly path: string;
  /** Active only on the exact path (the dashboard home), not on every path below it. */
  readonly exact?: boolean;
  readonly unreadBadge?: UnreadBadgeKey;
  /** A second badge: the viewer's overdue leads (GET /api/follow-up-counts). */
  readonly followUpBadge?: 'overdue';
}

export type NavAction = 'open-help' | 'sign-out';

export interface NavActionItem extends NavItemBase {
  readonly kind: 'action';
  readonly action: NavAction;
}

export type NavItem = NavLinkItem | NavActionItem;

export interface NavGroup {
  readonly id: string;
  readonly label: string;
  readonly items: readonly NavItem[];
}

// The same lists as the router's guards (web/src/app/router.tsx): an entry shows where its page opens.
const ALL = ALL_STAFF_ROLES;
const ADMIN: readonly StaffRole[] = ADMIN_ROLES;
/**
 * Manage Users is an admin-only screen, so founders do not get its sidebar entry either: a link that
 * always ends in Access Denied helps no one, so the entry follows the screen's rule.
 */
const MANAGE_USERS_ROLES: readonly StaffRole[] = ADMIN;
const FOUNDER_LEADGEN: readonly StaffRole[] = ['founder', 'leadgen'];

export const NAVIGATION: readonly NavGroup[] = [
  {
    id: 'growth-tools',
    label: 'Growth Tools',
    items: [
      { kind: 'link', id: 'dashboard', label: 'Dashboard', icon: 'home', path: DASHBOARD_PATHS.home, exact: true, roles: ALL },
      { kind: 'link', id: 'add-users', label: 'Add Users', icon: 'user-plus', path: DASHBOARD_PATHS.addUsers, roles: TEAM_ROLES },
      { kind: 'link', id: 'manage-users', label: 'Manage Users', icon: 'users', path: DASHBOARD_PATHS.manageUsers, roles: MANAGE_USERS_ROLES },
      {
        kind: 'link', id: 'manage-invitations', label: 'Manage Invitations', icon: 'mail',
        path: DASHBOARD_PATHS.manageInvitations, roles: ALL, unreadBadge: 'manageInvitations', followUpBadge: 'overdue',
      },
      {
        kind: 'link', id: 'my-leadgens', label: 'My Lead Generators', icon: 'chart',
        path: DASHBOARD_PATHS.myLeadgens, roles: TEAM_ROLES, unreadBadge: 'myLeadgens',
      },
      // Funnel analytics: admins (everything) and founders (their own and their team's).
      { kind: 'link', id: 'funnel', label: 'Funnel', icon: 'funnel', path: DASHBOARD_PATHS.funnel, roles: TEAM_ROLES },
      { kind: 'link', id: 'signup-codes', label: 'Signup Codes', icon: 'key', path: DASHBOARD_PATHS.signupCodes, roles: ADMIN },
      // The brand's PDFs the quick actions email.
      { kind: 'link', id: 'documents', label: 'Documents', icon: 'file-text', path: DASHBOARD_PATHS.documents, roles: ADMIN },
    ],
  },
  {
    id: 'company-information',
    label: 'Company Information',
    items: [
      { kind: 'link', id: 'properties-in-review', label: 'Properties in Review', icon: 'map-pin', path: DASHBOARD_PATHS.propertiesInReview, roles: ALL },
      { kind: 'link', id: 'membership-options', label: 'Membership Options', icon: 'layers', path: DASHBOARD_PATHS.membershipOptions, roles: ALL },
      { kind: 'link', id: 'current-raise', label: 'The Current Raise', icon: 'trending-up', path: DASHBOARD_PATHS.currentRaise, roles: ALL },
      // Edit Content: admins change what the pages above show (the API refuses anyone else).
      { kind: 'link', id: 'edit-content', label: 'Edit Content', icon: 'pencil', path: DASHBOARD_PATHS.editContent, roles: ADMIN },
    ],
  },
  {
    id: 'additional-tools',
    label: 'Additional Tools',
    items: [
      { kind: 'link', id: 'educate-myself', label: 'Educate Myself', icon: 'book', path: DASHBOARD_PATHS.educateMyself, roles: ALL },
      { kind: 'link', id: 'edit-profile', label: 'Edit Profile', icon: 'user', path: DASHBOARD_PATHS.editProfile, roles: ALL },
    ],
  },
  {
    id: 'page-previews',
    label: 'Page Previews',
    items: [
      // Each entry has its own icon: on the collapsed rail the icon is all there is to tell them apart.
      { kind: 'link', id: 'preview-member', label: 'Member Preview', icon: 'tent', path: previewPath('member'), roles: ALL },
      { kind: 'link', id: 'preview-land-owner', label: 'Land Owner Preview', icon: 'mountain', path: previewPath('land_owner'), roles: ALL },
      { kind: 'link', id: 'preview-investor', label: 'Investor Preview', icon: 'briefcase', path: previewPath('investor'), roles: ALL },
    ],
  },
  {
    id: 'help-support',
    label: 'Help & Support',
    items: [{ kind: 'action', id: 'help-guide', label: 'How to Use This Site', icon: 'help', action: 'open-help', roles: FOUNDER_LEADGEN }],
  },
  {
    id: 'sign-out',
    label: 'Sign Out',
    items: [{ kind: 'action', id: 'sign-out', label: 'Sign Out', icon: 'log-out', action: 'sign-out', roles: ALL }],
  },
];

/** The groups a role sees, each with only its entries; a group left empty is dropped. */
export const navigationForRole = (role: StaffRole, groups: readonly NavGroup[] = NAVIGATION): NavGroup[] =>
  groups
    .map((group) => ({ ...group, items: group.items.filter((item) => item.roles.includes(role)) }))
    .filter((group) => group.items.length > 0);

/** Whether a link entry is the current page: exact entries match only themselves, others also their sub-paths. */
export const isNavLinkActive = (item: Pick<NavLinkItem, 'path' | 'exact'>, pathname: string, search = ''): boolean => {
  const [itemPath = '', itemQuery] = item.path.split('?');
  if (itemQuery !== undefined) {
    // Preview entries differ only by path; the query must still be present to count as the preview.
    return pathname === itemPath && new URLSearchParams(search).get(ADMIN_PREVIEW_PARAM) === 'true';
  }
  const current = pathname.replace(/\/+$/, '') || '/';
  if (item.exact) return current === itemPath;
  return current === itemPath || current.startsWith(`${itemPath}/`);
};
