/**
 * The recount's oracle for the funnel counters (data/funnel-stats.ts), from the table's facts and
 * not from the stream's markers:
 * - a live invitation reached 'sent', 'opened' if it has `openedAt`, 'document_opened' if a personal
 *   document link has a counted view (`documentViews`, hasOpenedADocument), and every status its audit trail
 *   moved it to (entries that are notes, or the creation, are not moves); each once;
 * - its stays: from its creation (in 'sent') to the first move, then from each move to the next, each
 *   in the status it left (the entry's `from_status`), bucketed by its length;
 * - an erased invitation (its sent fact kept, counted-fact.ts) counts what its funnel facts recorded.
 * Each adds to the items funnelItemsOf names. `FUNNEL#ALL` is recounted only over the whole table; a
 * person's group when the recount covers them.
 */
import { DOCUMENT_OPENED_STAGE, OPENED_STAGE, type FunnelStage } from '@safe-haven/shared/funnel';
import type { InvitationStatus } from '@safe-haven/shared/invitation-status';
import { FUNNEL_STATS_TAG, funnelPartitionKey, isFunnelPartitionKey, stageContribution, stayContribution, type FunnelContribution } from '../../data/funnel-stats';
import type { AuditEntry } from '../../data/invitation-audit';
import type { Drift, RecountScope } from './find-drifts';
import { figureId, type TableSnapshot } from './table-snapshot';

const isFunnelAttribute = (name: string) => /^[nh]_/.test(name);

/** The moves of a trail, oldest first (notes and the creation are not moves). */
export const movesOf = (trail: readonly AuditEntry[]): AuditEntry[] => {
  const seen = new Set<string>();
  return [...trail]
    .filter((entry) => entry.kind !== 'note' && entry.from_status !== null && entry.from_status !== undefined && entry.from_status !== entry.to_status)
    .filter((entry) => {
      const id = `${entry.at}#${entry.to_status}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .sort((a, b) => a.at.localeCompare(b.at));
};

export const findFunnelDrifts = (snapshot: TableSnapshot, scope: RecountScope = {}): Drift[] => {
  const inScope = (invitationId: string) => !scope.invitationIds || scope.invitationIds.has(invitationId);
  const wholeTable = !scope.profileIds && !scope.invitationIds;
  const recountedPartitions = new Set<string>(
    wholeTable ? [] : [...(scope.profileIds ?? [])].map((profileId) => funnelPartitionKey({ kind: 'group', profileId })),
  );
  const recounted = (pk: string) => (wholeTable ? isFunnelPartitionKey(pk) : recountedPartitions.has(pk));

  const expected = new Map<string, { pk: string; sk: string; counts: Map<string, number> }>();
  const add = (contribution: FunnelContribution) => {
    for (const key of contribution.items) {
      const id = figureId(key.pk, key.sk);
      let entry = expected.get(id);
      if (!entry) expected.set(id, (entry = { pk: key.pk, sk: key.sk, counts: new Map() }));
      entry.counts.set(contribution.attribute, (entry.counts.get(contribution.attribute) ?? 0) + 1);
    }
  };

  for (const [id, invitation] of snapshot.funnelInvitations) {
    if (!inScope(id)) continue;
    const moves = movesOf([...(invitation.audit ?? []), ...(snapshot.auditTrails.get(id) ?? [])]);
    const stages = new Set<FunnelStage>(['sent', ...moves.map((move) => move.to_status)]);
    if (invitation.openedAt) stages.add(OPENED_STAGE);
    if (invitation.openedADocument) stages.add(DOCUMENT_OPENED_STAGE);
    for (const stage of stages) add(stageContribution(invitation, stage));
    let enteredAt = invitation.createdAt;
    for (const move of moves) {
      add(stayContribution(invitation, move.from_status as InvitationStatus, Date.parse(move.at) - Date.parse(enteredAt)));
      enteredAt = move.at;
    }
  }
  for (const [id, facts] of snapshot.funnelFacts) {
    if (!inScope(id) || snapshot.funnelInvitations.has(id) || !snapshot.keptSent.has(id)) continue;
    for (const fact of facts) if ((fact.state === 'counted' || fact.state === 'kept') && fact.funnel) add(fact.funnel);
  }

  const drifts: Drift[] = [];
  const ids = new Set([...expected.keys(), ...[...snapshot.figures.entries()].filter(([, item]) => item.entity === FUNNEL_STATS_TAG).map(([id]) => id)]);
  for (const id of [...ids].sort()) {
    const actual = snapshot.figures.get(id);
    const counts = expected.get(id);
    const pk = String(actual?.pk ?? counts?.pk);
    const sk = String(actual?.sk ?? counts?.sk);
    if (!recounted(pk)) continue;
    const attributes = new Set([...(counts?.counts.keys() ?? []), ...Object.keys(actual ?? {}).filter(isFunnelAttribute)]);
    for (const attribute of [...attributes].sort()) {
      const held = typeof actual?.[attribute] === 'number' ? (actual[attribute] as number) : undefined;
      const want = counts?.counts.get(attribute) ?? 0;
      if ((held ?? 0) !== want) drifts.push({ kind: 'counter', key: { pk, sk }, attribute, expected: want, actual: held, entity: FUNNEL_STATS_TAG });
    }
  }
  return drifts;
};
