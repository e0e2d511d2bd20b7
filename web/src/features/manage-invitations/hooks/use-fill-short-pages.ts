/**
 * A page of a sorted list may read 10 read units at most (docs/performance.md): a combination whose
 * matches are rare in a large list then comes back with fewer than 10 cards and a cursor. This asks
 * for the next page on its own until the short pages since the last full one add up to a page, at
 * most MAX_AUTO_PAGES in a row, so the person sees a full page without pressing Load More for it.
 */
import { useEffect } from 'react';
import type { InvitationListResponse } from '@safe-haven/shared/api-types';
import { INVITATION_PAGE_SIZE } from '@safe-haven/shared/constants';

const MAX_AUTO_PAGES = 4;

interface PagedList {
  data?: { pages: InvitationListResponse[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** How many cards the short pages at the end hold, and how many they are. */
const trailingShortPages = (pages: readonly InvitationListResponse[]) => {
  let count = 0;
  let cards = 0;
  for (let i = pages.length - 1; i >= 0 && pages[i]!.items.length < INVITATION_PAGE_SIZE; i--) {
    count++;
    cards += pages[i]!.items.length;
  }
  return { count, cards };
};

/** Whether to ask for the next page without the person pressing Load More. */
export const shortPageToFill = (pages: readonly InvitationListResponse[], hasNextPage: boolean): boolean => {
  const { count, cards } = trailingShortPages(pages);
  return hasNextPage && count > 0 && count <= MAX_AUTO_PAGES && cards < INVITATION_PAGE_SIZE;
};

export const useFillShortPages = (list: PagedList): void => {
  const pages = list.data?.pages ?? [];
  const wanted = shortPageToFill(pages, list.hasNextPage) && !list.isFetching;
  useEffect(() => {
    if (wanted && !list.isFetchingNextPage) void list.fetchNextPage();
    // Once per page received.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, pages.length]);
};
