import { lazy, Suspense, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useHydrated } from '../hooks/use-hydrated';
import { queryClient } from '../lib/query-client';
import { system } from '../theme/system';

// Toasts raised before the view has loaded wait in the store and show as soon as it mounts.
const ToasterView = lazy(() => import('../components/ui/toaster-view').then((module) => ({ default: module.ToasterView })));

/** Mounted after hydration: a prerendered page has no toasts, and its HTML must match the first render. */
const LazyToaster = () => {
  const hydrated = useHydrated();
  return hydrated ? (
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
