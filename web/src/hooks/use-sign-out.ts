import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { signOutEverywhere } from '../lib/auth';
import { toaster } from '../components/ui/toaster';
import { useSubmitOnce } from './use-submit-once';

/** Signs out on every device, clears every cached user and role query, and returns to the login screen. */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSubmitOnce((_: void, idempotencyKey) => signOutEverywhere(idempotencyKey));
  return () => {
    signOut.mutate(undefined, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: AUTH_MESSAGES.signedOut });
        navigate('/', { replace: true });
        // Cleared once the dashboard has unmounted: cleared while its polls still watch, they would
        // refetch with the revoked token, and the 401 would reload the page and lose this toast.
        setTimeout(() => queryClient.clear(), 0);
      },
      onError: () => {
        toaster.create({ type: 'error', title: AUTH_MESSAGES.logoutFailed, description: AUTH_MESSAGES.logoutFailedDetail });
      },
    });
  };
};
