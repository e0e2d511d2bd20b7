import { describe, expect, it } from 'vitest';
import { STATS_MESSAGES } from '@safe-haven/shared/messages';
import { parseInviteStats } from '../api/get-invite-stats';
import { statCardsForRole } from './stat-cards';

describe('statCardsForRole', () => {
  it('shows admins and founders all three cards in order', () => {
    for (const role of ['admin', 'founder'] as const) {
      expect(statCardsForRole(role).map((card) => card.key)).toEqual(['own_sent', 'my_leadgens_sent', 'total_sent']);
    }
  });

  it('hides the lead gens card from leadgens, leaving two columns', () => {
    expect(statCardsForRole('leadgen').map((card) => card.label)).toEqual(["Invitations I've Sent", 'Total Invitations (All Users)']);
  });
});

describe('parseInviteStats', () => {
  it('accepts an ok response', () => {
    expect(parseInviteStats({ ok: true, own_sent: 2, my_leadgens_sent: 0, total_sent: 9 })).toEqual({ ok: true, own_sent: 2, my_leadgens_sent: 0, total_sent: 9 });
  });

  it('treats a response without ok true as the statistics error', () => {
    expect(() => parseInviteStats({ ok: false, own_sent: 2, my_leadgens_sent: 0, total_sent: 9 })).toThrow(STATS_MESSAGES.loadFailed);
    expect(() => parseInviteStats({ own_sent: 2 })).toThrow(STATS_MESSAGES.loadFailed);
    expect(() => parseInviteStats(null)).toThrow(STATS_MESSAGES.loadFailed);
  });

  it('treats a count that is not a whole number of zero or more as the statistics error, and drops other fields', () => {
    for (const own_sent of [-1, 1.5, '2', null, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => parseInviteStats({ ok: true, own_sent, my_leadgens_sent: 0, total_sent: 9 })).toThrow(STATS_MESSAGES.loadFailed);
    }
    expect(() => parseInviteStats([])).toThrow(STATS_MESSAGES.loadFailed);
    expect(parseInviteStats({ ok: true, own_sent: 0, my_leadgens_sent: 0, total_sent: 0, extra: 'x' })).toEqual({ ok: true, own_sent: 0, my_leadgens_sent: 0, total_sent: 0 });
  });
});
