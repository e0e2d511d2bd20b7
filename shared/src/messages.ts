/**
 * Every user-facing message, written once.
 * The server answers with these texts and the browser shows them; neither side spells them again.
 * The invitee's are in invitee-messages.ts, so the invitation pages carry none of the staff screens' words.
 */
export const AUTH_MESSAGES = {
  loginFailedTitle: 'Login Failed',
  loginErrorTitle: 'Login Error',
  /** Same text for an unknown email and a wrong password, so the form does not reveal who has an account. */
  invalidCredentials: 'Incorrect email or password.',
  unexpected: 'An unexpected error occurred. Please try again.',
  checkingAuthentication: 'Checking authentication...',
  checkingPermissions: 'Checking permissions...',
  accessDenied: 'Access Denied',
  noDashboardPermission: "You don't have permission to access this dashboard.",
  noPagePermission: "You don't have permission to access this page.",
  returningToDashboard: 'Taking you back to the dashboard…',
  goToDashboard: 'Go to the dashboard now',
  signedOut: 'Signed out successfully',
  logoutFailed: 'Logout failed',
  logoutFailedDetail: 'Failed to sign out. Please try again.',
  mfaTitle: 'Two-Factor Authentication',
  mfaPrompt: 'Enter the 6-digit code from your authenticator app.',
  mfaInvalidCode: 'Invalid code. Please try again.',
  newPasswordTitle: 'Choose Your Password',
  newPasswordPrompt: 'You signed in with a temporary password. Choose your own to finish signing in.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
} as const;

/** API-level errors that are not specific to one screen. */
export const API_MESSAGES = {
  unauthorized: 'You must be signed in to do this.',
  forbiddenInactive: 'Your account is not active. Please contact an administrator.',
  forbiddenRole: "You don't have permission to do this.",
  notFound: 'Not found.',
  invalidJson: 'The request body must be valid JSON.',
  internal: 'Something went wrong on our side. Please try again.',
  tooLarge: 'The request is too large.',
  /** The edge (AWS WAF) refused a client that sent too many requests in a few minutes. */
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  /** Shown on the dashboard when reads have failed as busy (429, 5xx, no answer) for a while. */
  serverBusy: 'The server is busy or out of reach, so what you see may be a little out of date. We keep trying.',
  /** A request that did not come through the site (CloudFront) reached the API. */
  directAccess: 'This API only answers requests made through the Safe Haven site.',
  /** The access token was issued before the user signed out everywhere (or was suspended). */
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;

/** Field rules shared by every form. */
export const FIELD_MESSAGES = {
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  singleLine: (field: string) => `${field} must be one line of plain text, without line breaks, tabs or invisible control characters.`,
  invisibleCharacters: (field: string) => `${field} contains invisible control characters. Please retype it.`,
  invalidPhone: (field: string) => `${field} must be a phone number, e.g. (303) 555-0142, or +44 20 7946 0958 with its country code`,
} as const;

export const INVITATION_RESULT_MESSAGES = {
  ALREADY_REGISTERED: 'That email already belongs to a registered user. No invitation sent.',
  ALREADY_INVITED_ACTIVE: (sender: string, date: string) =>
    `We've already invited this contact (last sent by ${sender} on ${date}). Please avoid duplicate invites.`,
  /** The same refusal for someone who may not see the earlier invitation: it must not tell them who else is working this person. */
  ALREADY_INVITED_ACTIVE_ELSEWHERE: "We've already invited this contact. Please avoid duplicate invites.",
  ALREADY_CLOSED:
    'This email has a closed record (No/Archived/Converted). Please contact an admin if you believe a re-invite is necessary.',
  INVALID_EMAIL: 'Please provide a valid email address.',
  UNAUTHORIZED: 'You must be logged in to send invitations.',
  EMAIL_SUPPRESSED:
    'Emails to this address have bounced or were reported as unwanted, so we no longer send to it. Please check the address or reach this person another way.',
  /** 429 from a send or a resend: the person's daily cap (a stage setting) is used up. */
  DAILY_CAP_REACHED: (cap: number) =>
    `You have sent the most invitations allowed in one day (${cap}). You can send more tomorrow, or ask an admin.`,
  OTHER: 'An error occurred while processing the invitation. Please try again.',
  RPC_ERROR: 'Failed to process invitation. Please try again.',
  UNEXPECTED_ERROR: 'An unexpected error occurred. Please try again.',
} as const;

export const INVITATION_TOASTS = {
  errorSending: 'Error Sending Invitation',
  cannotSend: 'Cannot Send Invitation',
  dailyCapReached: 'Daily Invitation Limit Reached',
  created: 'Invitation Created',
  createdDetail: 'The invitation was saved, but the email could not be delivered. Resend it from Manage Invitations.',
  emailDeliveryFailed: (detail: string) => `Email delivery failed: ${detail}`,
} as const;

export const INVITATION_FORM_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  personalMessageRequired: 'Personal message is required',
  /** Asked when Escape or a click outside would close a form that has something typed in it. */
  discardTitle: 'Discard this invitation?',
  discardBody: 'What you have typed will be lost.',
  keepEditing: 'Keep Editing',
  discard: 'Discard',
} as const;

