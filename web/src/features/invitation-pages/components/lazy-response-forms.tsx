/**
 * What a page loads only after it has hydrated. The answer forms (and the validation code they
 * carry) load on demand: most of a first visit is reading, and each page prefetches its form when
 * the browser is idle, so opening it after a tap is still immediate. The dialogs (welcome,
 * confirmation, decline) start loading as soon as the page has hydrated, while the invitation is read.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated';
import type { AnswerDialogsProps } from './answer-dialogs';

const loadMemberForm = () => import('./member-response-form');
const loadLandOwnerForm = () => import('./land-owner-response-form');
const loadInvestorForm = () => import('./investor-response-form');

export const MemberResponseForm = lazy(() => loadMemberForm().then((m) => ({ default: m.MemberResponseForm })));
export const LandOwnerResponseForm = lazy(() => loadLandOwnerForm().then((m) => ({ default: m.LandOwnerResponseForm })));
export const InvestorResponseForm = lazy(() => loadInvestorForm().then((m) => ({ default: m.InvestorResponseForm })));

const LOADERS = { member: loadMemberForm, land_owner: loadLandOwnerForm, investor: loadInvestorForm } as const;

/** Fetches the page's form chunk once the main thread is idle. */
export const usePrefetchResponseForm = (audience: keyof typeof LOADERS): void => {
  useEffect(() => {
    const load = () => void LOADERS[audience]().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 1500);
    return () => clearTimeout(timer);
  }, [audience]);
};

const AnswerDialogsChunk = lazy(() => import('./answer-dialogs').then((m) => ({ default: m.AnswerDialogs })));

export const AnswerDialogs = (props: AnswerDialogsProps) => {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <AnswerDialogsChunk {...props} />
    </Suspense>
  ) : null;
};
