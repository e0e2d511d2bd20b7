/** Manage Users: suspending, changing roles and deleting. */

/** 'an Administrator', 'a Founder', 'a Lead Generator': the article the role label's sound takes. */
export const withArticle = (label: string): string => `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`;

export const MANAGE_USERS_MESSAGES = {
  errorLoadingUsers: 'Error loading users',
  failedToLoadUsers: 'Failed to load users',
  failedToLoadInvited: 'Failed to load invited users',
  failedToActivate: 'Failed to activate user',
  failedToSuspend: 'Failed to suspend user',
  failedToUpdateRole: 'Failed to update user role',
  failedToDelete: 'Failed to delete user',
  userActivated: 'User activated',
  userSuspended: 'User suspended',
  roleUpdated: 'Role updated',
  userDeleted: 'User deleted',
  noPendingInvitations: 'No pending invitations',
  noUsersFound: 'No users found',
  invitationResent: 'Invitation resent',
  invitationCancelled: 'Invitation cancelled',
  failedToResend: 'Failed to resend invitation',
  failedToCancel: 'Failed to cancel invitation',
  invitationNotFound: 'Invitation not found',
  cancelTitle: 'Cancel invitation?',
  keepInvitation: 'Keep Invitation',
  deleteTitle: 'Are you absolutely sure?',
  /** Demotion asks first; `role` is the new role's label, as on the badges. */
  demoteTitle: (name: string, role: string) => `Make ${name} ${withArticle(role)}?`,
  demoteConsequence: (name: string, from: string, to: string) =>
    `${name} is ${withArticle(from)} now. As ${withArticle(to)} they lose what only ${withArticle(from)} may see and do, from their next request, ` +
    `and the set-up links and founder codes they sent that ${withArticle(to)} may not send stop working. You can change the role back later.`,
  demotingBusy: 'Changing role...',
  lastAdmin: 'There must always be at least one active administrator. Make someone else an admin first.',
  userNotFound: 'User not found',
  userDeletedAlready: 'This user has been deleted.',
} as const;

/**
 * Suspending asks first: Activate gives the sign-in back, not what the suspension ended (the stream's
 * offboarding cancels their pending set-up links and, for an admin, their founder codes). Only the
 * page shows these, so they are apart from the words the handlers answer with, out of their bundles.
 */
export const SUSPEND_MESSAGES = {
  title: (name: string) => `Suspend ${name}?`,
  consequence: (name: string) =>
    `${name} is signed out at once and cannot sign in until you activate them. The set-up links they sent, and the founder codes ` +
    'an admin created, stop working; activating them later does not bring those back.',
  busy: 'Suspending...',
} as const;
