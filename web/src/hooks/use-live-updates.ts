/**
 * Live updates for a signed-in tab: one connection (lib/live-connection.ts) while the dashboard is
 * open, closed on sign-out. A message invalidates the unread counts, whose version moving makes the
 * sidebar, the dashboard cards and an open list refetch (use-refetch-on-change.ts), exactly as a poll
 * result used to, and an open details dialog of a named invitation refetches too. While there is no
 * connection the counts and cards fall back to a slow poll (use-live-connected.ts). Messages are read
 * at most once per LIVE_REFRESH_WINDOW_MS (lib/coalesced-refresh.ts), the figure the capacity model
 * sizes the staff routes on.
 *
 * The server closes a person's connections when their role, status or sessions change: on
 * reconnecting the tab reads its profile again (the header, the sidebar and the role guard follow the
 * new role), and when it cannot reconnect it asks the API once, which signs out a suspended person.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_REFRESH_WINDOW_MS } from '@safe-haven/shared/live-updates';
import { accessToken } from '../lib/auth';
import { isSessionEnding } from '../lib/api-client';
import { coalesceRefreshes } from '../lib/coalesced-refresh';
import { startLiveConnection } from '../lib/live-connection';
import { INVITATION_DETAILS_QUERY_KEY, MY_PROFILE_QUERY_KEY } from '../lib/query-keys';
import { UNREAD_COUNTS_QUERY_KEY } from './use-unread-counts';

export const useLiveUpdates = (signedIn: boolean): void => {
  const client = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    const refreshCounts = () => void client.invalidateQueries({ queryKey: UNREAD_COUNTS_QUERY_KEY });
    const refreshDetails = (named?: readonly string[]) =>
      void client.invalidateQueries({ queryKey: INVITATION_DETAILS_QUERY_KEY, predicate: (query) => !named || named.includes(String(query.queryKey[2])) });
    const refreshProfile = () => void client.invalidateQueries({ queryKey: MY_PROFILE_QUERY_KEY });
    const readChanges = coalesceRefreshes(LIVE_REFRESH_WINDOW_MS, (target) => {
      refreshCounts();
      refreshDetails(target === 'all' ? undefined : target);
    });
    const stop = startLiveConnection({
      // Not with a session being signed out: the server has revoked it and would refuse the handshake.
      token: async () => {
        const token = await accessToken();
        return token && !isSessionEnding(token) ? token : undefined;
      },
      onChange: (invitationIds, more) => readChanges(more ? 'all' : invitationIds),
      onReconnect: () => {
        refreshCounts();
        refreshDetails();
        refreshProfile();
      },
      onLost: refreshProfile,
    });
    return () => {
      readChanges.cancel();
      stop();
    };
  }, [client, signedIn]);
};
