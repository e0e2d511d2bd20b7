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
    // 500 staff polling unread counts every 10 s are 50 requests a second, plus the morning wave.
    expect(prod.peaks.unreadPollsPerSecond).toBeCloseTo(51.7, 1);
    expect(prod.staffRouteThrottle).toEqual({ rateLimit: 155, burstLimit: 310 });
    // One dashboard: 30 unread polls, 5 stats, 1 profile and 10 actions in five minutes, plus one page open of 12.
    expect(prod.peaks.personRequestsPerFiveMinutes).toBeCloseTo(58, 0);
    expect(prod.edge.staffPerPerson).toBe(180);
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
