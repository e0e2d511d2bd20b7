/**
 * The per-person daily cap on invitation emails (first sends and resends): a stolen staff account
 * must not send thousands of emails from the brand's domain. Each send or resend takes one token
 * from the actor's counter for the UTC day (`RATE#invitations-day#<profileId>` /
 * `WINDOW#<midnight UTC>`, expiring after two days) inside the transaction that writes the
 * invitation and its outbox email: a refused or failed send counts nothing, and a counted send
 * cannot be lost. The cap is the stage's `dailyInvitationCap` (DAILY_INVITATION_CAP).
 */
import { INVITATION_RESULT_MESSAGES } from '@safe-haven/shared/messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { requiredEnv } from '../core/env';
import { TooManyRequestsError } from '../core/errors';
import { rateLimitKey, rateLimitTokenItem, tokensTaken } from '../data/rate-limit';
import type { TableKey } from '../data/table';
import type { NamedTransactItem } from '../data/transaction';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DAILY_INVITATION_SCOPE = 'invitations-day';

/** The stage's cap; a missing or malformed setting fails loudly rather than sending uncapped. */
export const dailyInvitationCap = (): number => {
  const raw = requiredEnv('DAILY_INVITATION_CAP');
  const cap = Number(raw);
  if (!Number.isInteger(cap) || cap < 1) throw new Error(`DAILY_INVITATION_CAP must be a whole number from 1, got "${raw}"`);
  return cap;
};

/** The counter item of `actorId` for the UTC day of `now`. */
export const dailyInvitationKey = (actorId: string, now: Date): TableKey =>
  rateLimitKey(DAILY_INVITATION_SCOPE, actorId, Math.floor(now.getTime() / DAY_MS) * DAY_MS);

/** The transaction item that counts one invitation email of `actorId` today (UTC), refused at the cap. */
export const countDailyInvitation = <N extends string>(name: N, actorId: string, now: Date): NamedTransactItem<N> =>
  rateLimitTokenItem(name, { scope: DAILY_INVITATION_SCOPE, subject: actorId, limit: dailyInvitationCap(), windowMs: DAY_MS }, now);

/** 429: the cap is used up until midnight UTC. */
export const dailyCapReached = (): TooManyRequestsError =>
  new TooManyRequestsError(INVITATION_RESULT_MESSAGES.DAILY_CAP_REACHED(dailyInvitationCap()), { code: ERROR_CODES.DAILY_INVITATION_CAP });

/** Import preview: how many more invitation emails `actorId` may send today (UTC). */
export const dailyInvitationsLeft = async (actorId: string, now: Date): Promise<number> =>
  Math.max(0, dailyInvitationCap() - (await tokensTaken({ scope: DAILY_INVITATION_SCOPE, subject: actorId, windowMs: DAY_MS }, now)));
