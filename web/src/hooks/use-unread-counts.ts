/**
 * The sidebar's unread counts, polled while the tab is visible, again when it regains focus, and
 * after the viewer's own changes (invalidate UNREAD_COUNTS_QUERY_KEY). A failed first read shows no
 * badge (0), not an error in the sidebar; a failed poll after that keeps the last counts (a busy server has not
 * changed anything) and is retried with backoff. `version` moves when an invitation the viewer can
 * see changes: open lists refetch on it.
 */
import { useQuery } from '@tanstack/react-query';
import type { UnreadCounts } from '@safe-haven/shared/api-types';
import { callApi } from '../lib/api-client';
import * as API from '../lib/api-endpoints.generated';
import { busyRetryDelay, retryWhileBusy } from '../lib/busy-retry';

/**
 * A change must show within 15 s: that is the poll interval plus the stream handler's delay (about a
 * second), so the poll runs every 10 s. The request is one GetItem (see docs/data-model.md for its cost).
 */
export const UNREAD_POLL_MS = 10_000;
export const UNREAD_COUNTS_QUERY_KEY = ['unread-counts'] as const;

const NO_COUNTS: UnreadCounts = { manageInvitations: 0, myLeadgens: 0, version: 0 };

export const useUnreadCounts = (enabled = true) => {
  const query = useQuery({
    queryKey: UNREAD_COUNTS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(API.GetUnreadCounts, { signal }),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    // Hidden tabs do not poll; returning to the tab reads at once.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: retryWhileBusy,
    retryDelay: busyRetryDelay,
  });
  return { ...query, counts: query.data ?? NO_COUNTS };
};
