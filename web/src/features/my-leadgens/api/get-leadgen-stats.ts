/** GET /api/leadgen-stats: the figures of My Lead Generators, optionally for one founder's team (admins). */
import { useQuery } from '@tanstack/react-query';
import type { LeadgenStatsResponse } from '@safe-haven/shared/api-types';
import { apiRequest } from '../../../lib/api-client';

export const useLeadgenStats = (founderId: string) =>
  useQuery({
    queryKey: ['leadgen-stats', founderId],
    queryFn: ({ signal }) =>
      apiRequest<LeadgenStatsResponse>(`/leadgen-stats${founderId ? `?founderId=${encodeURIComponent(founderId)}` : ''}`, { auth: true, signal }),
    retry: 1,
    placeholderData: (previous) => previous,
  });
