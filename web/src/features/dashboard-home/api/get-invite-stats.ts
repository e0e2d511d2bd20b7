/**
 * The three counters of the dashboard home (GET /api/dashboard/invite-stats). Refetched when a live
 * update moves the viewer's unread version (invite-stats.tsx), every 60 s only while there is no live
 * connection; stale after 30 s, and only run once the profile id is known: the cache is per person.
 */
import { useQuery } from '@tanstack/react-query';
import type { InviteStats } from '@safe-haven/shared/api-types';
import { STATS_MESSAGES } from '@safe-haven/shared/messages';
import { STATS_REFETCH_MS, STATS_STALE_MS } from '@safe-haven/shared/constants';
import { useLiveConnected } from '../../../hooks/use-live-connected';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

/** A count as the server sends it: a whole number, not negative (zod's int(): a safe integer). */
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export const INVITE_STATS_QUERY_KEY = ['invite-stats'] as const;
export const inviteStatsQueryKey = (profileId: string | undefined) => [...INVITE_STATS_QUERY_KEY, profileId] as const;

/**
 * A response without ok true, or with a count that is not a whole number, is an error, like a failed
 * request ('Unable to load invitation statistics'). Checked by hand: zod would add its core (about
 * 17 KB gzipped) to the dashboard's first visit for these four fields.
 */
export const parseInviteStats = (raw: unknown): InviteStats => {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const { own_sent, my_leadgens_sent, total_sent } = body;
  if (body.ok !== true || !isCount(own_sent) || !isCount(my_leadgens_sent) || !isCount(total_sent)) throw new Error(STATS_MESSAGES.loadFailed);
  return { ok: true, own_sent, my_leadgens_sent, total_sent };
};

export const getInviteStats = async (signal?: AbortSignal): Promise<InviteStats> =>
  parseInviteStats(await callApi(API.GetInviteStats, { signal }));

export const useInviteStats = (profileId: string | undefined) => {
  const live = useLiveConnected();
  return useQuery({
    queryKey: inviteStatsQueryKey(profileId),
    queryFn: ({ signal }) => getInviteStats(signal),
    enabled: !!profileId,
    refetchInterval: live ? false : STATS_REFETCH_MS,
    staleTime: STATS_STALE_MS,
  });
};
