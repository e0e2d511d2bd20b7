/**
 * The Funnel page's figures: one Query of the viewer's funnel partition (data/funnel-stats.ts: its
 * totals, one item per month and one per sender, kept by the stream) and one BatchGet of the senders'
 * names. The reads do not grow with the number of invitations, only with the senders and months that
 * have any (a few hundred bytes each, one Query page per MB).
 */
import type { FunnelResponse } from '@safe-haven/shared/funnel-api-types';
import type { FunnelSliceCounters } from '@safe-haven/shared/funnel-api-types';
import { countersOfItem, funnelSliceId, funnelSliceOf, readFunnelPartition, type FunnelSlice } from '../data/funnel-stats';
import { profilesByIds, type Profile } from '../data/profile';
import { funnelPartitionFor, type Viewer } from '../invitations/invitation-access';

const fullName = (profile: Profile) => `${profile.firstName} ${profile.lastName}`.trim() || profile.email;

export interface FunnelReads {
  /** Requests made beyond the caller's profile: the partition's Query pages and the names' BatchGet. */
  requests: number;
  readUnits: number;
}

export const funnelFor = async (viewer: Viewer, onReads?: (reads: FunnelReads) => void): Promise<FunnelResponse | undefined> => {
  const partition = funnelPartitionFor(viewer);
  if (!partition) return undefined;
  const read = await readFunnelPartition(partition);
  const response: FunnelResponse = { scope: partition.kind === 'all' ? 'all' : 'own_and_team', totals: {}, senders: [], months: [] };
  // Each slice is kept as items per audience and kind: merged back into one slice's counters.
  const slices = new Map<string, { slice: FunnelSlice; counters: FunnelSliceCounters }>();
  for (const item of read.items) {
    const slice = funnelSliceOf(String(item.sk));
    if (!slice) continue;
    const id = funnelSliceId(slice);
    const merged = slices.get(id) ?? { slice, counters: {} };
    slices.set(id, merged);
    for (const [audience, counters] of Object.entries(countersOfItem(item)) as [keyof FunnelSliceCounters, NonNullable<FunnelSliceCounters[keyof FunnelSliceCounters]>][]) {
      const into = (merged.counters[audience] ??= { counts: {}, stays: {} });
      Object.assign(into.counts, counters.counts);
      Object.assign(into.stays, counters.stays);
    }
  }
  const senders: { senderId: string; counters: FunnelSliceCounters }[] = [];
  for (const { slice, counters } of slices.values()) {
    if (slice.kind === 'totals') response.totals = counters;
    else if (slice.kind === 'month') response.months.push({ month: slice.month, counters });
    else senders.push({ senderId: slice.senderId, counters });
  }
  let readUnits = read.readUnits;
  const profiles = senders.length > 0 ? await profilesByIds(senders.map((sender) => sender.senderId), (units) => (readUnits += units)) : [];
  const names = new Map(profiles.map((profile) => [profile.id, fullName(profile)]));
  response.senders = senders
    .map((sender) => ({ ...sender, name: names.get(sender.senderId) ?? 'Former staff member' }))
    .sort((a, b) => a.name.localeCompare(b.name));
  response.months.sort((a, b) => b.month.localeCompare(a.month));
  onReads?.({ requests: read.requests + Math.ceil(senders.length / 100), readUnits });
  return response;
};
