import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { system } from '../theme/system';
import { Toaster } from '../components/ui/toaster';

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={system}>
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  </ChakraProvider>
);
