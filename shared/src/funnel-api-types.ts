/** What GET /api/funnel answers (the Funnel page): raw counters, from which funnel.ts derives the figures. */
import type { Audience } from './audiences';
import type { FunnelStage } from './funnel';
import type { InvitationStatus } from './invitation-status';

/** One audience's counters in one slice: invitations that reached each stage, and stays per status by duration bucket. */
export interface FunnelAudienceCounters {
  counts: Partial<Record<FunnelStage, number>>;
  /** Per status, the stays counted in each bucket (funnel.ts DURATION_BUCKET_BOUNDS_HOURS; trailing zeros left out). */
  stays: Partial<Record<InvitationStatus, number[]>>;
}

/** The counters of a slice (everything, one sender, one month), per audience it has any for. */
export type FunnelSliceCounters = Partial<Record<Audience, FunnelAudienceCounters>>;

export interface FunnelResponse {
  /** Whose invitations: every one (admins), or the viewer's own and their team's (founders). */
  scope: 'all' | 'own_and_team';
  totals: FunnelSliceCounters;
  /** By sender, named as their profile is now (A to Z). */
  senders: { senderId: string; name: string; counters: FunnelSliceCounters }[];
  /** By the month (UTC, yyyy-mm) the invitations were sent, newest first. */
  months: { month: string; counters: FunnelSliceCounters }[];
}
