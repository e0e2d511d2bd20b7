/**
 * After an account is created the browser signs in with the new password and opens the dashboard.
 * A suspended account cannot sign in yet: the person is told so and returns to the login screen.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { AccountCreatedResult } from '@safe-haven/shared/team-api-types';
import { signInWithPassword } from '../../../lib/auth';
import { goToLogin } from '../../../lib/login-arrival';
import { MY_PROFILE_QUERY_KEY } from '../../../lib/query-keys';

export const useSignInNewAccount = () => {
  /** True when signed in; the caller decides where to go (set-up: the dashboard; founders: the welcome dialog first). */
  return async (account: AccountCreatedResult, password: string): Promise<boolean> => {
    if (account.status !== 'active') {
      // Said by the login screen (an entry of its own, reached by a full page load).
      goToLogin({ toast: 'account-inactive' });
      return false;
    }
    const outcome = await signInWithPassword(account.email, password);
    if (outcome.kind !== 'signed-in') {
      goToLogin();
      return false;
    }
    return true;
  };
};

/** The cached "no session" answer must be read again before a guarded page is opened. */
export const useRefreshMyProfile = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MY_PROFILE_QUERY_KEY });
};
