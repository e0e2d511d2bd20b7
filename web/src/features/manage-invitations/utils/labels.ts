/** How statuses and audiences look on cards and in the dialog. */
import type { Audience } from '@safe-haven/shared/audiences';
import type { InvitationStatus } from '@safe-haven/shared/invitation-status';
import { dueDateOf } from '@safe-haven/shared/list-sort';

/** Badge colours: waiting (gray), warm (green), hesitant (orange), closed lost (red), won (purple). */
export const statusPalette = (status: InvitationStatus): string => {
  switch (status) {
    case 'sent':
      return 'gray';
    case 'no':
    case 'archived_not_interested':
      return 'red';
    case 'maybe':
    case 'interested_maybe':
    case 'pitch_sent':
    case 'follow_up_sent':
    case 'no_show_zoom':
      return 'orange';
    case 'activated':
    case 'closed':
    case 'partner_onboarded':
      return 'purple';
    default:
      return 'green';
  }
};

export const AUDIENCE_PALETTE: Record<Audience, string> = { member: 'blue', land_owner: 'teal', investor: 'yellow' };

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));

/** A calendar date (YYYY-MM-DD) as a date, without a time zone shifting it a day. */
export const formatCalendarDate = (day: string): string => dateFormat.format(new Date(`${day}T12:00:00`));

/** '3 days', '5 hours', '12 minutes', 'less than a minute'. */
export const formatDuration = (ms: number): string => {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  const units: [number, string][] = [[60 * 24, 'day'], [60, 'hour'], [1, 'minute']];
  for (const [size, name] of units) {
    if (minutes >= size) {
      const count = Math.floor(minutes / size);
      return `${count} ${name}${count === 1 ? '' : 's'}`;
    }
  }
  return 'less than a minute';
};

/** Each audit entry with the time the invitation had spent in the status it left (entries newest first). */
export const withTimeInPrevious = <T extends { at: string; from_status: string | null; kind?: 'note' }>(newestFirst: readonly T[]) =>
  newestFirst.map((entry, i) => {
    // Notes change no status: the time in a status runs from the status change before, past any notes.
    const previous = newestFirst.slice(i + 1).find((earlier) => earlier.kind !== 'note');
    return { ...entry, timeInPrevious: previous && entry.from_status ? Date.parse(entry.at) - Date.parse(previous.at) : undefined };
  });

/**
 * The next step's state on a given day (the browser's today): due later, due today, overdue, or
 * 'closed' on a lead that was closed, which keeps its date for the record but is never due.
 */
export const nextStepState = (due: string, today: string, status?: InvitationStatus): 'later' | 'today' | 'overdue' | 'closed' =>
  dueDateOf({ nextStepDueAt: due, status }) === undefined ? 'closed' : due < today ? 'overdue' : due === today ? 'today' : 'later';

// Opens: the clock as every other time on the page reads it ("2:02 PM"), not a 24-hour one beside it.
const weekdayTime = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit' });
const monthDayTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const monthDayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const SIX_DAYS_MS = 6 * 24 * 60 * 60 * 1000;

/** When an invitee opened their page, short: "Tue 2:02 PM" within the past six days, else "Nov 3, 8:00 AM", another year "Nov 3, 2025". */
export const formatOpenedAt = (iso: string, now: Date = new Date()): string => {
  const at = new Date(iso);
  if (now.getTime() - at.getTime() < SIX_DAYS_MS) return weekdayTime.format(at).replace(',', '');
  return at.getFullYear() === now.getFullYear() ? monthDayTime.format(at) : monthDayYear.format(at);
};
