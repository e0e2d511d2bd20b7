import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { getSystem } from '../theme/system';
import { PageProvider } from './page-provider';

/** The app's providers: every page's (page-provider.tsx) and the query cache of the staff screens. */
export const AppProvider = ({ children, onFirstCommit }: { children: ReactNode; onFirstCommit?: () => void }) => (
  <PageProvider system={getSystem()} onFirstCommit={onFirstCommit}>
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  </PageProvider>
);
