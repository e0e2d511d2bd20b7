import { CLOSED_STATUSES } from './invitation-status';
import { describe, expect, it } from 'vitest';
import { compareForSort, dueDateOf, dueSortKey, isListSort, lastUpdateOf, nameSortKey, NO_DUE_DATE_KEY, sortKeysOf, type SortableInvitation } from './list-sort';

const lead = (id: string, fields: Partial<SortableInvitation> = {}) => ({
  id,
  createdAt: '2026-05-01T10:00:00.000Z',
  recipientFirstName: 'Robin',
  recipientLastName: 'Lee',
  audit: [],
  ...fields,
});

describe('lastUpdateOf', () => {
  it('is the sending time of a lead nobody touched', () => {
    expect(lastUpdateOf(lead('a'))).toBe('2026-05-01T10:00:00.000Z');
  });

  it('is the latest activity kept on the invitation (a note writes it)', () => {
    expect(lastUpdateOf(lead('a', { lastActivityAt: '2026-05-09T08:00:00.000Z', statusUpdatedAt: '2026-05-03T00:00:00.000Z' }))).toBe('2026-05-09T08:00:00.000Z');
  });

  it('is the latest of a status change, a resend, a note and a next step', () => {
    expect(lastUpdateOf(lead('a', { statusUpdatedAt: '2026-05-03T00:00:00.000Z', resentAt: '2026-05-02T00:00:00.000Z' }))).toBe('2026-05-03T00:00:00.000Z');
    expect(lastUpdateOf(lead('a', { audit: [{ at: '2026-05-01T10:00:00.000Z' }, { at: '2026-05-09T08:00:00.000Z' }] }))).toBe('2026-05-09T08:00:00.000Z');
    expect(lastUpdateOf(lead('a', { nextStepSetAt: '2026-06-01T00:00:00.000Z', statusUpdatedAt: '2026-05-03T00:00:00.000Z' }))).toBe('2026-06-01T00:00:00.000Z');
  });
});

describe('sort keys', () => {
  it('puts a lead without a next step after every date', () => {
    expect(dueSortKey({ recipientFirstName: 'Uma', recipientLastName: 'Ray' })).toBe(`${NO_DUE_DATE_KEY}#uma ray`);
    // The same date, or none, goes by name.
    const keys = [
      { nextStepDueAt: '2031-01-01', recipientFirstName: 'Zed', recipientLastName: 'A' },
      { recipientFirstName: 'Xavier', recipientLastName: 'B' },
      { nextStepDueAt: '2031-01-01', recipientFirstName: 'Ann', recipientLastName: 'C' },
      { recipientFirstName: 'Dana', recipientLastName: 'D' },
    ].map(dueSortKey);
    expect([...keys].sort()).toEqual(['2031-01-01#ann c', '2031-01-01#zed a', `${NO_DUE_DATE_KEY}#dana d`, `${NO_DUE_DATE_KEY}#xavier b`]);
    expect(['2031-01-01', NO_DUE_DATE_KEY, '2020-01-01'].sort()).toEqual(['2020-01-01', '2031-01-01', NO_DUE_DATE_KEY]);
  });

  it('keeps a closed lead out of the dated part of the due order, and every open lead in it', () => {
    const lead = { nextStepDueAt: '2026-11-20', recipientFirstName: 'Uma', recipientLastName: 'Ray' };
    for (const status of CLOSED_STATUSES) {
      expect(dueSortKey({ ...lead, status })).toBe(`${NO_DUE_DATE_KEY}#uma ray`);
      expect(dueDateOf({ ...lead, status })).toBeUndefined();
    }
    for (const status of ['sent', 'maybe', 'pitch_sent'] as const) expect(dueSortKey({ ...lead, status })).toBe('2026-11-20#uma ray');
    expect(dueDateOf({ ...lead, nextStepDueAt: '' })).toBeUndefined();
  });

  it('compares names without case or accents', () => {
    expect(nameSortKey({ recipientFirstName: 'Émile', recipientLastName: 'Zola' })).toBe('emile zola');
    expect(nameSortKey({ recipientFirstName: 'amir', recipientLastName: 'BAKER' })).toBe('amir baker');
  });

  it('knows its three orders and nothing else', () => {
    expect(['updated', 'due', 'name'].every(isListSort)).toBe(true);
    expect(isListSort('newest')).toBe(false);
    expect(isListSort(null)).toBe(false);
  });
});

describe('compareForSort', () => {
  const leads = [
    lead('1', { recipientFirstName: 'Zoé', statusUpdatedAt: '2026-05-05T00:00:00.000Z', nextStepDueAt: '2026-01-01' }),
    lead('2', { recipientFirstName: 'amir', nextStepDueAt: '2027-01-01' }),
    lead('3', { recipientFirstName: 'Émile', statusUpdatedAt: '2026-05-04T00:00:00.000Z' }),
    lead('4', { recipientFirstName: 'Bea', nextStepDueAt: '2026-01-01' }),
  ];
  const order = (sort: 'updated' | 'due' | 'name') => [...leads].sort((a, b) => compareForSort(sort, sortKeysOf(a), sortKeysOf(b))).map((l) => l.id);

  it('orders by last update, newest first', () => expect(order('updated')).toEqual(['1', '3', '4', '2']));
  it('orders by due date: overdue and soonest first, the same date by name, none last', () => expect(order('due')).toEqual(['4', '1', '2', '3']));
  it('orders by name, A to Z', () => expect(order('name')).toEqual(['2', '4', '3', '1']));
});
