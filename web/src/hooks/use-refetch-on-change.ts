/**
 * Refetches a page's data when the unread poll reports that an invitation the viewer can see changed
 * (its version moved), so lists and figures follow other people's changes without a reload.
 */
import { useEffect, useRef } from 'react';
import { useUnreadCounts } from './use-unread-counts';

export const useRefetchOnChange = (refetch: () => unknown) => {
  const version = useUnreadCounts().data?.version;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (version === undefined) return;
    if (seen.current !== undefined && version !== seen.current) void refetch();
    seen.current = version;
  }, [version, refetch]);
};
