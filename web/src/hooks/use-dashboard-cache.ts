/**
 * Runs the persisted dashboard cache (lib/persisted-dashboard-cache.ts) for the signed-in person
 * while the signed-in pages are open. Answers whether their last copy is back in the query cache:
 * the guard waits for it (a microtask: localStorage is read at once) so the first frame of the
 * dashboard already shows the last counts, and never a figure of whoever was here before.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startDashboardCache } from '../lib/persisted-dashboard-cache';

export const useDashboardCache = (userSub: string | undefined): boolean => {
  const queryClient = useQueryClient();
  const [readyFor, setReadyFor] = useState<string>();
  useEffect(() => {
    if (!userSub) return;
    let stop: (() => void) | undefined;
    let left = false;
    startDashboardCache(queryClient, userSub)
      // Storage blocked or full: the dashboard works as on a first visit.
      .catch(() => () => undefined)
      .then((stopCache) => {
        if (left) stopCache();
        else {
          stop = stopCache;
          setReadyFor(userSub);
        }
      });
    return () => {
      left = true;
      stop?.();
    };
  }, [queryClient, userSub]);
  return userSub === undefined || readyFor === userSub;
};
