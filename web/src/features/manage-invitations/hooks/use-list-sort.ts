/**
 * The order of Manage Invitations (last update, due date, name), chosen in the filter bar and
 * remembered on this browser for each person who signs in on it, like the Cards/Rows choice. It is
 * a preference, not a filter: Clear Filters keeps it, and it stays out of the URL.
 */
import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_LIST_SORT, isListSort, type ListSort } from '@safe-haven/shared/list-sort';

export const listSortStorageKey = (profileId: string) => `safe-haven.manage-invitations.sort.${profileId}`;

const stored = (profileId: string | undefined): ListSort => {
  if (!profileId) return DEFAULT_LIST_SORT;
  try {
    const value = window.localStorage.getItem(listSortStorageKey(profileId));
    return isListSort(value) ? value : DEFAULT_LIST_SORT;
  } catch {
    return DEFAULT_LIST_SORT;
  }
};

export const useListSort = (profileId: string | undefined) => {
  const [sort, setSort] = useState<ListSort>(() => stored(profileId));
  // The profile arrives after the first render: read that person's choice then.
  useEffect(() => setSort(stored(profileId)), [profileId]);
  const choose = useCallback(
    (next: ListSort) => {
      setSort(next);
      if (!profileId) return;
      try {
        window.localStorage.setItem(listSortStorageKey(profileId), next);
      } catch {
        // Private windows may refuse storage: the choice then lasts for this visit.
      }
    },
    [profileId],
  );
  return [sort, choose] as const;
};
