/**
 * When an invitation's personal data is due for deletion (docs/privacy.md, "How long"):
 * - declined (the invitee's answer was no): the stage's `declinedDays` after the decline (or after it
 *   was archived, if staff archived it later);
 * - never answered: `unansweredExpiredDays` after the link expired;
 * - a closed lead (archived, activated, closed, partner onboarded): `closedLeadDays` after it closed;
 * - any other (an open lead staff are working): kept while it is worked.
 */
import { CLOSED_STATUSES, isClosedStatus, type InvitationStatus } from '@safe-haven/shared/invitation-status';
import type { RetentionPeriods } from '@safe-haven/shared/retention';
import { DAY_MS } from '../core/retention-settings';
import type { Invitation } from '../data/invitation';

export type RetentionRule = 'declined' | 'unanswered-expired' | 'closed-lead';

export interface RetentionDue {
  rule: RetentionRule;
  dueAt: string;
}

const after = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

export const retentionDue = (
  invitation: Pick<Invitation, 'status' | 'answer' | 'createdAt' | 'expiresAt' | 'statusUpdatedAt' | 'responseAt'>,
  periods: RetentionPeriods,
): RetentionDue | undefined => {
  const changedAt = invitation.statusUpdatedAt ?? invitation.responseAt ?? invitation.createdAt;
  if (invitation.answer === 'no') return { rule: 'declined', dueAt: after(changedAt, periods.declinedDays) };
  if (invitation.status === 'sent') return { rule: 'unanswered-expired', dueAt: after(invitation.expiresAt, periods.unansweredExpiredDays) };
  if (isClosedStatus(invitation.status)) return { rule: 'closed-lead', dueAt: after(changedAt, periods.closedLeadDays) };
  return undefined;
};

/**
 * The statuses the sweeper reads, each with the shortest period that can apply to it: an invitation
 * is created before it expires, is declined or closes, so one created later than now minus that
 * period cannot be due yet and is not read.
 */
export const sweptStatuses = (periods: RetentionPeriods): { status: InvitationStatus; minimumDays: number }[] => [
  { status: 'sent', minimumDays: periods.unansweredExpiredDays },
  { status: 'no', minimumDays: periods.declinedDays },
  ...CLOSED_STATUSES.filter((status) => status !== 'no').map((status) => ({
    status,
    minimumDays: Math.min(periods.declinedDays, periods.closedLeadDays),
  })),
];
