/**
 * The daily digest job, run every hour (EventBridge Scheduler in AWS; a timer in the local
 * stack, which tests call with their own clock). Each run:
 * 1. reads the staff list (one Query of gsi1 PROFILES) and keeps the active people who have not turned
 *    the digest off and whose local time (their zone, else the stage's) is in the 8 o'clock hour;
 * 2. for each, reads the leads they may see (visibleScopes) whose next step is before tomorrow, their
 *    local date: one Query per scope of the due-date order (the follow-up views' index), then one
 *    BatchGetItem for the names of those listed;
 * 3. with something due, writes the digest's marker (`DIGEST#<id>` / `DAY#<local date>`, create-only)
 *    and its outbox email in one transaction: a second run in the same hour (the scheduler firing
 *    twice, a retry) meets the marker and writes nothing. The outbox delivers it (the stream, else
 *    the sweeper), with its own claim, so an email is also never sent twice.
 * Nobody with nothing due gets an email, and no marker is written for them.
 */
import { DIGEST_LOCAL_HOUR, DIGEST_MAX_LEADS, isTimeZone, localDateAndHour, stageTimeZoneOr } from '@safe-haven/shared/daily-digest';
import { addDays } from '@safe-haven/shared/follow-up';
import { optionalEnv } from '../core/env';
import { logger } from '../core/logger';
import { digestMarkerEntity } from '../data/digest-marker';
import { invitationsByIds } from '../data/invitation';
import { dueEntriesOf, orderScopeValue } from '../data/list-order';
import { newOutboxEmail, outboxEntity } from '../data/outbox';
import { allProfilesNewestFirst, type Profile } from '../data/profile';
import { TransactionCancelledError, transactWrite } from '../data/transaction';
import { visibleScopes, type Scope } from '../invitations/invitation-access';

export interface DigestReport {
  /** Active staff whose 8 o'clock hour it is, digest on. */
  considered: number;
  sent: number;
  /** Had nothing overdue or due today. */
  nothingDue: number;
  /** Already had today's digest (an earlier run this hour). */
  alreadySent: number;
}

export const stageTimeZone = (): string => stageTimeZoneOr(optionalEnv('STAGE_TIME_ZONE'));

/** The zone a person's 8:00 is in: theirs if they chose a valid one, else the stage's. */
export const digestTimeZone = (profile: Pick<Profile, 'timeZone'>, fallback = stageTimeZone()): string =>
  profile.timeZone && isTimeZone(profile.timeZone) ? profile.timeZone : fallback;

const orderScopeOf = (scope: Scope): string =>
  scope.kind === 'all' ? orderScopeValue('ALL') : orderScopeValue(scope.kind === 'sender' ? 'SENDER' : 'TEAM', scope.id);

/** The leads a person may see with a next step before tomorrow (their date), soonest first, the first ones loaded. */
const dueLeads = async (profile: Profile, localDate: string) => {
  const range = { below: addDays(localDate, 1) };
  // One more than listed per scope, to know that more are due.
  const perScope = await Promise.all(visibleScopes(profile).map((scope) => dueEntriesOf(orderScopeOf(scope), range, DIGEST_MAX_LEADS + 1)));
  const entries = perScope.flat().sort((a, b) => (a.dueKey < b.dueKey ? -1 : a.dueKey > b.dueKey ? 1 : 0));
  const listed = await invitationsByIds(entries.slice(0, DIGEST_MAX_LEADS).map((entry) => entry.invitationId));
  return {
    leads: listed
      .filter((invitation) => invitation.nextStepDueAt && invitation.nextStepDueAt < range.below)
      .map((invitation) => ({
        name: invitation.recipientName,
        email: invitation.recipientEmail,
        nextStepDueAt: invitation.nextStepDueAt!,
        overdue: invitation.nextStepDueAt! < localDate,
      })),
    more: Math.max(0, entries.length - DIGEST_MAX_LEADS),
  };
};

/** Writes the marker and the email together; false when today's digest was already written. */
const writeDigest = async (profile: Profile, date: string, due: Awaited<ReturnType<typeof dueLeads>>, now: Date): Promise<boolean> => {
  const email = newOutboxEmail(
    {
      delivery: 'stream',
      to: profile.email,
      relatedId: profile.id,
      message: { template: 'daily-digest', recipientFirstName: profile.firstName, date, leads: due.leads, more: due.more },
    },
    now,
  );
  try {
    await transactWrite([
      digestMarkerEntity.create('marker', { profileId: profile.id, date, outboxId: email.id, at: now.toISOString() }),
      outboxEntity.create('email', email),
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailed('marker')) return false;
    throw error;
  }
};

export const sendDailyDigests = async (now = new Date()): Promise<DigestReport> => {
  const report: DigestReport = { considered: 0, sent: 0, nothingDue: 0, alreadySent: 0 };
  const fallback = stageTimeZone();
  const people = (await allProfilesNewestFirst()).filter((profile) => profile.status === 'active' && profile.dailyDigest !== false);
  for (const profile of people) {
    const local = localDateAndHour(now, digestTimeZone(profile, fallback));
    if (local.hour !== DIGEST_LOCAL_HOUR) continue;
    report.considered += 1;
    // Already written this hour: no need to read the leads again.
    if (await digestMarkerEntity.get(profile.id, local.date)) {
      report.alreadySent += 1;
      continue;
    }
    const due = await dueLeads(profile, local.date);
    if (due.leads.length === 0) {
      report.nothingDue += 1;
      continue;
    }
    if (await writeDigest(profile, local.date, due, now)) report.sent += 1;
    else report.alreadySent += 1;
  }
  if (report.considered > 0) logger.info('daily digest run', { ...report });
  return report;
};

export const handler = async (): Promise<DigestReport> => sendDailyDigests();
