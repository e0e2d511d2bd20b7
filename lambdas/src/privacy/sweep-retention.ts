/**
 * The retention sweeper, run once a day (EventBridge; `npm start` runs it hourly): erases the personal
 * data of every invitation whose retention period has ended (retention-rules.ts), keeping its counts,
 * and writes an audit record for each. DynamoDB's own TTL cannot do this: an invitation is a dozen
 * items (answers, search entries, token, emails, the recipient marker) whose fate depends on the
 * invitation's status, and its counts must be kept before it goes.
 *
 * No scan: the status index (`allByStatus`, keys only) is read for each status that can expire, up
 * to a creation date that could be due, then the candidates with one BatchGet per 100.
 */
import type { RetentionPeriods } from '@safe-haven/shared/retention';
import { logger } from '../core/logger';
import { DAY_MS, retentionPeriods } from '../core/retention-settings';
import { invitationIdsByStatusCreatedBefore, invitationsByIds } from '../data/invitation';
import { eraseInvitationData } from './invitation-erasure';
import { contactWishOf, finishPersonErasure } from './person-erasure';
import { retentionDue, sweptStatuses } from './retention-rules';

export interface RetentionReport {
  candidates: number;
  erased: number;
  /** More were due than one run takes; the next run continues. */
  more: boolean;
}

/** Invitations erased per run: each is a few transactions; a backlog is taken by the next runs. */
const BATCH = 100;

export const sweepRetention = async (now = new Date(), periods: RetentionPeriods = retentionPeriods()): Promise<RetentionReport> => {
  const candidates = (
    await Promise.all(sweptStatuses(periods).map(({ status, minimumDays }) => invitationIdsByStatusCreatedBefore(status, new Date(now.getTime() - minimumDays * DAY_MS).toISOString())))
  ).flat();
  const due = (await invitationsByIds(candidates))
    .map((invitation) => ({ invitation, due: retentionDue(invitation, periods) }))
    .filter(({ due }) => due && due.dueAt <= now.toISOString())
    .sort((a, b) => a.due!.dueAt.localeCompare(b.due!.dueAt));
  let erased = 0;
  for (const { invitation, due: rule } of due.slice(0, BATCH)) {
    const gone = await eraseInvitationData(invitation.id, now);
    if (!gone) continue;
    await finishPersonErasure({
      email: gone.recipientEmail,
      wish: await contactWishOf(gone.recipientEmail, [gone]),
      // Only this invitation's hold on the person: a newer invitation of theirs keeps its own.
      markerHeldBy: [gone.id],
      record: { invitationId: gone.id, invitationIds: [gone.id], kind: 'retention', rule: rule!.rule, at: now.toISOString() },
    });
    erased++;
  }
  const report = { candidates: candidates.length, erased, more: due.length > BATCH };
  if (erased > 0) logger.info('Retention sweep', { ...report });
  return report;
};

/** The scheduled Lambda's entry point. */
export const handler = async (): Promise<RetentionReport> => sweepRetention();
