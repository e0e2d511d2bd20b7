/**
 * Account recovery: "Forgot password?", and an admin's password or two-factor reset for
 * someone else. Everything runs on Cognito's own flows: the reset code is Cognito's (ForgotPassword),
 * mailed by Cognito with the message below, and only to the person's own address, so nobody, an admin
 * included, ever sees a code or chooses someone else's password.
 */
import { FORGOT_PASSWORD_LABEL, LOST_PHONE_HINT } from './account-recovery-links';
import { BRAND_NAME } from './constants';

/**
 * The email Cognito sends with a verification or password-reset code: the user pool's
 * `userVerification` in AWS, and the local emulator's mail (scripts/local/cognito-local.mjs).
 * `{####}` is Cognito's placeholder for the code.
 */
export const COGNITO_CODE_EMAIL = {
  subject: `Your ${BRAND_NAME} verification code`,
  body:
    `Your ${BRAND_NAME} verification code is {####}\n\n` +
    'Enter it on the page where you asked to reset your password. It works for one hour.\n\n' +
    'If you did not ask for it, you can ignore this email: your password stays as it is.',
} as const;

/** The code's placeholder in COGNITO_CODE_EMAIL. */
export const COGNITO_CODE_PLACEHOLDER = '{####}';

/**
 * How often a reset may be asked for (Cognito has its own limits too). Per client (IPv6 by /64) and
 * per email address, in one window; past either, the answer is the same as always, and nothing is sent.
 */
export const PASSWORD_RESET_LIMITS = { windowMs: 60 * 60_000, perIp: 10, perEmail: 3 } as const;

export { PASSWORD_RESET_PATH } from './paths';

export const RECOVERY_MESSAGES = {
  /** The one answer to a request, whether or not the account exists. */
  requestAnswer: 'If an account uses this email, we have sent it a code. It can take a minute to arrive; check your spam folder too.',
  /** 'Send a New Code': said again in other words, so the person sees that the tap did something. */
  newCodeSent: (at: string) => `Asked for a new code at ${at}. If an account uses this email, it is on its way: use the code in the newest email.`,
  codeRequired: 'Enter the code from the email',
  codeFormat: 'Enter the 6-digit code from the email',
  codeWrong: 'That code is not right. Check the latest email we sent and try again, or ask for a new code.',
  codeExpired: 'That code has expired. Ask for a new code and use it within the hour.',
  tooManyAttempts: 'Too many attempts. Wait a few minutes, then ask for a new code.',
  passwordChanged: 'Your password is changed. Sign in with your new password.',
  lostPhone: LOST_PHONE_HINT,
  forgotPassword: FORGOT_PASSWORD_LABEL,
  notYourself: 'You cannot reset your own account here. Use Edit Profile to change your password or authenticator app.',
  resetSent: (name: string) => `A password reset code was emailed to ${name}.`,
  twoFactorReset: (name: string) => `${name}'s two-factor sign-in was reset.`,
  /** A reset of nothing would email the person an alarming notice about an app they never had. */
  noTwoFactor: (name: string) => `${name} has no two-factor sign-in to reset. If they cannot sign in, use Send Password Reset.`,
  userNotActive: 'Only an active user can be reset. Activate the user first.',
} as const;

/** What the account history records; the emails and the admin's dialog name them in words. */
export type AccountEventKind = 'password-reset-requested' | 'password-changed-by-reset' | 'password-reset-sent-by-admin' | 'two-factor-reset-by-admin';

export const ACCOUNT_EVENT_LABELS: Record<AccountEventKind, string> = {
  'password-reset-requested': 'Asked for a password reset code',
  'password-changed-by-reset': 'Password changed with a reset code',
  'password-reset-sent-by-admin': 'Password reset code sent by an admin',
  'two-factor-reset-by-admin': 'Two-factor sign-in reset by an admin',
};

/** GET /api/admin/users/{id}/account-history (admins). */
export interface AccountHistory {
  entries: { id: string; kind: AccountEventKind; at: string; actorName?: string }[];
  /** How long each entry is kept, in days (the stage's access-log retention). */
  retentionDays: number;
}

/** POST /api/public/password-reset/request: the same answer whatever happened. */
export interface PasswordResetRequested {
  ok: true;
  message: string;
}
