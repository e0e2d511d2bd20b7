/**
 * After an account is created the browser signs in with the new password and opens the dashboard.
 * A suspended account cannot sign in yet: the person is told so and returns to the login screen.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { AccountCreatedResult } from '@safe-haven/shared/team-api-types';
import { ACCOUNT_SETUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { toaster } from '../../../components/ui/toaster';
import { signInWithPassword } from '../../../lib/auth';
import { MY_PROFILE_QUERY_KEY } from '../../../lib/query-keys';

export const useSignInNewAccount = () => {
  const navigate = useNavigate();
  /** True when signed in; the caller decides where to go (set-up: the dashboard; founders: the welcome dialog first). */
  return async (account: AccountCreatedResult, password: string): Promise<boolean> => {
    if (account.status !== 'active') {
      toaster.create({ type: 'info', title: ACCOUNT_SETUP_MESSAGES.inactiveTitle, description: ACCOUNT_SETUP_MESSAGES.inactive, duration: 10_000 });
      navigate('/', { replace: true });
      return false;
    }
    const outcome = await signInWithPassword(account.email, password);
    if (outcome.kind !== 'signed-in') {
      navigate('/', { replace: true });
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
