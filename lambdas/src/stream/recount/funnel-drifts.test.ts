/** The funnel recount's oracle on a made-up table: stages and stays from the trail, erased invitations from their facts. */
import { describe, expect, it } from 'vitest';
import { stageContribution, stayContribution, FUNNEL_STATS_TAG, type FunnelContribution } from '../../data/funnel-stats';
import { invitationEntity, type Invitation } from '../../data/invitation';
import { describeDrift } from './find-drifts';
import { findFunnelDrifts } from './funnel-drifts';
import { TableSnapshot } from './table-snapshot';

const HOUR = 3_600_000;
const base = { id: 'i1', senderId: 'lg', senderAddedById: 'fo', audience: 'member', createdAt: '2026-11-20T09:00:00.000Z' } as const;
const at = (hours: number) => new Date(Date.parse(base.createdAt) + hours * HOUR).toISOString();
const audit = (from: string | null, to: string, hours: number, kind?: 'note') =>
  ({ pk: 'INVITATION#i1', sk: `AUDIT#${at(hours)}#x`, entity: 'invitation-audit', invitationId: 'i1', entryId: 'x', from_status: from, to_status: to, at: at(hours), ...(kind ? { kind } : {}) });

/** The counter items these contributions add up to, as the stream would have written them. */
const counters = (contributions: FunnelContribution[]) => {
  const items = new Map<string, Record<string, unknown>>();
  for (const { attribute, items: keys } of contributions) {
    for (const key of keys) {
      const item = items.get(key.pk + key.sk) ?? { ...key, entity: FUNNEL_STATS_TAG };
      item[attribute] = ((item[attribute] as number | undefined) ?? 0) + 1;
      items.set(key.pk + key.sk, item);
    }
  }
  return [...items.values()];
};

const expected = [
  stageContribution(base, 'sent'), stageContribution(base, 'opened'), stageContribution(base, 'yes'), stageContribution(base, 'interested_yes'),
  stayContribution(base, 'sent', 30 * HOUR), stayContribution(base, 'yes', 2 * HOUR),
];

const driftsOf = (items: Record<string, unknown>[]) => {
  const snapshot = new TableSnapshot();
  for (const item of items) snapshot.add(item);
  return findFunnelDrifts(snapshot).map(describeDrift);
};

const invitation = invitationEntity.toItem({ ...base, status: 'interested_yes', openedAt: at(1) } as unknown as Invitation);
const trail = [audit(null, 'sent', 0), audit('sent', 'yes', 30), audit('yes', 'yes', 31, 'note'), audit('yes', 'interested_yes', 32)];

describe('findFunnelDrifts', () => {
  it('finds nothing when the counters are the trail\'s stages and stays', () => {
    expect(driftsOf([{ ...invitation, openedAt: at(1) }, ...trail, ...counters(expected)])).toEqual([]);
  });

  it('reports a stage counted twice and a stay never counted', () => {
    const wrong = counters([...expected.filter((c) => c !== expected[5]), stageContribution(base, 'yes')]);
    const drifts = driftsOf([{ ...invitation, openedAt: at(1) }, ...trail, ...wrong]);
    expect(drifts).toContain('FUNNEL#ALL TOTALS#member#N n_member_yes: table 2, recount 1');
    expect(drifts).toContain('FUNNEL#GROUP#fo TOTALS#member#H h_member_yes_1: table (none), recount 1');
  });

  it('counts a document opened once from the card\'s counted views, and not a link never opened', () => {
    const views = { 'member-pitch-deck': { count: 2, lastAt: at(40) }, 'membership-packet': { count: 1, lastAt: at(41) } };
    const withDocument = counters([...expected, stageContribution(base, 'document_opened')]);
    expect(driftsOf([{ ...invitation, documentViews: views }, ...trail, ...withDocument])).toEqual([]);
    expect(driftsOf([{ ...invitation, documentViews: views }, ...trail, ...counters(expected)]))
      .toContain('FUNNEL#ALL TOTALS#member#N n_member_document_opened: table (none), recount 1');
    expect(driftsOf([{ ...invitation, documentViews: { 'member-pitch-deck': { count: 0, lastAt: at(40) } } }, ...trail, ...counters(expected)])).toEqual([]);
  });

  it('counts an erased invitation through its facts, and a deleted one not at all', () => {
    const facts = expected.map((funnel, i) => ({ pk: 'INVITATION#i1', sk: `COUNTED#FUNNEL#f${i}`, entity: 'counted-fact', state: 'counted', funnel }));
    const kept = { pk: 'INVITATION#i1', sk: 'COUNTED#SENT', entity: 'counted-fact', state: 'kept', senderId: 'lg', createdAt: base.createdAt };
    expect(driftsOf([...facts, kept, ...counters(expected)])).toEqual([]);
    expect(driftsOf([...facts, ...counters(expected)])).toContain('FUNNEL#ALL TOTALS#member#N n_member_sent: table 1, recount 0');
  });
});
