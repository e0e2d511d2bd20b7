/** Manage Users' Account History: a person's password and two-factor resets, newest first (admins). */
import type { AccountHistory } from '@safe-haven/shared/account-recovery';
import { MANAGE_USERS_MESSAGES } from '@safe-haven/shared/team-messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { NotFoundError } from '../core/errors';
import { retentionPeriods } from '../core/retention-settings';
import { accountEventsOf } from '../data/account-event';
import { getProfile } from '../data/profile';

/** The dialog shows the latest events; older ones are kept until they expire. */
export const ACCOUNT_HISTORY_PAGE = 100;

export const accountHistory = async (id: string): Promise<AccountHistory> => {
  if (!(await getProfile(id))) throw new NotFoundError(MANAGE_USERS_MESSAGES.userNotFound, { code: ERROR_CODES.NOT_FOUND });
  const events = await accountEventsOf(id, ACCOUNT_HISTORY_PAGE);
  return {
    entries: events.map(({ id: eventId, kind, at, actorName }) => ({ id: eventId, kind, at, ...(actorName ? { actorName } : {}) })),
    retentionDays: retentionPeriods().accessLogDays,
  };
};
