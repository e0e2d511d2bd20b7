/**
 * Every path of the app that code outside the router links to: the router, the sidebar, emails and
 * help all read them here. Kept apart from the sidebar data so a Lambda bundle that builds one link
 * does not carry the whole navigation.
 */
import { INVITATION_PATHS, type Audience } from './audiences';

/** The dashboard's home on its own as well: the invitee's pages link to it without carrying every path. */
export const DASHBOARD_HOME_PATH = '/dashboard';

export const DASHBOARD_PATHS = {
  home: DASHBOARD_HOME_PATH,
  addUsers: '/dashboard/admin/add-users',
  manageUsers: '/dashboard/admin/manage-users',
  manageInvitations: '/dashboard/admin/manage-invitations',
  myLeadgens: '/dashboard/admin/my-leadgens',
  signupCodes: '/dashboard/admin/signup-codes',
  // The brand's documents, admins only.
  documents: '/dashboard/admin/documents',
  // Funnel analytics.
  funnel: '/dashboard/admin/funnel',
  editProfile: '/dashboard/admin/edit-profile',
  propertiesInReview: '/dashboard/properties-in-review',
  membershipOptions: '/dashboard/membership-options',
  currentRaise: '/dashboard/current-raise',
  // Edit Content (admins): the brand's versioned content.
  editContent: '/dashboard/admin/content',
  educateMyself: '/educate-myself',
} as const;

export const ADMIN_PREVIEW_PARAM = 'admin_preview';

/** /dashboard?invite=<audience> opens that audience's invitation form on arrival. */
export const INVITE_QUERY_PARAM = 'invite';
export const inviteFormPath = (audience: Audience): string => `${DASHBOARD_PATHS.home}?${INVITE_QUERY_PARAM}=${audience}`;

/** A public invitation page as staff preview it: responses disabled, 'Close Preview' back to /dashboard. */
export const previewPath = (audience: Audience): string => `${INVITATION_PATHS[audience]}?${ADMIN_PREVIEW_PARAM}=true`;


export { TWO_FACTOR_SETUP_PATH } from './two-factor-path';

/** "Forgot password?" (account recovery, shared/src/account-recovery.ts). */
export const PASSWORD_RESET_PATH = '/forgot-password';

/** Public pages of staff onboarding. */
export const ONBOARDING_PATHS = {
  setupProfile: '/setup-profile',
  founderSignup: '/founder-signup',
} as const;
