/**
 * The sidebar's unread counts, read when a live update says an invitation the viewer may see changed
 * (use-live-updates.ts), polled slowly while there is no live connection, again when the tab regains
 * focus, and after the viewer's own changes (invalidate UNREAD_COUNTS_QUERY_KEY). A failed first read shows no
 * badge (0), not an error in the sidebar; a failed poll after that keeps the last counts (a busy server has not
 * changed anything) and is retried with backoff. `version` moves when an invitation the viewer can
 * see changes: open lists refetch on it.
 */
import { useQuery } from '@tanstack/react-query';
import type { UnreadCounts } from '@safe-haven/shared/api-types';
import { callApi } from '../lib/api-client';
import * as API from '../lib/api-endpoints.generated';
import { busyRetryDelay, retryWhileBusy } from '../lib/busy-retry';
import { LIVE_FALLBACK_POLL_MS, useLiveConnected } from './use-live-connected';

/**
 * A change shows within 2 s through the live connection; without one (a proxy that blocks WebSockets,
 * the connection being re-established) the counts are polled every LIVE_FALLBACK_POLL_MS. The request
 * is one GetItem (see docs/data-model.md for its cost).
 */
export const UNREAD_POLL_MS = LIVE_FALLBACK_POLL_MS;
export const UNREAD_COUNTS_QUERY_KEY = ['unread-counts'] as const;

const NO_COUNTS: UnreadCounts = { manageInvitations: 0, myLeadgens: 0, version: 0 };

export const useUnreadCounts = (enabled = true) => {
  const live = useLiveConnected();
  const query = useQuery({
    queryKey: UNREAD_COUNTS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(API.GetUnreadCounts, { signal }),
    enabled,
    // A live connection tells when to read; while reads fail (a busy server), keep trying on the slow poll.
    refetchInterval: (query) => (live && query.state.status !== 'error' ? false : UNREAD_POLL_MS),
    // Hidden tabs do not poll; returning to the tab reads at once.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: retryWhileBusy,
    retryDelay: busyRetryDelay,
  });
  return { ...query, counts: query.data ?? NO_COUNTS };
};
