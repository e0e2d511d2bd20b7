/**
 * What a page loads only after it has hydrated. The answer forms load on demand: most of a first
 * visit is reading, and a visitor who never reaches the answers never downloads them. Each page
 * prefetches its form when the answer section comes within a screen or two of view (or its link in
 * the hero is followed), so opening it after a tap is still immediate. The dialogs (welcome,
 * confirmation, decline) start loading as soon as the page has hydrated, while the invitation is read.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated';
import type { AnswerDialogsProps } from './answer-dialogs';
import { ANSWER_SECTION_ID } from './answer-section';

const loadMemberForm = () => import('./member-response-form');
const loadLandOwnerForm = () => import('./land-owner-response-form');
const loadInvestorForm = () => import('./investor-response-form');

export const MemberResponseForm = lazy(() => loadMemberForm().then((m) => ({ default: m.MemberResponseForm })));
export const LandOwnerResponseForm = lazy(() => loadLandOwnerForm().then((m) => ({ default: m.LandOwnerResponseForm })));
export const InvestorResponseForm = lazy(() => loadInvestorForm().then((m) => ({ default: m.InvestorResponseForm })));

const LOADERS = { member: loadMemberForm, land_owner: loadLandOwnerForm, investor: loadInvestorForm } as const;

/** Fetches the page's form chunk when the answer section approaches the viewport. */
export const usePrefetchResponseForm = (audience: keyof typeof LOADERS): void => {
  useEffect(() => {
    const load = () => void LOADERS[audience]().catch(() => undefined);
    const answers = document.getElementById(ANSWER_SECTION_ID);
    if (!answers || !('IntersectionObserver' in window)) {
      const timer = setTimeout(load, 3000);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '1200px 0px' },
    );
    observer.observe(answers);
    return () => observer.disconnect();
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
