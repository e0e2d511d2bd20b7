import type { LeadgenStatsRow } from '@safe-haven/shared/api-types';
import { searchKey } from '@safe-haven/shared/search-terms';

/** Rows whose name or email contains the search (case and accents ignored). */
export const filterRows = (rows: readonly LeadgenStatsRow[], search: string): LeadgenStatsRow[] => {
  const query = searchKey(search);
  if (!query) return [...rows];
  return rows.filter((row) => searchKey(row.leadgen_name).includes(query) || searchKey(row.leadgen_email).includes(query));
};
