/**
 * The current raise's terms for the staff pages that quote them (The Current Raise, Educate Myself).
 * They are read from the API, never built into the app: a private placement shows them only to
 * people it has a relationship with. Admins change them in Edit Content (which refreshes this query),
 * rarely: a read every few minutes is enough.
 */
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import * as API from '../lib/api-endpoints.generated';

export const RAISE_TERMS_QUERY_KEY = ['raise-terms'] as const;

export const useRaiseTerms = () =>
  useQuery({
    queryKey: RAISE_TERMS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(API.GetCurrentRaise, { signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });
