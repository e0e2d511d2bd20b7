/**
 * Manage Users: suspend / activate, role changes and deletion.
 * Role and status are read from the profile on every request, so a change takes effect on the
 * user's next request. Suspension and deletion also end the user's sessions (sessionsRevokedAt on
 * the profile, then Cognito's disable or delete and global sign-out), so a reactivated user signs
 * in again. Every change that takes someone off the active-admin roster is refused when they are its
 * last member (the roster's condition, inside the same transaction).
 */
import type { ManagedUser } from '@safe-haven/shared/team-api-types';
import type { StaffRole } from '@safe-haven/shared/roles';
import { isActiveAdmin } from '@safe-haven/shared/team';
import { MANAGE_USERS_MESSAGES } from '@safe-haven/shared/team-messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { deleteCognitoUser, disableCognitoUser, enableCognitoUser, signOutCognitoUser } from '../accounts/cognito-users';
import { ConflictError, NotFoundError } from '../core/errors';
import { logger } from '../core/logger';
import { deleteObject } from '../core/photo-bucket';
import { ensureAdminRoster, joinAdminRoster, leaveAdminRoster } from '../data/admin-roster';
import type { Conditions } from '../data/expressions';
import { getProfile, profileEmailEntity, profileEntity, type Profile } from '../data/profile';
import { photoObjectKey } from '../profiles/photo-address';
import { TransactionCancelledError, transactWrite, withConflictRetry, type NamedTransactItem } from '../data/transaction';

const lastAdmin = () => new ConflictError(MANAGE_USERS_MESSAGES.lastAdmin, { code: ERROR_CODES.LAST_ADMIN, details: { ok: false } });
const changedMeanwhile = () =>
  new ConflictError('This user was changed by someone else a moment ago. Reload the page and try again.', { code: ERROR_CODES.STALE, details: { ok: false } });

const existingUser = async (id: string): Promise<Profile> => {
  const profile = await getProfile(id);
  if (!profile) throw new NotFoundError(MANAGE_USERS_MESSAGES.userNotFound, { code: ERROR_CODES.NOT_FOUND });
  if (profile.status === 'deleted') throw new ConflictError(MANAGE_USERS_MESSAGES.userDeletedAlready, { code: ERROR_CODES.DELETED });
  return profile;
};

/** The roster item a change needs: join, leave, or nothing. */
const rosterChange = async (before: Profile, after: Pick<Profile, 'role' | 'status'>): Promise<NamedTransactItem<'roster'>[]> => {
  const was = isActiveAdmin(before);
  const will = isActiveAdmin(after);
  if (was === will) return [];
  await ensureAdminRoster();
  return [will ? joinAdminRoster('roster', before.id) : leaveAdminRoster('roster', before.id)];
};

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The profile still has the role and status read: no other admin changed it meanwhile. */
const unchangedSince = (before: Profile) => (c: Conditions<Profile>) => c.and(c.eq('role', before.role), c.eq('status', before.status));

/** Sets role or status, conditional on the values read, so two admins' changes cannot interleave. */
const profileChange = (before: Profile, change: { role?: StaffRole; status?: 'active' | 'suspended' }, now: Date): NamedTransactItem<'profile'> => {
  const suspending = change.status === 'suspended' && before.status !== 'suspended';
  return profileEntity
    .update(before.id)
    .set({ updatedAt: now.toISOString(), role: change.role, status: change.status, sessionsRevokedAt: suspending ? epochSeconds(now) : undefined })
    .where(unchangedSince(before))
    .transact('profile');
};

const runChange = async (items: NamedTransactItem<'profile' | 'roster' | 'email'>[]): Promise<void> => {
  try {
    await withConflictRetry(() => transactWrite(items));
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailed('roster')) throw lastAdmin();
    if (error instanceof TransactionCancelledError && error.conditionFailed('profile')) throw changedMeanwhile();
    throw error;
  }
};

/** The profile is the source of truth; Cognito follows, and a failure there is logged, not undone. */
const followInCognito = async (what: string, work: () => Promise<void>) => {
  try {
    await work();
  } catch (error) {
    logger.error(`Cognito could not ${what}; the profile already says so, which is what every request checks`, { error: error as Error });
  }
};

export const updateManagedUser = async (
  id: string,
  change: { role?: StaffRole; status?: 'active' | 'suspended' },
  now = new Date(),
): Promise<ManagedUser['status']> => {
  const before = await existingUser(id);
  const after = { role: change.role ?? before.role, status: change.status ?? before.status };
  if (after.role === before.role && after.status === before.status) return before.status;
  await runChange([profileChange(before, change, now), ...(await rosterChange(before, after))]);
  if (change.status === 'suspended') {
    await followInCognito('disable the user', () => disableCognitoUser(id));
    await followInCognito('sign the user out', () => signOutCognitoUser(id));
  }
  if (change.status === 'active') await followInCognito('enable the user', () => enableCognitoUser(id));
  logger.info('User changed', { userId: id, ...change });
  return after.status;
};

/**
 * Personal fields a deleted profile loses (docs/privacy.md). The names stay: they attribute the
 * invitations the user sent and the audit trails they wrote, which the team keeps.
 */
const PERSONAL_PROFILE_FIELDS = ['phone', 'address', 'bio', 'skills', 'photoUrl', 'twoFactorEnabled'] as const;

/**
 * Deletes a user: the profile stays (status deleted) so the invitations they sent keep their sender,
 * but without their personal data (email, phone, address, bio, skills, photo); the photo object is
 * deleted from the bucket, the email marker is deleted (the address is free for a new account), and
 * the Cognito user is deleted (its sessions with it).
 */
export const deleteManagedUser = async (id: string, now = new Date()): Promise<void> => {
  const profile = await getProfile(id);
  if (!profile) throw new NotFoundError(MANAGE_USERS_MESSAGES.userNotFound, { code: ERROR_CODES.NOT_FOUND });
  if (profile.status !== 'deleted') {
    // First, so a failure leaves the profile pointing at it and a repeated request deletes it.
    const photoKey = photoObjectKey(profile.photoUrl);
    if (photoKey) await deleteObject(photoKey);
    await runChange([
      profileEntity
        .update(id)
        .set({ status: 'deleted', deletedAt: now.toISOString(), updatedAt: now.toISOString(), sessionsRevokedAt: epochSeconds(now), email: '' })
        .remove(...PERSONAL_PROFILE_FIELDS)
        .where(unchangedSince(profile))
        .transact('profile'),
      profileEmailEntity
        .delete(profile.email)
        .where((c) => c.or(c.notExists('pk'), c.eq('profileId', id)))
        .transact('email'),
      ...(await rosterChange(profile, { role: profile.role, status: 'deleted' })),
    ]);
    logger.info('User deleted', { userId: id });
  }
  // Also on a repeated request: a deletion whose Cognito step failed is finished by trying again.
  await deleteCognitoUser(id);
};
