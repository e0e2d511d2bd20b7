/**
 * The answer forms (and the validation code they carry) load on demand: most of a first visit is
 * reading, and the page paints sooner without them. Each page prefetches its form when the browser
 * is idle, so opening it after a tap is still immediate.
 */
import { lazy, useEffect } from 'react';

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
