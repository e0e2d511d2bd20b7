/**
 * Live updates for a signed-in tab: one connection (lib/live-connection.ts) while the dashboard is
 * open, closed on sign-out. A message invalidates the unread counts, whose version moving makes the
 * sidebar, the dashboard cards and an open list refetch (use-refetch-on-change.ts), exactly as a poll
 * result used to; after a reconnect the counts are read once at once. While there is no connection the
 * counts and cards fall back to a slow poll (use-live-connected.ts).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accessToken } from '../lib/auth';
import { startLiveConnection } from '../lib/live-connection';
import { UNREAD_COUNTS_QUERY_KEY } from './use-unread-counts';

export const useLiveUpdates = (signedIn: boolean): void => {
  const client = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    const refresh = () => void client.invalidateQueries({ queryKey: UNREAD_COUNTS_QUERY_KEY });
    return startLiveConnection({ token: accessToken, onChange: refresh, onReconnect: refresh });
  }, [client, signedIn]);
};
