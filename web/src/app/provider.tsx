import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { toaster } from '../components/ui/toaster';
import { queryClient } from '../lib/query-client';
import { system } from '../theme/system';

const ToasterView = lazy(() => import('../components/ui/toaster-view').then((module) => ({ default: module.ToasterView })));

const hasToasts = () => toaster.getCount() > 0;

/**
 * The toast view (its state machine and styles) loads with the first toast: most visits never
 * raise one. The toast waits in the store and shows as soon as the view mounts; once loaded the view
 * stays. Nothing renders in a prerendered page or during hydration (the server snapshot is false).
 */
const LazyToaster = () => {
  const [loaded, setLoaded] = useState(false);
  const wanted = useSyncExternalStore(toaster.subscribe, hasToasts, () => false);
  if (wanted && !loaded) setLoaded(true);
  return loaded || wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
};

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={system}>
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  </ChakraProvider>
);
