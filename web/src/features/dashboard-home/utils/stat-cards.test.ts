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
});
