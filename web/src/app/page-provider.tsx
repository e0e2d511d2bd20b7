import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { toaster } from '../components/ui/toaster';

const ToasterView = lazy(() => import('../components/ui/toaster-view').then((module) => ({ default: module.ToasterView })));

/**
 * The toast view (its store, state machine and styles) loads with the first toast: most visits never
 * raise one. The toast waits in `toaster` and shows as soon as the view mounts; once loaded the view
 * stays. Nothing renders in a prerendered page or during hydration (effects run after it).
 */
const LazyToaster = () => {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    if (toaster.getCount() > 0) {
      setWanted(true);
      return;
    }
    // The store tells subscribers about a toast just before it adds it: any message means "load".
    return toaster.subscribe(() => setWanted(true));
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
};

/** Runs once the first render is committed: for a prerendered page, once hydration is done. */
const AfterFirstCommit = ({ run }: { run?: () => void }) => {
  useEffect(() => run?.(), [run]);
  return null;
};

/**
 * What every page needs: the Chakra system and the toasts. The invitation pages hydrate with this
 * alone (src/invitation-main.tsx); the app adds TanStack Query (provider.tsx). The system (theme/system.ts)
 * is passed in rather than imported here, so the invitation entry can build it in a task of its own.
 */
export const PageProvider = ({ system, children, onFirstCommit }: { system: SystemContext; children: ReactNode; onFirstCommit?: () => void }) => (
  <ChakraProvider value={system}>
    {children}
    <LazyToaster />
    <AfterFirstCommit run={onFirstCommit} />
  </ChakraProvider>
);
