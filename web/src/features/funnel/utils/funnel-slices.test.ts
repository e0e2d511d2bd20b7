import { describe, expect, it } from 'vitest';
import type { FunnelResponse } from '@safe-haven/shared/funnel-api-types';
import { isEmptyFunnel, monthLabel, monthRows, senderRows, sliceCounters } from './funnel-slices';

const funnel: FunnelResponse = {
  scope: 'all',
  totals: { member: { counts: { sent: 4, yes: 1 }, stays: {} } },
  senders: [
    { senderId: 'a', name: 'Ann', counters: { member: { counts: { sent: 3, yes: 1 }, stays: {} } } },
    { senderId: 'b', name: 'Bob', counters: { investor: { counts: { sent: 1 }, stays: {} } } },
  ],
  months: [{ month: '2026-11', counters: { member: { counts: { sent: 4, yes: 1 }, stays: {} } } }],
};

describe('funnel slices', () => {
  it('picks everything, a sender or a month', () => {
    expect(sliceCounters(funnel, '')).toBe(funnel.totals);
    expect(sliceCounters(funnel, 'sender:b')).toEqual({ investor: { counts: { sent: 1 }, stays: {} } });
    expect(sliceCounters(funnel, 'month:2026-11').member?.counts.sent).toBe(4);
    expect(sliceCounters(funnel, 'sender:gone')).toEqual({});
  });

  it('lists only the senders and months with invitations to the audience, with the yes rate', () => {
    expect(senderRows(funnel, 'member').map((row) => [row.label, row.counts.sent, row.yesRate])).toEqual([['Ann', 3, 1 / 3]]);
    expect(monthRows(funnel, 'member').map((row) => row.label)).toEqual([monthLabel('2026-11')]);
    expect(monthLabel('2026-11')).toBe('November 2026');
  });

  it('is empty until something was sent', () => {
    expect(isEmptyFunnel(funnel)).toBe(false);
    expect(isEmptyFunnel({ ...funnel, totals: {} })).toBe(true);
  });
});
