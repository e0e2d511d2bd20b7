/**
 * How invitation messages write a date ("Nov 22, 2026", in UTC). Kept apart from the validation
 * schemas so code that only formats a date (e.g. a handler's conflict message) bundles no zod.
 */
export const formatInviteDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
