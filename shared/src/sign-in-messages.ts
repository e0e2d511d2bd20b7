/** The sign-in screens' words: the login, its two-factor step and the session guard. */

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
