/** The dashboard home and My Lead Generators: the greeting's line, the statistics and the team. */

/** The line under the dashboard home's greeting; its placeholder (served before any script) shows it too. */
export const DASHBOARD_HOME_INTRO = 'Every invitation you send helps us grow our resorts together.';

export const STATS_MESSAGES = {
  loadFailed: 'Unable to load invitation statistics',
  profileIdRequired: 'Profile ID is required',
} as const;

export const LEADGEN_STATS_MESSAGES = {
  loadFailed: 'Failed to load lead generator statistics',
  never: 'Never',
} as const;

export const TEAM_MESSAGES = {
  loadFailed: 'Unable to load the team',
  empty: 'No active team members yet.',
} as const;
