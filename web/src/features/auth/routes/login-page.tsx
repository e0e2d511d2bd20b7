/**
 * `/`: staff sign-in with email and password, then a TOTP code when the user has enrolled one, or a
 * new password when the one given was temporary (a stage's first admin). Each step is its own form
 * (components/*-step.tsx); hooks/use-login-steps.ts moves from one to the next.
 *
 * Without React Router or TanStack Query: a first visit to `/` is an entry of its own
 * (src/login-main.tsx); the SPA shows the same page at `/` when one of its pages goes there (a
 * sign-out, "Back to sign in"), with what that page told it (routes/login-route.tsx). Someone already
 * signed in, and someone who has just signed in, goes to the dashboard by a full page load
 * (utils/open-app.ts), whose chunks the entry prefetches once the person starts on the form.
 */
import { useEffect, useState } from 'react';
import { DASHBOARD_HOME_PATH } from '@safe-haven/shared/paths';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { isStaffRole } from '@safe-haven/shared/roles';
import { FullPageLoading } from '../../../components/layout/full-page-loading';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { useForm } from '../../../hooks/use-form';
import { usePrefetchWhenIdle } from '../../../hooks/use-prefetch-when-idle';
import { takeSignOutMessage } from '../../../lib/sign-out-reason';
import { LoginCard } from '../components/login-card';
import { NewPasswordStep } from '../components/new-password-step';
import { PasswordStep } from '../components/password-step';
import { TotpStep } from '../components/totp-step';
import { useLoginSteps } from '../hooks/use-login-steps';
import { useSessionCheck } from '../hooks/use-session-check';
import { prefetchSignIn } from '../utils/login-validation';
import { openApp, prefetchApp } from '../utils/open-app';
import type { LoginLocationState } from './login-location-state';

/** Amplify's sign-in (lib/auth.ts), loaded when the form is shown (see prefetchSignIn) rather than with the page. */
const auth = () => import('../../../lib/auth');


export const LoginPage = ({ arrivedWith = {} }: { arrivedWith?: LoginLocationState }) => {
  usePageMeta({ title: 'Staff Login | Safe Haven', description: 'Sign in to the Safe Haven staff dashboard.' });
  const session = useSessionCheck();
  const { step, busy, attempt } = useLoginSteps();
  // arrivedWith: a message from "Forgot password?" (the password is changed), with the email to sign in with.
  const credentials = useForm({ email: arrivedWith.email ?? '', password: '' });
  // Why the server ended the last session (signed out elsewhere, suspended), read once the session
  // check has settled: that check may be what found the session over. Client-only, after hydration.
  const [signedOutBecause, setSignedOutBecause] = useState<string>();
  const pending = session.state === 'pending';
  const signedIn = !pending && !!session.profile && isStaffRole(session.profile.role);
  useEffect(() => {
    if (pending) return;
    const message = takeSignOutMessage();
    if (message) setSignedOutBecause(message);
  }, [pending]);
  useEffect(() => {
    if (step === 'password' && signedIn) openApp(DASHBOARD_HOME_PATH);
  }, [step, signedIn]);
  // Once the form is up, fetch what signing in needs while the person types (when the browser is idle).
  usePrefetchWhenIdle(prefetchSignIn, !pending && !signedIn);
  // The dashboard's chunks (about 370 KB) once the person starts on the form (and at the latest on
  // signing in, use-login-steps.ts): not while the page loads, nor for a visit that never signs in.
  useEffect(() => {
    if (pending || signedIn) return;
    const prefetch = () => void prefetchApp();
    document.addEventListener('focusin', prefetch, { once: true });
    return () => document.removeEventListener('focusin', prefetch);
  }, [pending, signedIn]);

  if (step === 'password' && (pending || signedIn)) return <FullPageLoading label={AUTH_MESSAGES.checkingAuthentication} />;

  return (
    <LoginCard notice={step === 'password' ? (signedOutBecause ?? arrivedWith.notice) : undefined}>
      {step === 'new-password' ? (
        <NewPasswordStep busy={busy} onSubmit={(password, refused) => attempt(async () => (await auth()).chooseNewPassword(password), refused)} />
      ) : step === 'totp' ? (
        <TotpStep busy={busy} onSubmit={(code, refused) => attempt(async () => (await auth()).confirmTotpCode(code), refused)} />
      ) : (
        // 'done' keeps this form, busy, until the dashboard opens.
        <PasswordStep form={credentials} busy={busy || step === 'done'} onSubmit={({ email, password }) => attempt(async () => (await auth()).signInWithPassword(email, password))} />
      )}
    </LoginCard>
  );
};
