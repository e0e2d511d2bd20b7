/** GET /api/funnel: the Funnel page's counters (admins: everything; founders: their own and their team's). */
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

export const useFunnel = () =>
  useQuery({
    queryKey: ['funnel'],
    queryFn: ({ signal }) => callApi(API.GetFunnel, { signal }),
    retry: 1,
    placeholderData: (previous) => previous,
  });
