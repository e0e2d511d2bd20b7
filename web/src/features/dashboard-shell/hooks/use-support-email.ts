import { useQuery } from '@tanstack/react-query';
import { loadRuntimeConfig } from '../../../lib/runtime-config';

/** The help dialog's contact address: `supportEmail` from /config.json, written per stage at deploy. */
export const useSupportEmail = (enabled: boolean): string | undefined => {
  const config = useQuery({ queryKey: ['runtime-config'], queryFn: loadRuntimeConfig, staleTime: Infinity, enabled });
  return config.data?.supportEmail;
};
