import { lazy, Suspense, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { system } from '../theme/system';

// Toasts raised before the view has loaded wait in the store and show as soon as it mounts.
const ToasterView = lazy(() => import('../components/ui/toaster-view').then((module) => ({ default: module.ToasterView })));

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={system}>
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <ToasterView />
      </Suspense>
    </QueryClientProvider>
  </ChakraProvider>
);
