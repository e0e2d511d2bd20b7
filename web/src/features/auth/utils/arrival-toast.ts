/**
 * The words of the toasts a page of the SPA hands to the login screen as it leaves for it
 * (lib/login-arrival.ts): loaded only when there is one, so the login's first visit does not carry them.
 */
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { ACCOUNT_SETUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { toaster } from '../../../components/ui/toaster';
import type { LoginToast } from '../../../lib/login-arrival';

export const showArrivalToast = (toast: LoginToast): void => {
  if (toast === 'signed-out') toaster.create({ type: 'success', title: AUTH_MESSAGES.signedOut });
  else toaster.create({ type: 'info', title: ACCOUNT_SETUP_MESSAGES.inactiveTitle, description: ACCOUNT_SETUP_MESSAGES.inactive, duration: 10_000 });
};
