/** The team directory: active people with their badges. */
import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@safe-haven/shared/api-types';
import { apiRequest } from '../../../lib/api-client';

export const useTeam = () =>
  useQuery({
    queryKey: ['team'],
    queryFn: async ({ signal }) => (await apiRequest<{ members: TeamMember[] }>('/team', { auth: true, signal })).members,
    staleTime: 60_000,
  });
