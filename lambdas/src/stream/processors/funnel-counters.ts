/**
 * Keeps the funnel counters (data/funnel-stats.ts) as invitations are sent, opened, answered, moved,
 * as their lead opens a document a quick action sent (the first counted view of any personal link:
 * the image gaining a counted `documentViews` entry), and as they are deleted: each stage an invitation reaches is counted once (a counted fact per invitation and
 * stage, so a redelivered or replayed record adds nothing, and reaching a status again adds nothing
 * either), and each time it leaves a status its stay there is counted in that status's duration
 * histogram (a counted fact per stay, named by when it ended). A deletion takes back exactly what its
 * facts recorded; an erased invitation (its sent fact kept) keeps its figures, as the other counters do.
 */
import { DOCUMENT_OPENED_STAGE, hasOpenedADocument, OPENED_STAGE } from '@safe-haven/shared/funnel';
import { countFact, isKeptFact, SENT_FACT, uncountFact } from '../../data/counted-fact';
import {
  funnelCounterChanges, funnelFactsOf, stageContribution, stageFact, stayContribution, stayFact, unmarkedFunnelFacts, type FunnelContribution,
} from '../../data/funnel-stats';
import { invitationEntity, type Invitation } from '../../data/invitation';
import type { StreamChange } from '../stream-change';

/** Written by the opens feature when the invitee first opens the invitation (set once). */
const openedAtOf = (image: Record<string, unknown> | undefined): string | undefined =>
  typeof image?.openedAt === 'string' ? image.openedAt : undefined;

const count = (invitationId: string, fact: string, contribution: FunnelContribution, at: string) =>
  countFact(invitationId, fact, funnelCounterChanges(contribution, 1), at, undefined, { funnel: contribution });

/** Counts the facts a record brings that are not marked yet (each still refused by its own condition). */
const countNew = async (invitationId: string, facts: readonly (readonly [fact: string, contribution: FunnelContribution])[], at: string) => {
  if (facts.length === 0) return;
  const unmarked = new Set(await unmarkedFunnelFacts(invitationId, facts.map(([fact]) => fact)));
  for (const [fact, contribution] of facts) if (unmarked.has(fact)) await count(invitationId, fact, contribution, at);
};

export const countFunnel = async (change: StreamChange): Promise<void> => {
  const image = change.newImage ?? change.oldImage;
  if (!invitationEntity.is(image)) return;
  const at = new Date().toISOString();

  if (change.eventName === 'INSERT') {
    const invitation = invitationEntity.fromItem(change.newImage!);
    await countNew(invitation.id, [
      [stageFact('sent'), stageContribution(invitation, 'sent')],
      ...(openedAtOf(change.newImage) ? [[stageFact(OPENED_STAGE), stageContribution(invitation, OPENED_STAGE)] as const] : []),
      ...(hasOpenedADocument(change.newImage?.documentViews) ? [[stageFact(DOCUMENT_OPENED_STAGE), stageContribution(invitation, DOCUMENT_OPENED_STAGE)] as const] : []),
    ], at);
    return;
  }

  if (change.eventName === 'MODIFY') {
    const before = invitationEntity.fromItem(change.oldImage!) as Partial<Invitation>;
    const after = invitationEntity.fromItem(change.newImage!);
    const facts: (readonly [string, FunnelContribution])[] = [];
    if (openedAtOf(change.newImage) && !openedAtOf(change.oldImage)) facts.push([stageFact(OPENED_STAGE), stageContribution(after, OPENED_STAGE)]);
    // Later views, and other documents, change documentViews again: the fact is counted once.
    if (hasOpenedADocument(change.newImage?.documentViews) && !hasOpenedADocument(change.oldImage?.documentViews)) {
      facts.push([stageFact(DOCUMENT_OPENED_STAGE), stageContribution(after, DOCUMENT_OPENED_STAGE)]);
    }
    if (before.status && before.status !== after.status) {
      facts.push([stageFact(after.status), stageContribution(after, after.status)]);
      const leftAt = after.statusUpdatedAt;
      const enteredAt = before.statusUpdatedAt ?? before.createdAt;
      if (leftAt && enteredAt) facts.push([stayFact(leftAt), stayContribution(after, before.status, Date.parse(leftAt) - Date.parse(enteredAt))]);
    }
    // Most changes (a view, a note, a next step) bring no funnel fact, and cost nothing here.
    await countNew(after.id, facts, at);
    return;
  }

  const deleted = invitationEntity.fromItem(change.oldImage!);
  // Erased or past its retention period: what it counted stays (counted-fact.ts, keepFact).
  if (await isKeptFact(deleted.id, SENT_FACT)) return;
  for (const fact of await funnelFactsOf(deleted.id)) {
    if (fact.state !== 'counted' || !fact.funnel) continue;
    await uncountFact(deleted.id, fact.fact, funnelCounterChanges(fact.funnel, -1), at);
  }
};
