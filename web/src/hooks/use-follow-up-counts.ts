/**
 * The sidebar's follow-up counts: overdue leads and those due this week, as of the
 * viewer's today. Not polled like the unread counts: a due date changes only by the viewer's team's
 * own edits, so it is read on load, on focus, when the unread poll reports a change to an invitation
 * the viewer can see, after the viewer's own changes (invalidate FOLLOW_UP_COUNTS_QUERY_KEY) and
 * every few minutes, which also carries it over midnight. A refusal shows no badge.
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { localCalendarDate, type FollowUpCounts } from '@safe-haven/shared/follow-up';
import { callApi } from '../lib/api-client';
import * as API from '../lib/api-endpoints.generated';
import { useUnreadCounts } from './use-unread-counts';

export const FOLLOW_UP_COUNTS_QUERY_KEY = ['follow-up-counts'] as const;
export const FOLLOW_UP_REFRESH_MS = 5 * 60_000;

const NO_COUNTS: FollowUpCounts = { overdue: 0, dueThisWeek: 0 };

export const useFollowUpCounts = (enabled = true) => {
  const today = localCalendarDate(new Date());
  const query = useQuery({
    queryKey: [...FOLLOW_UP_COUNTS_QUERY_KEY, today],
    queryFn: ({ signal }) => callApi(API.GetFollowUpCounts, { query: { today }, signal }),
    enabled,
    refetchInterval: FOLLOW_UP_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });
  // Someone changed an invitation the viewer can see (status, a new one, a deletion): read again.
  const version = useUnreadCounts(enabled).data?.version;
  const seen = useRef<number | undefined>(undefined);
  const { refetch } = query;
  useEffect(() => {
    if (version === undefined || !enabled) return;
    if (seen.current !== undefined && version !== seen.current) void refetch();
    seen.current = version;
  }, [version, refetch, enabled]);
  return { ...query, counts: query.data ?? NO_COUNTS };
};
