/**
 * What Manage Users says when a user's actions menu cannot be loaded, in a module of its own:
 * team-messages.ts is read by every dashboard page, so these words would otherwise load on all of them.
 */
export const USER_ACTIONS_MESSAGES = {
  /** The menu's code could not be fetched (offline, or a new release replaced it). */
  menuUnavailable: 'The actions menu could not be loaded. Check your connection and try again.',
} as const;
