/**
 * Every message of staff onboarding and administration, written once: the handlers answer with
 * these texts and the pages show them.
 */
export const INVITE_USER_MESSAGES = {
  roleRequired: 'Role is required',
  roleNotAllowed: 'Founders can add Lead Generators only.',
  founderTip:
    'As a founder you can add Lead Generators to your team. To invite members, land owners or investors, use the invitation cards on your Dashboard.',
  alreadyRegistered: 'That email already belongs to a registered user. No invitation sent.',
  alreadyPending: (date: string) => `This person already has a pending invitation (valid until ${date}). Resend it from Manage Users instead.`,
  suppressed:
    'Emails to this address have bounced or were reported as unwanted, so we no longer send to it. Please check the address.',
  sentTitle: 'Invitation sent',
  sent: (email: string) => `A welcome email with a set-up link is on its way to ${email}.`,
  createdTitle: 'Invitation Created',
  welcomeEmailFailed: (detail: string) => `Failed to send welcome email: ${detail}`,
  sendFailedTitle: 'Error Sending Invitation',
} as const;

export const ACCOUNT_SETUP_MESSAGES = {
  validating: 'Validating invitation...',
  invalidTitle: 'Invalid Invitation',
  invalidBody: 'This invitation link is invalid or has expired. Please contact your administrator for a new invitation.',
  emailExists: 'This email is already registered. Please try logging in instead',
  weakPassword: 'Password does not meet requirements. Please check and try again',
  invalidEmail: 'Invalid email address. Please check and try again',
  rateLimited: 'Too many attempts. Please wait a moment and try again',
  failedTitle: 'Account Creation Failed',
  failed: 'Failed to create your account. Please try again.',
  inProgress: 'This account is being set up in another window. Please wait a moment and try again.',
  welcomeTitle: 'Welcome to Safe Haven!',
  welcome: (firstName: string) => `Your account is ready, ${firstName}.`,
  inactiveTitle: 'Account created',
  inactive: 'Your account is ready but not active yet. An administrator will activate it; then you can sign in.',
} as const;

export const FOUNDER_SIGNUP_MESSAGES = {
  codeRequired: 'Please enter an invite code',
  validateFailed: 'Failed to validate code. Please try again.',
  rateLimited: 'Too many attempts. Please try again later.',
  invalidCode: 'Invalid invite code',
  codeUsed: 'This invite code has already been used',
  codeInactive: 'This invite code is no longer active',
  codeExpired: 'This invite code has expired',
  codeExpiredSession: 'Your invite code is no longer valid. Please enter it again.',
  fillAllFields: 'Please fill in all fields',
  emailExists: 'An account with this email already exists',
  unexpected: 'An unexpected error occurred. Please try again.',
  successTitle: 'Registration Successful!',
  success: 'Your founder account has been created. Welcome to Safe Haven!',
  /** The invite code was issued for one address; another one must be proved with an emailed code. */
  codeIssuedFor: 'Your invite code was issued for this address.',
  otherAddress: "We'll send a code to this address",
  sendEmailCode: 'Send Code',
  resendEmailCode: 'Send a new code',
  emailCodeSent: (email: string) => `We sent a 6-digit code to ${email}. It is valid for 15 minutes.`,
  emailCodeLabel: 'Code from the email',
  emailCodeRequired: 'Enter the 6-digit code we sent to your email address',
  emailCodeFormat: 'The code has 6 digits',
  emailCodeWrong: 'That code did not match. Check the email and try again.',
  emailCodeExpired: 'That code has expired or was tried too often. Please send a new one.',
  emailCodeNotNeeded: 'This is the address your invite code was issued for: no email code is needed.',
  emailCodeTooMany: 'Too many codes were sent for this invite code. Please try again in an hour.',
  emailCodeSendFailed: 'We could not send the code. Please check the address and try again.',
} as const;

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

export const SIGNUP_CODE_MESSAGES = {
  labelRequired: 'Please enter a label, e.g. who the code is for',
  emailRequired: 'Please enter the email address the code is for',
  emailInvalid: 'Please enter a valid email address',
  expiryRange: (min: number, max: number) => `Expiry must be between ${min} and ${max} days`,
  /** Codes are made by the server: a request that brings its own is refused. */
  codeNotAccepted: 'Codes are generated by the server; send a label, an email and a lifetime instead',
  failedToLoad: 'Failed to load signup codes',
  failedToCreate: 'Failed to create signup code',
  failedToUpdate: 'Failed to update code status',
  created: 'Signup code created',
  shownOnce: 'Copy this code now and send it to the person it is for. You will not see it again.',
  copied: 'Code copied',
  copyFailed: 'Could not copy: select the code and copy it by hand',
  notFound: 'Signup code not found',
  weakTitle: 'Weak',
  weakExplanation:
    'A hand-made code from before codes were generated by the server: short enough to guess, stored in plain text and not tied to an email address. It works until it expires; deactivate it if it is no longer needed.',
} as const;

export const PROFILE_MESSAGES = {
  errorLoading: 'Error loading profile',
  updated: 'Profile updated successfully',
  updateFailed: 'Update failed',
  logoutFailed: 'Logout failed',
  uploadFailed: 'Upload failed',
  deleteFailed: 'Delete failed',
  photoUpdated: 'Photo updated',
  photoRemoved: 'Photo removed',
  invalidFileTypeTitle: 'Invalid file type',
  invalidFileType: 'Please select an image file.',
  fileTooLargeTitle: 'File too large',
  fileTooLarge: 'Please select an image smaller than 5MB.',
  tooManyPixelsTitle: 'Image too large',
  tooManyPixels: 'Please select a photo of at most 24 megapixels (for example 6000 x 4000 pixels).',
  uploadExpired: 'The upload took too long. Please choose the photo again.',
  twoFactorOnTitle: 'Two-factor sign-in is on',
  twoFactorOn: 'From your next sign-in we will ask for a code from your authenticator app.',
  twoFactorOffTitle: 'Two-factor sign-in is off',
  twoFactorInvalidCode: 'That code did not match. Check the time on your phone and try the newest code.',
  twoFactorFailed: 'Could not change two-factor sign-in. Please try again.',
  twoFactorPasswordWrong: 'That password is not right.',
  twoFactorCheckTitle: 'Confirm it is you',
  twoFactorCheckPrompt: 'Enter your password and a current code from your authenticator app.',
  twoFactorRequiredForRole: 'Admins and founders must keep two-factor sign-in on. You can replace your authenticator app, but not turn it off.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on. To use another app, choose Replace Authenticator App.',
  twoFactorReplacedTitle: 'Authenticator app replaced',
  twoFactorGraceTitle: 'Set up two-factor sign-in',
  twoFactorGrace: 'Admins and founders sign in with a code from an authenticator app. This time you are in without one; from your next sign-in you will need it.',
} as const;
