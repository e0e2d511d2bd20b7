import { useQuery } from '@tanstack/react-query';
import { loadRuntimeConfig } from '../../../lib/runtime-config';

/** The stage's time zone from /config.json: named beside 'The team's time zone' in Edit Profile. */
export const useTeamTimeZone = (): string | undefined => {
  const config = useQuery({ queryKey: ['runtime-config'], queryFn: loadRuntimeConfig, staleTime: Infinity });
  return config.data?.teamTimeZone;
};
