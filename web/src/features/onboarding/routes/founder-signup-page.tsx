/**
 * /founder-signup: 'Enter Invite Code', then 'Create Founder Account', then the welcome dialog.
 * A validated code is kept an hour in session storage, so a reload skips the code step.
 */
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { isStaffRole } from '@safe-haven/shared/roles';
import { FullPageLoading } from '../../../components/layout/full-page-loading';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { useMyProfile } from '../../../hooks/use-my-profile';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { FounderCodeStep } from '../components/founder-code-step';
import { readFounderSession } from '../utils/founder-session';

// The account form and the welcome dialog load after the code step, which a first visit shows alone.
const FounderAccountStep = lazy(() => import('../components/founder-account-step').then((module) => ({ default: module.FounderAccountStep })));
const FounderWelcomeDialog = lazy(() => import('../components/founder-welcome-dialog').then((module) => ({ default: module.FounderWelcomeDialog })));

type Step = { kind: 'code'; notice?: string } | { kind: 'account'; codeId: string; email?: string } | { kind: 'welcome'; firstName: string };

export const FounderSignupPage = () => {
  usePageMeta({ title: 'Founder Registration | Safe Haven', description: 'Private founder registration by invite code.', noindex: true });
  const profile = useMyProfile();
  const [step, setStep] = useState<Step>(() => {
    const session = readFounderSession(window.sessionStorage);
    return session ? { kind: 'account', codeId: session.codeId, email: session.email } : { kind: 'code' };
  });

  const loading = <FullPageLoading label="Loading..." />;
  if (step.kind === 'welcome') return <Suspense fallback={loading}><FounderWelcomeDialog firstName={step.firstName} /></Suspense>;
  if (profile.isPending) return <FullPageLoading label={AUTH_MESSAGES.checkingAuthentication} />;
  if (profile.data && isStaffRole(profile.data.role)) return <Navigate to="/dashboard" replace />;
  if (step.kind === 'code') return <FounderCodeStep notice={step.notice} onValidated={(code) => setStep({ kind: 'account', ...code })} />;
  return (
    <Suspense fallback={loading}>
      <FounderAccountStep
        codeId={step.codeId}
        codeEmail={step.email}
        onCodeGone={(notice) => setStep({ kind: 'code', notice })}
        onCreated={(firstName) => setStep({ kind: 'welcome', firstName })}
      />
    </Suspense>
  );
};
