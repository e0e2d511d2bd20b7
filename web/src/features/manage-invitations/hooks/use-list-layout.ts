/**
 * Cards or compact rows for Manage Invitations, chosen by the person and remembered on this
 * browser. Rows are a desktop view (a card is what fits a phone), so narrow screens always get cards.
 */
import { useCallback, useState } from 'react';

export type ListLayout = 'cards' | 'rows';

export const LIST_LAYOUT_STORAGE_KEY = 'safe-haven.manage-invitations.layout';

const stored = (): ListLayout => {
  try {
    return window.localStorage.getItem(LIST_LAYOUT_STORAGE_KEY) === 'rows' ? 'rows' : 'cards';
  } catch {
    return 'cards';
  }
};

export const useListLayout = () => {
  const [layout, setLayout] = useState<ListLayout>(stored);
  const choose = useCallback((next: ListLayout) => {
    setLayout(next);
    try {
      window.localStorage.setItem(LIST_LAYOUT_STORAGE_KEY, next);
    } catch {
      // Private windows may refuse storage: the choice then lasts for this visit.
    }
  }, []);
  return [layout, choose] as const;
};
