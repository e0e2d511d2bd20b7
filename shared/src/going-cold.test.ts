import { describe, expect, it } from 'vitest';
import { DEFAULT_GOING_COLD_DAYS, effectiveGoingColdLimits, isGoingCold } from './going-cold';
import { goingColdFormSchema, goingColdLimitsSchema } from './validation/going-cold';
import { INVITATION_STATUSES, ALLOWED_TRANSITIONS } from './invitation-status';
import { addDays, dueKeyRange, isInFollowUpView } from './follow-up';
import { dueSortKey } from './list-sort';

const DAY = 24 * 60 * 60 * 1000;
const sentAt = '2026-11-01T10:00:00.000Z';

describe('going cold', () => {
  it('flags a lead only once its status has lasted longer than the limit', () => {
    const lead = { status: 'sent' as const, createdAt: sentAt };
    expect(isGoingCold(lead, DEFAULT_GOING_COLD_DAYS, Date.parse(sentAt) + 7 * DAY)).toBe(false);
    expect(isGoingCold(lead, DEFAULT_GOING_COLD_DAYS, Date.parse(sentAt) + 7 * DAY + 1)).toBe(true);
  });

  it('counts from the last status change, not the sending', () => {
    const lead = { status: 'maybe' as const, createdAt: sentAt, statusUpdatedAt: '2026-11-10T10:00:00.000Z' };
    expect(isGoingCold(lead, DEFAULT_GOING_COLD_DAYS, Date.parse('2026-11-15T09:00:00.000Z'))).toBe(false);
    expect(isGoingCold(lead, DEFAULT_GOING_COLD_DAYS, Date.parse('2026-11-15T11:00:00.000Z'))).toBe(true);
  });

  it('never flags a final status, and has a default for every status that can still move', () => {
    for (const status of INVITATION_STATUSES) {
      // 'No' can only be archived: nothing to chase, so it never goes cold either.
      const onlyArchive = ALLOWED_TRANSITIONS[status].every((to) => to === 'archived_not_interested');
      if (onlyArchive) expect(DEFAULT_GOING_COLD_DAYS[status]).toBeNull();
      else expect(DEFAULT_GOING_COLD_DAYS[status]).toBeGreaterThan(0);
    }
    expect(isGoingCold({ status: 'activated', createdAt: sentAt }, DEFAULT_GOING_COLD_DAYS, Date.parse(sentAt) + 1000 * DAY)).toBe(false);
  });

  it("takes an admin's limits over the defaults and ignores what is not a limit", () => {
    const limits = effectiveGoingColdLimits({ sent: 2, maybe: null, yes: 0, pitch_sent: 1.5, bogus: 3 });
    expect(limits.sent).toBe(2);
    expect(limits.maybe).toBeNull();
    expect(limits.yes).toBe(DEFAULT_GOING_COLD_DAYS.yes);
    expect(limits.pitch_sent).toBe(DEFAULT_GOING_COLD_DAYS.pitch_sent);
    expect('bogus' in limits).toBe(false);
  });

  it("validates the form box by box, empty meaning never", () => {
    const values = Object.fromEntries(INVITATION_STATUSES.map((status) => [status, '5']));
    const parsed = goingColdFormSchema.safeParse({ ...values, sent: '', maybe: ' 12 ' });
    expect(parsed.success && parsed.data.limits.sent).toBeNull();
    expect(parsed.success && parsed.data.limits.maybe).toBe(12);
    const refused = goingColdFormSchema.safeParse({ ...values, yes: '0', pitch_sent: 'soon', no: '400' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['no', 'pitch_sent', 'yes']);
    expect(goingColdLimitsSchema.safeParse({ limits: { unknown: 3 } }).success).toBe(false);
  });
});

describe('follow-up views', () => {
  it('are exactly the key ranges of the due order', () => {
    const today = '2026-11-26';
    const key = (due?: string) => dueSortKey({ nextStepDueAt: due, recipientFirstName: 'Zoë', recipientLastName: 'Ünal' });
    const inRange = (range: ReturnType<typeof dueKeyRange>, value: string) => ('below' in range ? value < range.below : value >= range.from && value <= range.to);
    for (const days of [-400, -1, 0, 1, 6, 7, 30]) {
      const due = addDays(today, days);
      for (const view of ['overdue', 'week'] as const) expect(inRange(dueKeyRange(view, today), key(due))).toBe(isInFollowUpView(view, due, today));
    }
    expect(inRange(dueKeyRange('overdue', today), key(undefined))).toBe(false);
    expect(inRange(dueKeyRange('week', today), key(undefined))).toBe(false);
    expect(addDays('2026-12-28', 6)).toBe('2027-01-03');
  });
});
