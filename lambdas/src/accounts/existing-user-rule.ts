/**
 * What a sign-up may do with a Cognito user that already has the new account's email. Taking a user
 * over resets its password, so it is allowed only for the unfinished sign-up of the same person:
 * a user an earlier attempt of this code created (that attempt's mark is there and the user was made
 * within moments of it)
 * that never finished (still on its temporary password, no profile). Anything else could be someone's
 * account, an admin made by hand included, and is left untouched.
 */
import type { PendingSignupUser } from '../data/pending-signup-user';

export type ExistingUserVerdict =
  /** The interrupted sign-up's own user: set the new password and go on. */
  | 'adopt'
  /** The user of an account an admin deleted (it cannot sign in): delete it and start afresh. */
  | 'replace'
  /** Someone's account, or a user made some other way: refuse the sign-up. */
  | 'refuse';

export interface ExistingCognitoUser {
  status: string | undefined;
  createdAt: Date | undefined;
}

/** A user created later than this after its mark was not created by the marked sign-up. */
export const ADOPTION_WINDOW_MS = 5 * 60 * 1000;
/** Clocks of the Lambda and of Cognito may differ a little. */
const CLOCK_SKEW_MS = 30 * 1000;

export const judgeExistingUser = (
  user: ExistingCognitoUser,
  profile: { status: string } | undefined,
  /** The mark an earlier, unfinished attempt left; none means the user predates this sign-up. */
  pending: PendingSignupUser | undefined,
): ExistingUserVerdict => {
  if (profile?.status === 'deleted') return 'replace';
  if (profile || !pending || !user.createdAt) return 'refuse';
  if (user.status !== 'FORCE_CHANGE_PASSWORD') return 'refuse';
  const markedAt = Date.parse(pending.startedAt);
  const createdAt = user.createdAt.getTime();
  return createdAt >= markedAt - CLOCK_SKEW_MS && createdAt <= markedAt + ADOPTION_WINDOW_MS ? 'adopt' : 'refuse';
};
