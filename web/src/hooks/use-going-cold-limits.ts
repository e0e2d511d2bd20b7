/**
 * The 'Going cold' limits the cards read (shared/going-cold.ts): fetched once per session and kept,
 * since only an admin's save changes them (which refreshes this query). Until they arrive, or if the
 * read fails, the defaults apply.
 */
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_GOING_COLD_DAYS, type GoingColdLimits } from '@safe-haven/shared/going-cold';
import { callApi } from '../lib/api-client';
import * as API from '../lib/api-endpoints.generated';

export const GOING_COLD_QUERY_KEY = ['going-cold-limits'] as const;

export const useGoingColdSettings = (enabled = true) =>
  useQuery({
    queryKey: GOING_COLD_QUERY_KEY,
    queryFn: ({ signal }) => callApi(API.GetGoingColdLimits, { signal }),
    enabled,
    staleTime: 10 * 60_000,
    retry: 1,
  });

export const useGoingColdLimits = (): GoingColdLimits => useGoingColdSettings().data?.limits ?? DEFAULT_GOING_COLD_DAYS;
