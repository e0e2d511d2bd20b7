/**
 * Records an invitee's view of their invitation page when their page's read counts as one (the
 * signals and why: shared/src/invitation-opens.ts; the attributes: data/invitation-opens.ts). The
 * first counted view sets openedAt, every counted view adds one to viewCount. A failure to record is
 * logged and swallowed: the invitee's page never fails because of a count.
 */
import { whyNotAnOpen, type UncountedReason } from '@safe-haven/shared/invitation-opens';
import { logger } from '../core/logger';
import type { Invitation } from '../data/invitation';
import { countLaterView, recordFirstOpen } from '../data/invitation-opens';

export type OpenOutcome = 'first-open' | 'view' | 'gone' | 'failed' | UncountedReason;

/** When the latest invitation email went out: the resend if there was one, else the creation. */
export const latestSendOf = (invitation: Pick<Invitation, 'createdAt' | 'resentAt'>): string =>
  invitation.resentAt && invitation.resentAt > invitation.createdAt ? invitation.resentAt : invitation.createdAt;

const write = async (invitation: Pick<Invitation, 'id' | 'openedAt'>, now: Date): Promise<OpenOutcome> => {
  // Lost to a concurrent first view (or already opened): a later view.
  if (!invitation.openedAt && (await recordFirstOpen(invitation.id, now.toISOString()))) return 'first-open';
  return (await countLaterView(invitation.id)) ? 'view' : 'gone';
};

export const recordOpen = async (
  invitation: Pick<Invitation, 'id' | 'openedAt' | 'createdAt' | 'resentAt'>,
  userAgent: string | undefined,
  now: Date = new Date(),
): Promise<OpenOutcome> => {
  const notCounted = whyNotAnOpen({ userAgent, sentAt: latestSendOf(invitation), now });
  if (notCounted) {
    logger.info('Invitation read not counted as a view', { invitationId: invitation.id, reason: notCounted });
    return notCounted;
  }
  try {
    return await write(invitation, now);
  } catch (error) {
    logger.error('Invitation view could not be recorded', { error: error as Error, invitationId: invitation.id });
    return 'failed';
  }
};
