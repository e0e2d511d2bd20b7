/**
 * Creates a staff account: the Cognito user and the profile, from a staff invitation or a founder
 * code. Two systems are involved, so the order is what keeps them consistent:
 * 1. the email is reserved (its one-profile-per-person marker), so no second sign-up for the same
 *    person can run at the same time;
 * 2. the sign-up is marked as creating a Cognito user, and the user is created with the chosen
 *    password as a temporary one;
 * 3. one transaction writes the profile, finishes the email marker, clears the mark, updates the admin
 *    roster and closes the flow that allowed the account (the invitation accepted, the code used);
 * 4. the password is made permanent, which confirms the user.
 * If step 3 fails, the Cognito user made in step 2 is deleted again and the reservation released,
 * so no Cognito user is left without a profile. (Only a process killed between steps 2 and 3 leaves
 * one; the next sign-up for the same person adopts it, see existing-user-rule.ts. No other existing
 * user is ever touched.)
 */
import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@safe-haven/shared/roles';
import { isActiveAdmin, type NewAccountStatus } from '@safe-haven/shared/team';
import { twoFactorRequired } from '@safe-haven/shared/two-factor';
import { logger } from '../core/logger';
import { completeAccountEmail, releaseAccountEmail, reserveAccountEmail } from '../data/account-email';
import { ensureAdminRoster, joinAdminRoster } from '../data/admin-roster';
import { getProfile, profileEntity, type Profile } from '../data/profile';
import { transactWrite, type NamedTransactItem } from '../data/transaction';
import { clearPendingSignupUser, markPendingSignupUser, pendingSignupUserEntity } from '../data/pending-signup-user';
import {
  createPendingCognitoUser, deleteCognitoUser, findCognitoUser, makePasswordPermanent, setTemporaryPassword,
} from './cognito-users';
import { CommonPasswordError, isCommonPassword } from './common-passwords';
import { judgeExistingUser } from './existing-user-rule';

export class EmailRegisteredError extends Error {
  constructor() {
    super('An account with this email already exists');
    this.name = 'EmailRegisteredError';
  }
}

/** Another sign-up for the same email is running right now (a second tab, a double submit). */
export class SignupInProgressError extends Error {
  constructor() {
    super('Another sign-up for this email is in progress');
    this.name = 'SignupInProgressError';
  }
}

export interface NewStaffAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  status: NewAccountStatus;
  addedById?: string;
}

export interface StaffAccountOptions {
  /**
   * Leave the password temporary, so the first sign-in asks for a new one (the first admin of a
   * stage, made by the operator's bootstrap command with a generated password).
   */
  readonly keepTemporaryPassword?: boolean;
}

/**
 * The Cognito user for a new account: a new one, or the one an interrupted sign-up of the same
 * person left behind (see existing-user-rule.ts). `created` says whether to delete it if the account
 * cannot be finished; an adopted user is this sign-up's too.
 */
const cognitoUserFor = async (email: string, password: string, now: Date): Promise<string> => {
  const earlierAttempt = await markPendingSignupUser(email, now);
  const sub = await createPendingCognitoUser(email, password);
  if (sub) return sub;
  const existing = await findCognitoUser(email);
  // Deleted between the two calls: the next attempt creates it.
  if (!existing) throw new SignupInProgressError();
  const profile = await getProfile(existing.sub);
  const verdict = judgeExistingUser(existing, profile, earlierAttempt);
  if (verdict === 'refuse') {
    logger.warn('Sign-up refused: a Cognito user with this email exists that is not an unfinished sign-up', { sub: existing.sub, status: existing.status });
    throw new EmailRegisteredError();
  }
  if (verdict === 'adopt') {
    await setTemporaryPassword(existing.sub, password);
    return existing.sub;
  }
  await deleteCognitoUser(existing.sub);
  const fresh = await createPendingCognitoUser(email, password);
  if (!fresh) throw new SignupInProgressError();
  return fresh;
};

export const createStaffAccount = async <N extends string>(
  account: NewStaffAccount,
  closeFlow: (profileId: string) => NamedTransactItem<N>[],
  now: Date,
  options: StaffAccountOptions = {},
): Promise<Profile> => {
  if (isCommonPassword(account.password)) throw new CommonPasswordError();
  const reservationId = randomUUID();
  const reservation = await reserveAccountEmail(account.email, reservationId, now);
  if (reservation === 'registered') throw new EmailRegisteredError();
  if (reservation === 'busy') throw new SignupInProgressError();

  let sub: string | undefined;
  let profile: Profile;
  try {
    sub = await cognitoUserFor(account.email, account.password, now);
    const activeAdmin = isActiveAdmin(account);
    if (activeAdmin) await ensureAdminRoster();
    const createdAt = now.toISOString();
    profile = {
      id: sub,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
      status: account.status,
      ...(account.addedById ? { addedById: account.addedById } : {}),
      // Admins and founders enrol a second factor at their first sign-in: no grace.
      ...(twoFactorRequired(account.role) ? { twoFactorGraceAuthTime: 0 } : {}),
      createdAt,
      updatedAt: createdAt,
    };
    await transactWrite<string>([
      profileEntity.create('profile', profile),
      completeAccountEmail('email', account.email, reservationId, profile.id),
      clearPendingSignupUser('pendingUser', account.email),
      ...(activeAdmin ? [joinAdminRoster('roster', profile.id)] : []),
      ...closeFlow(profile.id),
    ]);
  } catch (error) {
    await abandonSignup(account.email, reservationId, sub);
    throw error;
  }
  if (!options.keepTemporaryPassword) {
    // The account exists; should this fail, the person's password is still their temporary one and
    // the first sign-in asks them to choose a new password.
    await makePasswordPermanent(profile.id, account.password).catch((error: unknown) =>
      logger.error('Could not make a new account\'s password permanent', { sub: profile.id, error: error as Error }),
    );
  }
  return profile;
};

/** Undoes what a failed sign-up made: its Cognito user (then its mark) and the email's reservation. */
const abandonSignup = async (email: string, reservationId: string, sub: string | undefined): Promise<void> => {
  if (sub) {
    try {
      await deleteCognitoUser(sub);
      await pendingSignupUserEntity.deleteOne(email);
    } catch (cleanup) {
      // The mark stays, so the next sign-up for this person may adopt the user left behind.
      logger.error('Could not delete the Cognito user of a failed sign-up', { sub, error: cleanup as Error });
    }
  }
  await releaseAccountEmail(email, reservationId).catch((cleanup: unknown) =>
    logger.error('Could not release an email reservation', { error: cleanup as Error }),
  );
};
