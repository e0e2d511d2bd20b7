import { describe, expect, it } from 'vitest';
import { formatDuration, formatOpenedAt, nextStepState, statusPalette, withTimeInPrevious } from './labels';

describe('audit trail durations', () => {
  it('reads durations in the largest whole unit', () => {
    expect(formatDuration(30_000)).toBe('less than a minute');
    expect(formatDuration(61_000)).toBe('1 minute');
    expect(formatDuration(3 * 3_600_000 + 5)).toBe('3 hours');
    expect(formatDuration(49 * 3_600_000)).toBe('2 days');
  });

  it('gives each change the time spent in the status it left; the first entry has none', () => {
    const entries = withTimeInPrevious([
      { at: '2026-01-03T00:00:00Z', from_status: 'yes' },
      { at: '2026-01-01T00:00:00Z', from_status: 'sent' },
      { at: '2025-12-31T00:00:00Z', from_status: null },
    ]);
    expect(entries.map((entry) => entry.timeInPrevious)).toEqual([2 * 86_400_000, 86_400_000, undefined]);
  });

  it('measures the time in a status from the change before it, past any notes written meanwhile', () => {
    const entries = withTimeInPrevious([
      { at: '2026-01-05T00:00:00Z', from_status: 'yes' },
      { at: '2026-01-04T00:00:00Z', from_status: 'yes', kind: 'note' as const },
      { at: '2026-01-01T00:00:00Z', from_status: 'sent' },
    ]);
    expect(entries[0]!.timeInPrevious).toBe(4 * 86_400_000);
  });

  it('colours lost leads red and won leads purple', () => {
    expect(statusPalette('archived_not_interested')).toBe('red');
    expect(statusPalette('partner_onboarded')).toBe('purple');
    expect(statusPalette('sent')).toBe('gray');
  });
});

describe('next step on the card', () => {
  it('is overdue the day after it was due, and due today on the day', () => {
    expect(nextStepState('2026-11-23', '2026-11-24')).toBe('overdue');
    expect(nextStepState('2026-11-24', '2026-11-24')).toBe('today');
    expect(nextStepState('2026-11-25', '2026-11-24')).toBe('later');
    // A declined lead keeps its date but is never due.
    expect(nextStepState('2026-11-23', '2026-11-24', 'no')).toBe('closed');
    expect(nextStepState('2026-11-23', '2026-11-24', 'maybe')).toBe('overdue');
  });
});

describe('when an invitee opened their page', () => {
  // Local times, as the browser shows them: Thursday November 26, 2026.
  const now = new Date(2026, 10, 26, 9, 30);

  it('names the weekday and the time within the past six days', () => {
    expect(formatOpenedAt(new Date(2026, 10, 24, 14, 2).toISOString(), now)).toBe('Tue 2:02 PM');
    expect(formatOpenedAt(new Date(2026, 10, 26, 0, 5).toISOString(), now)).toBe('Thu 12:05 AM');
  });

  it('names the date and time when older, and the year when it was another year', () => {
    expect(formatOpenedAt(new Date(2026, 10, 3, 8, 0).toISOString(), now)).toBe('Nov 3, 8:00 AM');
    expect(formatOpenedAt(new Date(2025, 11, 30, 8, 0).toISOString(), now)).toBe('Dec 30, 2025');
  });
});
