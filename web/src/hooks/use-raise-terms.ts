/**
 * The current raise's terms for the staff pages that quote them (The Current Raise, Educate Myself).
 * They are read from the API, never built into the app: a private placement shows them only to
 * people it has a relationship with. They change with a deploy, so one read per session is enough.
 */
import { useQuery } from '@tanstack/react-query';
import type { RaiseTerms } from '@safe-haven/shared/api-types';
import { apiRequest } from '../lib/api-client';

export const RAISE_TERMS_QUERY_KEY = ['raise-terms'] as const;

export const useRaiseTerms = () =>
  useQuery({
    queryKey: RAISE_TERMS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<RaiseTerms>('/company/current-raise', { auth: true, signal }),
    staleTime: Infinity,
    retry: 1,
  });
