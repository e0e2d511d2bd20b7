/**
 * The mark of a sign-up that is creating a Cognito user (`EMAIL#<canonical>` / `PENDING_USER`):
 * written before the user is created, deleted in the new account's transaction. It is what lets a
 * later sign-up for the same person adopt a user that an interrupted one left behind, and nothing
 * else: a user made any other way (by hand in the console, by an older version) has no mark and is
 * never taken over. It expires with Cognito's temporary passwords (7 days).
 * Access pattern: pendingSignupUserByEmail (sign-up only).
 */
import { emailPartition } from './profile';
import { defineEntity } from './entity';
import { tableName, ttlSeconds } from './table';
import type { NamedTransactItem } from './transaction';

export interface PendingSignupUser {
  email: string;
  /** When the first attempt that may have created the user began. */
  startedAt: string;
}

const LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const pendingSignupUserEntity = defineEntity<PendingSignupUser, [email: string]>({
  tag: 'pending-signup-user',
  key: (email) => ({ pk: emailPartition(email), sk: 'PENDING_USER' }),
  identity: (marker) => [marker.email],
  extra: (marker) => ({ ttl: ttlSeconds(new Date(Date.parse(marker.startedAt) + LIFETIME_MS)) }),
});

/**
 * Marks the sign-up that is about to create a user, and answers the mark an earlier attempt left, if
 * any: its time is what a user that attempt left behind is checked against. The earlier mark is kept
 * as it is; the caller holds the email's reservation, so no other sign-up for this person runs meanwhile.
 */
export const markPendingSignupUser = async (email: string, now: Date): Promise<PendingSignupUser | undefined> => {
  if (await pendingSignupUserEntity.createOne({ email, startedAt: now.toISOString() })) return undefined;
  return pendingSignupUserEntity.get(email);
};

/** In the new account's transaction: the sign-up is finished. */
export const clearPendingSignupUser = <N extends string>(name: N, email: string): NamedTransactItem<N> => ({
  name,
  item: { Delete: { TableName: tableName(), Key: pendingSignupUserEntity.key(email) } },
});
