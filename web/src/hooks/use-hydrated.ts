/**
 * False while rendering on the server (prerender) and during hydration, true afterwards. Anything
 * that depends on the URL's token, storage or the clock renders only once this is true, so the
 * first client render matches the prerendered HTML exactly.
 *
 * A state set in a transition, not useSyncExternalStore: after hydration the latter re-renders the
 * whole page synchronously (a store update cannot be time-sliced), one long task on a slow phone;
 * a transition renders in slices that let the browser respond in between. A component mounted by the
 * browser later (not hydrating) starts true, so it never flashes its placeholder.
 */
import { startTransition, useEffect, useState } from 'react';
import { isHydratingPrerenderedPage } from '../lib/hydration';

const mountedInBrowser = () => typeof window !== 'undefined' && !isHydratingPrerenderedPage();

export const useHydrated = (): boolean => {
  const [hydrated, setHydrated] = useState(mountedInBrowser);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
};
