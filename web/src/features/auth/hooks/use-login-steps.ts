/**
 * The sign-in's current step (utils/login-steps.ts) and one attempt at a time: each step's form
 * hands over its Cognito call; the outcome moves the machine on, and once signed in the account is
 * checked on the server before the dashboard opens (a full page load: the login is an entry of its
 * own, see utils/open-app.ts).
 */
import { useState } from 'react';
import { DASHBOARD_HOME_PATH } from '@safe-haven/shared/paths';
import { LOGIN_REDIRECT_MS } from '@safe-haven/shared/constants';
import { API_MESSAGES, AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { isStaffRole } from '@safe-haven/shared/roles';
import { toaster } from '../../../components/ui/toaster';
import type { SignInOutcome } from '../../../lib/auth';
import { fetchMyProfile } from '../../../lib/my-profile';
import { takeSignOutMessage } from '../../../lib/sign-out-reason';
import { LOGIN_ERROR_TOAST_ID, showLoginFailure, showSignInError } from '../utils/login-failure';
import { isSignedIn, nextLoginStep, type LoginStep } from '../utils/login-steps';
import { openApp, prefetchApp } from '../utils/open-app';

export const useLoginSteps = () => {
  const [step, setStep] = useState<LoginStep>('password');
  const [busy, setBusy] = useState(false);

  const advance = async (outcome: SignInOutcome) => {
    // Throws on a step this screen does not know: the attempt reports it as unexpected.
    const next = nextLoginStep(step, { type: 'outcome', outcome });
    if (!isSignedIn(outcome)) {
      setStep(next);
      return;
    }
    // Signed in: the dashboard's chunks are wanted now, whether or not the idle preload ran.
    void prefetchApp();
    // The password was right, but a suspended (or removed) account has no role on the server: say
    // so here, rather than let the dashboard send the person back to this screen without a word.
    const me = await fetchMyProfile();
    if (!me || !isStaffRole(me.role)) {
      // The server's reason (suspended, or a session already ended) goes in the toast, not to the next visit.
      const reason = takeSignOutMessage() ?? API_MESSAGES.forbiddenInactive;
      await (await import('../../../lib/auth')).clearLocalSession();
      setStep(nextLoginStep(next, { type: 'account-refused' }));
      showLoginFailure(AUTH_MESSAGES.loginFailedTitle, reason);
      return;
    }
    setStep(nextLoginStep(next, { type: 'account-confirmed' }));
    // A failure toast from an earlier attempt must not linger over the dashboard.
    toaster.dismiss(LOGIN_ERROR_TOAST_ID);
    setTimeout(() => openApp(DASHBOARD_HOME_PATH), LOGIN_REDIRECT_MS);
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
