/**
 * Follow-up: the 'Overdue' and 'Due this week' views of Manage Invitations and the
 * sidebar's overdue count. Both are ranges of the due-date order the list already keeps
 * (`orderByDue`, whose sort key `dueKey` is the next step's date, then `#` and the name:
 * list-sort.ts), so a view is a Query of a key range, never a filter over the list
 * (docs/data-model.md, "Follow-up views").
 *
 * 'Today' is the viewer's calendar date, as the browser knows it: the same day the card's 'Overdue'
 * label reads (web/src/features/manage-invitations/utils/labels.ts), so the view and the cards agree.
 * The server accepts only a date that is today somewhere on Earth (isCurrentDateSomewhere).
 */
import { NO_DUE_DATE_KEY } from './list-sort';

export const FOLLOW_UP_VIEWS = ['overdue', 'week'] as const;

/** Today's date where the browser is, as YYYY-MM-DD: the viewer's 'today'. */
export const localCalendarDate = (now: Date): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
export type FollowUpView = (typeof FOLLOW_UP_VIEWS)[number];

export const FOLLOW_UP_VIEW_LABELS: Record<FollowUpView, string> = {
  overdue: 'Overdue',
  week: 'Due this week',
};

export const isFollowUpView = (value: unknown): value is FollowUpView => (FOLLOW_UP_VIEWS as readonly unknown[]).includes(value);

/** 'Due this week' is today and the six days after it: a rolling week, the same on any weekday and in any locale. */
export const DUE_THIS_WEEK_DAYS = 7;

/** The sidebar shows the count up to this figure, then '99+': each count's Query reads at most one more entry. */
export const FOLLOW_UP_COUNT_CAP = 99;

/** A calendar date (YYYY-MM-DD) moved by whole days. */
export const addDays = (date: string, days: number): string => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** A range of the due order's first sort attribute: below a key, or between two keys (both included). */
export type DueKeyRange = { below: string } | { from: string; to: string };

/**
 * The keys of a view on a given day. Overdue: every date before today (a lead without a next step has
 * the key '~', which sorts after every date, so it is never in it). Due this week: today through the
 * sixth day after it; '$' sorts just after '#', so every name on the last day is included.
 */
export const dueKeyRange = (view: FollowUpView, today: string): DueKeyRange =>
  view === 'overdue' ? { below: today } : { from: today, to: `${addDays(today, DUE_THIS_WEEK_DAYS - 1)}$` };

/**
 * Whether a lead with this next-step date is in the view on that day (the same rule as dueKeyRange,
 * for tests and the browser). Pass `dueDateOf(lead)`: a closed lead has no date that is due.
 */
export const isInFollowUpView = (view: FollowUpView, nextStepDueAt: string | undefined, today: string): boolean => {
  if (!nextStepDueAt || nextStepDueAt === NO_DUE_DATE_KEY) return false;
  return view === 'overdue' ? nextStepDueAt < today : nextStepDueAt >= today && nextStepDueAt <= addDays(today, DUE_THIS_WEEK_DAYS - 1);
};

const HOURS_14_MS = 14 * 60 * 60 * 1000;
const HOURS_12_MS = 12 * 60 * 60 * 1000;

/** Whether a date is today somewhere on Earth (from UTC-12 to UTC+14): what a browser may call its today. */
export const isCurrentDateSomewhere = (date: string, now: Date): boolean =>
  date >= new Date(now.getTime() - HOURS_12_MS).toISOString().slice(0, 10) && date <= new Date(now.getTime() + HOURS_14_MS).toISOString().slice(0, 10);

export interface FollowUpCounts {
  /** Leads whose next step's date has passed (capped: FOLLOW_UP_COUNT_CAP + 1 means 'more'). */
  overdue: number;
  /** Leads due today or in the next six days (capped likewise). */
  dueThisWeek: number;
}
