/**
 * The account resets' names, on the actions menu, the confirmation's button and the toasts. A module
 * of its own so the table has them without loading the confirmation dialog.
 */
import type { AccountReset } from '../api/account-recovery';

export const RESET_LABELS: Record<AccountReset, string> = { 'password-reset': 'Send Password Reset', 'two-factor-reset': 'Reset Two-Factor' };
