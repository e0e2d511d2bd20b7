/**
 * The sign-in's current step (utils/login-steps.ts) and one attempt at a time: each step's form
 * hands over its Cognito call; the outcome moves the machine on, and once signed in the account is
 * checked on the server before the dashboard opens.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_HOME_PATH } from '@safe-haven/shared/paths';
import { LOGIN_REDIRECT_MS } from '@safe-haven/shared/constants';
import { API_MESSAGES, AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { isStaffRole } from '@safe-haven/shared/roles';
import { toaster } from '../../../components/ui/toaster';
import { fetchMyProfile, MY_PROFILE_QUERY_KEY } from '../../../hooks/use-my-profile';
import type { SignInOutcome } from '../../../lib/auth';
import { takeSignOutMessage } from '../../../lib/sign-out-reason';
import { LOGIN_ERROR_TOAST_ID, showLoginFailure, showSignInError } from '../utils/login-failure';
import { isSignedIn, nextLoginStep, type LoginStep } from '../utils/login-steps';

export const useLoginSteps = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<LoginStep>('password');
  const [busy, setBusy] = useState(false);

  const advance = async (outcome: SignInOutcome) => {
    // Throws on a step this screen does not know: the attempt reports it as unexpected.
    const next = nextLoginStep(step, { type: 'outcome', outcome });
    if (!isSignedIn(outcome)) {
      setStep(next);
      return;
    }
    // The password was right, but a suspended (or removed) account has no role on the server: say
    // so here, rather than let the dashboard send the person back to this screen without a word.
    const me = await queryClient.fetchQuery({ queryKey: MY_PROFILE_QUERY_KEY, queryFn: fetchMyProfile, staleTime: 0 });
    if (!me || !isStaffRole(me.role)) {
      // The server's reason (suspended, or a session already ended) goes in the toast, not to the next visit.
      const reason = takeSignOutMessage() ?? API_MESSAGES.forbiddenInactive;
      await (await import('../../../lib/auth')).clearLocalSession();
      queryClient.removeQueries({ queryKey: MY_PROFILE_QUERY_KEY });
      setStep(nextLoginStep(next, { type: 'account-refused' }));
      showLoginFailure(AUTH_MESSAGES.loginFailedTitle, reason);
      return;
    }
    setStep(nextLoginStep(next, { type: 'account-confirmed' }));
    // A failure toast from an earlier attempt must not linger over the dashboard.
    toaster.dismiss(LOGIN_ERROR_TOAST_ID);
    setTimeout(() => navigate(DASHBOARD_HOME_PATH, { replace: true }), LOGIN_REDIRECT_MS);
  };

  /**
   * Runs one step's Cognito call and moves on. `refused` shows the errors the step's own form
   * explains (a wrong code on its field) and answers true; any other error is a toast.
   */
  const attempt = async (call: () => Promise<SignInOutcome>, refused: (error: unknown) => boolean = () => false) => {
    setBusy(true);
    try {
      await advance(await call());
    } catch (error) {
      if (!refused(error)) showSignInError(error);
    } finally {
      setBusy(false);
    }
  };

  return { step, busy, attempt };
};
