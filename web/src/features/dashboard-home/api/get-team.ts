/** The team directory: active people with their badges. */
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import * as API from '../../../lib/api-endpoints.generated';

export const useTeam = () =>
  useQuery({
    queryKey: ['team'],
    queryFn: async ({ signal }) => (await callApi(API.GetTeam, { signal })).members,
    staleTime: 60_000,
  });
