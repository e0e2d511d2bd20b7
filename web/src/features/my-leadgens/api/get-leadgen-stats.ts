/** GET /api/leadgen-stats: the figures of My Lead Generators, optionally for one founder's team (admins). */
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

export const useLeadgenStats = (founderId: string) =>
  useQuery({
    queryKey: ['leadgen-stats', founderId],
    queryFn: ({ signal }) => callApi(API.GetLeadgenStats, { query: { founderId }, signal }),
    retry: 1,
    placeholderData: (previous) => previous,
  });
