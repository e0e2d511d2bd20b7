/**
 * Creates a staff account: the Cognito user and the profile, from a staff invitation or a founder
 * code. Two systems are involved, so the order is what keeps them consistent:
 * 1. the email is reserved (its one-profile-per-person marker), so no second sign-up for the same
 *    person can run at the same time;
 * 2. the Cognito user is created with its password;
 * 3. one transaction writes the profile, finishes the email marker, updates the admin roster and
 *    closes the flow that allowed the account (the invitation accepted, the code used).
 * If step 3 fails, the Cognito user made in step 2 is deleted again and the reservation released,
 * so no Cognito user is left without a profile. (Only a process killed between steps 2 and 3 leaves
 * one; the next sign-up for the same email takes that user over.)
 */
import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@safe-haven/shared/roles';
import type { NewAccountStatus } from '@safe-haven/shared/team';
import { logger } from '../core/logger';
import { completeAccountEmail, releaseAccountEmail, reserveAccountEmail } from '../data/account-email';
import { ensureAdminRoster, joinAdminRoster } from '../data/admin-roster';
import { getProfile, profileEntity, type Profile } from '../data/profile';
import { transactWrite, type NamedTransactItem } from '../data/transaction';
import { createCognitoUser, deleteCognitoUser, type CognitoAccount } from './cognito-users';

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

/** A user left over under a deleted profile's id cannot carry a new profile: start from a fresh user. */
const freshCognitoUser = async (email: string, password: string): Promise<CognitoAccount> => {
  const account = await createCognitoUser(email, password);
  if (account.created || !(await getProfile(account.sub))) return account;
  await deleteCognitoUser(account.sub);
  return createCognitoUser(email, password);
};

export const createStaffAccount = async <N extends string>(
  account: NewStaffAccount,
  closeFlow: (profileId: string) => NamedTransactItem<N>[],
  now: Date,
): Promise<Profile> => {
  const reservationId = randomUUID();
  const reservation = await reserveAccountEmail(account.email, reservationId, now);
  if (reservation === 'registered') throw new EmailRegisteredError();
  if (reservation === 'busy') throw new SignupInProgressError();

  let cognito: CognitoAccount | undefined;
  try {
    cognito = await freshCognitoUser(account.email, account.password);
    const activeAdmin = account.role === 'admin' && account.status === 'active';
    if (activeAdmin) await ensureAdminRoster();
    const createdAt = now.toISOString();
    const profile: Profile = {
      id: cognito.sub,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
      status: account.status,
      ...(account.addedById ? { addedById: account.addedById } : {}),
      createdAt,
      updatedAt: createdAt,
    };
    await transactWrite<string>([
      profileEntity.create('profile', profile),
      completeAccountEmail('email', account.email, reservationId, profile.id),
      ...(activeAdmin ? [joinAdminRoster('roster', profile.id)] : []),
      ...closeFlow(profile.id),
    ]);
    return profile;
  } catch (error) {
    if (cognito?.created) {
      await deleteCognitoUser(cognito.sub).catch((cleanup: unknown) =>
        logger.error('Could not delete the Cognito user of a failed sign-up', { sub: cognito?.sub, error: cleanup as Error }),
      );
    }
    await releaseAccountEmail(account.email, reservationId).catch((cleanup: unknown) =>
      logger.error('Could not release an email reservation', { error: cleanup as Error }),
    );
    throw error;
  }
};
