/**
 * /founder-signup: 'Enter Invite Code', then 'Create Founder Account', then the welcome dialog.
 * A validated code is kept an hour in session storage, so a reload skips the code step.
 */
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { isStaffRole } from '@safe-haven/shared/roles';
import { FullPageLoading } from '../../../components/layout/full-page-loading';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { useMyProfile } from '../../../hooks/use-my-profile';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { FounderAccountStep } from '../components/founder-account-step';
import { FounderCodeStep } from '../components/founder-code-step';
import { FounderWelcomeDialog } from '../components/founder-welcome-dialog';
import { readFounderSession } from '../utils/founder-session';

type Step = { kind: 'code'; notice?: string } | { kind: 'account'; codeId: string } | { kind: 'welcome'; firstName: string };

export const FounderSignupPage = () => {
  usePageMeta({ title: 'Founder Registration | Safe Haven', description: 'Private founder registration by invite code.', noindex: true });
  const profile = useMyProfile();
  const [step, setStep] = useState<Step>(() => {
    const session = readFounderSession(window.sessionStorage);
    return session ? { kind: 'account', codeId: session.codeId } : { kind: 'code' };
  });

  if (step.kind === 'welcome') return <FounderWelcomeDialog firstName={step.firstName} />;
  if (profile.isPending) return <FullPageLoading label={AUTH_MESSAGES.checkingAuthentication} />;
  if (profile.data && isStaffRole(profile.data.role)) return <Navigate to="/dashboard" replace />;
  if (step.kind === 'code') return <FounderCodeStep notice={step.notice} onValidated={(codeId) => setStep({ kind: 'account', codeId })} />;
  return (
    <FounderAccountStep
      codeId={step.codeId}
      onCodeGone={(notice) => setStep({ kind: 'code', notice })}
      onCreated={(firstName) => setStep({ kind: 'welcome', firstName })}
    />
  );
};
