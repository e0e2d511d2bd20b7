/** The capacity model's arithmetic, checked against figures worked out by hand in docs/performance.md. */
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@safe-haven/shared/api-routes';
import { limitsFor, publicDemandOf } from '../lib/capacity-model';

describe('capacity model', () => {
  const prod = limitsFor({ campaignInvitations: 10_000, staffOnline: 500 });

  it('puts 6.5% of the first hour\'s opens of a 10,000 campaign in its busiest minute', () => {
    // 3,333 opens in the first hour; (1 - e^(-1/15)) / (1 - e^(-4)) = 6.57% of them in minute one.
    expect(prod.peaks.opensPerMinute).toBeCloseTo(219, 0);
    expect(prod.peaks.invitationReadsPerSecond).toBeCloseTo((219 / 60) * 3 * 1.5, 0);
  });

  it('sizes each limit at three times its peak', () => {
    expect(prod.publicRouteThrottles.invitationRead).toEqual({ rateLimit: 50, burstLimit: 100 });
    // Live updates at the busiest second: 10.95 opens and 3.94 answers change 14.9 invitations. The 50
    // admins' tabs (10% of 500) each read once per 1 s window (50 a second); every change also reaches
    // at most two others, whose tabs read at most once per window (29.8 a second); plus the morning wave.
    expect(prod.peaks.unreadReadsPerSecond).toBeCloseTo(50 + 29.8 + 500 * 0.2 / 60, 1);
    expect(prod.staffRouteThrottle).toEqual({ rateLimit: 245, burstLimit: 490 });
    // The busiest person, an admin: 300 live refreshes of 3 requests, 1 follow-up read and 10 actions
    // in five minutes, plus one page open of 12.
    expect(prod.peaks.personRequestsPerFiveMinutes).toBeCloseTo(900 + 1 + 10 + 12, 0);
    expect(prod.edge.staffPerPerson).toBe(2770);
  });

  it('reads what changed once per live window, however fast the changes come', () => {
    // Ten times the campaign: the admins' tabs cannot read more than once per window each, and the
    // others' no more than once per window each either.
    const huge = limitsFor({ campaignInvitations: 1_000_000, staffOnline: 500 });
    expect(huge.peaks.unreadReadsPerSecond).toBeCloseTo(500 / 1 + 500 * 0.2 / 60, 1);
    // A quiet stage with no campaign to speak of still reads a change at once.
    const quiet = limitsFor({ campaignInvitations: 10, staffOnline: 5 });
    expect(quiet.staffRouteThrottle.rateLimit).toBeGreaterThanOrEqual(5);
  });

  it("lets every live-updates tab back within 10 s of a blip that dropped them all", () => {
    // 500 tabs: 50 reconnects a second (renewals, one every 9 minutes each, are 0.9), times three.
    expect(prod.peaks.liveReconnectsPerSecond).toBe(50);
    expect(prod.peaks.liveRenewalsPerSecond).toBeCloseTo(0.93, 2);
    expect(prod.liveConnectThrottle).toEqual({ rateLimit: 150, burstLimit: 300 });
    expect(limitsFor({ campaignInvitations: 10, staffOnline: 1 }).liveConnectThrottle).toEqual({ rateLimit: 5, burstLimit: 10 });
  });

  it('keeps a floor for small stages so one person clicking twice is never refused', () => {
    const tiny = limitsFor({ campaignInvitations: 10, staffOnline: 1 });
    expect(tiny.publicRouteThrottles.inviteeAnswer.rateLimit).toBe(5);
    expect(tiny.edge.publicApiPerIp).toBeGreaterThanOrEqual(80);
    expect(tiny.edge.staffPerIp).toBeGreaterThanOrEqual(tiny.edge.staffPerPerson);
  });

  it('places every public route of the route table', () => {
    for (const route of API_ROUTES.filter((candidate) => candidate.access === 'public')) {
      expect(() => publicDemandOf(route), route.id).not.toThrow();
    }
    expect(() => publicDemandOf({ id: 'SomethingNew' })).toThrow(/PUBLIC_ROUTE_DEMAND/);
  });
});
