/**
 * `/`: staff sign-in with email and password, then a TOTP code when the user has enrolled one, or a
 * new password when the one given was temporary (a stage's first admin). Each step is its own form
 * (components/*-step.tsx); hooks/use-login-steps.ts moves from one to the next.
 */
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { isStaffRole } from '@safe-haven/shared/roles';
import { FullPageLoading } from '../../../components/layout/full-page-loading';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { useForm } from '../../../hooks/use-form';
import { useMyProfile } from '../../../hooks/use-my-profile';
import { usePrefetchWhenIdle } from '../../../hooks/use-prefetch-when-idle';
import { takeSignOutMessage } from '../../../lib/sign-out-reason';
import { LoginCard } from '../components/login-card';
import { NewPasswordStep } from '../components/new-password-step';
import { PasswordStep } from '../components/password-step';
import { TotpStep } from '../components/totp-step';
import { useLoginSteps } from '../hooks/use-login-steps';
import { prefetchSignIn } from '../utils/login-validation';
import type { LoginLocationState } from './login-location-state';

/** Amplify's sign-in (lib/auth.ts), loaded when the form is shown (see prefetchSignIn) rather than with the page. */
const auth = () => import('../../../lib/auth');

export const LoginPage = () => {
  usePageMeta({ title: 'Staff Login | Safe Haven', description: 'Sign in to the Safe Haven staff dashboard.' });
  const profile = useMyProfile();
  // A message from "Forgot password?" (the password is changed), with the email to sign in with.
  const arrivedWith = (useLocation().state ?? {}) as LoginLocationState;
  const { step, busy, attempt } = useLoginSteps();
  const credentials = useForm({ email: arrivedWith.email ?? '', password: '' });
  // Why the server ended the last session (signed out elsewhere, suspended), read once the session
  // check has settled: that check may be what found the session over. Client-only, after hydration.
  const [signedOutBecause, setSignedOutBecause] = useState<string>();
  useEffect(() => {
    if (profile.isPending) return;
    const message = takeSignOutMessage();
    if (message) setSignedOutBecause(message);
  }, [profile.isPending]);
  // Once the form is up, fetch what signing in needs while the person types (when the browser is idle).
  usePrefetchWhenIdle(prefetchSignIn, !profile.isPending);

  if (step === 'password' && profile.isPending) return <FullPageLoading label={AUTH_MESSAGES.checkingAuthentication} />;
  if (step === 'password' && profile.data && isStaffRole(profile.data.role)) return <Navigate to="/dashboard" replace />;

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
