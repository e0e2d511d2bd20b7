/**
 * The three counters of the dashboard home (GET /api/dashboard/invite-stats). Refetched when a live
 * update moves the viewer's unread version (invite-stats.tsx), every 60 s only while there is no live
 * connection; stale after 30 s, and only run once the profile id is known: the cache is per person.
 */
import { useQuery } from '@tanstack/react-query';
import * as z from '@safe-haven/shared/validation/mini';
import type { InviteStats } from '@safe-haven/shared/api-types';
import { STATS_MESSAGES } from '@safe-haven/shared/messages';
import { STATS_REFETCH_MS, STATS_STALE_MS } from '@safe-haven/shared/constants';
import { useLiveConnected } from '../../../hooks/use-live-connected';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

/** A response without ok true is an error, like a failed request ('Unable to load invitation statistics'). */
const count = () => z.int().check(z.nonnegative());
export const inviteStatsResponseSchema = z.object({
  ok: z.literal(true),
  own_sent: count(),
  my_leadgens_sent: count(),
  total_sent: count(),
});

export const INVITE_STATS_QUERY_KEY = ['invite-stats'] as const;
export const inviteStatsQueryKey = (profileId: string | undefined) => [...INVITE_STATS_QUERY_KEY, profileId] as const;

export const parseInviteStats = (raw: unknown): InviteStats => {
  const parsed = inviteStatsResponseSchema.safeParse(raw);
  if (!parsed.success) throw new Error(STATS_MESSAGES.loadFailed);
  return parsed.data;
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
