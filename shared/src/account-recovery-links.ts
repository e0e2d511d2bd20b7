/**
 * The login page's two recovery hints, apart from the rest of account recovery's texts
 * (account-recovery.ts) so the sign-in page, prerendered and on a weight budget, carries only these.
 */
export const FORGOT_PASSWORD_LABEL = 'Forgot password?';
export const LOST_PHONE_HINT = 'Lost your phone? Ask an admin to reset your two-factor.';
