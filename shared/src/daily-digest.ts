/**
 * The daily digest: at 8:00 in each staff member's time zone, an email listing the leads
 * they may see whose next step is overdue or due today; nothing when nothing is due, nothing when
 * they turned it off (Edit Profile). Sent once per person per local day, however often the scheduler
 * fires (lambdas/src/digest/daily-digest.ts).
 */
export const DIGEST_LOCAL_HOUR = 8;

/** The stage's zone, for anyone who has not chosen one (STAGE_TIME_ZONE overrides it per stage). */
export const DEFAULT_STAGE_TIME_ZONE = 'America/Denver';

/** At most this many leads are listed in one email; the rest are counted ('and 12 more'). */
export const DIGEST_MAX_LEADS = 20;

export const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** The stage's zone from its setting: the setting when it names a real zone, else the default. */
export const stageTimeZoneOr = (zone: string | undefined): string => (zone && isTimeZone(zone) ? zone : DEFAULT_STAGE_TIME_ZONE);

/** The calendar date (YYYY-MM-DD) and the hour (0-23) at `now` in a time zone. */
export const localDateAndHour = (now: Date, timeZone: string): { date: string; hour: number } => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
};

export const DIGEST_MESSAGES = {
  subject: (count: number) => `${count} ${count === 1 ? 'lead needs' : 'leads need'} your follow-up today`,
  intro: 'These leads have a next step that is overdue or due today:',
  overdueLink: 'Open Overdue in Manage Invitations',
  weekLink: 'Open Due this week',
  turnOff: 'You can turn this daily email off in Edit Profile.',
  more: (count: number) => `and ${count} more`,
  settingLabel: 'Daily follow-up email',
  settingHelp: 'At 8:00 your time, the leads whose next step is overdue or due today (only on days when there are some).',
  timeZoneLabel: 'Time zone',
  // Short: a phone's closed select shows about 30 characters, and the zone is the part that matters.
  teamTimeZone: (zone: string | undefined) => (zone ? `Team's: ${zone.replaceAll('_', ' ')}` : "The team's time zone"),
  suggestedZones: 'Suggested',
  deviceTimeZone: (zone: string) => `This device's: ${zone.replaceAll('_', ' ')}`,
  allZones: 'All time zones',
  timeZoneInvalid: 'Choose a time zone from the list',
} as const;
