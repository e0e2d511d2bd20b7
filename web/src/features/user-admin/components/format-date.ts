/** Dates in the admin tables: 'Nov 22, 2026'. */
export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