/** The line under the dashboard home's greeting; its placeholder (served before any script) shows it too. */
export const DASHBOARD_HOME_INTRO = 'Every invitation you send helps us grow our resorts together.';

export const STATS_MESSAGES = {
  loadFailed: 'Unable to load invitation statistics',
  profileIdRequired: 'Profile ID is required',
} as const;

export const NOT_FOUND_MESSAGES = {
  title: '404',
  body: 'Oops! Page not found',
  returnHome: 'Return to Home',
  backToInvitation: 'Back to your invitation',
} as const;

/** Manage Invitations, the details dialog and their toasts. */
export const MANAGE_INVITATIONS_MESSAGES = {
  // Follow-up views.
  todayNotCurrent: "today must be today's date (YYYY-MM-DD) where you are: check your device's clock",
  deleteForbidden: 'Only admins and founders can delete invitations.',
  notFound: 'Invitation not found',
  resent: 'Invitation resent',
  resendFailed: 'Failed to resend invitation',
  resendNotAllowed: 'Only invitations still waiting for an answer (status sent or pending) can be resent.',
  resendRecipientTaken:
    'This email was invited again by someone else after this invitation expired, so this one can no longer be resent.',
  deleted: 'Invitation deleted',
  deleteFailed: 'Failed to delete invitation. Please try again.',
  statusUpdated: 'Status Updated',
  actionCompleted: 'Action Completed',
  statusFailed: 'Failed to update status',
  /** 'Failed to Mark Attended', 'Failed to mark pitch deck sent': the button's words after 'to'. */
  actionFailed: (label: string) => `Failed to ${label.replace(/^Mark [a-z]/, (start) => start.toLowerCase())}`,
  statusConflict: (current: string) =>
    `Someone else updated this invitation in the meantime; it is now "${current}". The details have been reloaded, so please check before trying again.`,
  transitionRefused: (from: string, to: string) => `An invitation cannot move from "${from}" to "${to}".`,
  quickActionRefused: (label: string, status: string) => `"${label}" is not available while the invitation is "${status}".`,
  dueDateSaved: 'Next step due date saved',
  dueDateFailed: 'Failed to save the due date',
  dueDatePast: 'The due date is in the past. Please choose today or a later date.',
  noteRequired: 'Write a note first',
  noteAdded: 'Note added',
  noteFailed: 'Failed to add the note',
  invalidCursor: 'This list position is no longer valid. Please reload the list.',
  loadFailed: 'Failed to load invitations',
  deliveryFailedHint: 'The invitation email could not be delivered. Resending may help.',
  undeliverable: {
    bounced: 'The invitation email bounced: the address does not accept mail. Check the address with the person; resending will not help.',
    complained: 'The recipient reported the invitation email as unwanted. We no longer email this address.',
  },
} as const;

export const LEADGEN_STATS_MESSAGES = {
  loadFailed: 'Failed to load lead generator statistics',
  never: 'Never',
} as const;

export const TEAM_MESSAGES = {
  loadFailed: 'Unable to load the team',
  empty: 'No active team members yet.',
} as const;

/** Privacy: erasing an invitee and the access log of their details (admins only). */
export const PRIVACY_MESSAGES = {
  eraseForbidden: 'Only admins can erase an invitee.',
  confirmationRequired: 'Type the invitee\'s email address or ERASE to confirm.',
  confirmationMismatch: 'The confirmation does not match. Type the invitee\'s email address exactly, or ERASE.',
  erased: (count: number) => (count === 1 ? 'Their invitation and everything about them is gone.' : `Their ${count} invitations and everything about them are gone.`),
  eraseFailed: 'Failed to erase the invitee. Please try again.',
  accessLogForbidden: 'Only admins can read who opened an invitation.',
  accessLogFailed: 'Failed to load the access log',
} as const;

/** Opens: the invitee's views of their invitation page, as staff read them on cards and in the details. */
export const INVITATION_OPENS_MESSAGES = {
  /** `when` as the card formats it: "Tue 14:02", "Nov 3, 14:02". */
  opened: (when: string) => `Opened ${when}`,
  notOpened: 'Not opened yet',
  views: (count: number) => (count === 1 ? '1 view' : `${count} views`),
  whatCounts: 'Views of the invitation page by the invitee; link scanners and previews are not counted.',
} as const;
