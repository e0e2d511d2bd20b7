/** "December 21, 2026": how the pages state an invitation's expiry. */
export const validUntil = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
