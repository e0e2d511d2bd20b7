/**
 * What every account reset does besides its Cognito call: an event in the person's account
 * history (data/account-event.ts) and, for what they must know about, an email saying what happened,
 * who did it and whom to call if it was not them (outbox, delivered by the stream), in one
 * transaction; a reset that changes how they sign in also ends every earlier session.
 */
import type { AccountEventKind } from '@safe-haven/shared/account-recovery';
import { RECOVERY_MESSAGES } from '@safe-haven/shared/account-recovery';
import { MANAGE_USERS_MESSAGES } from '@safe-haven/shared/team-messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { ConflictError, ForbiddenError, NotFoundError } from '../core/errors';
import { logger } from '../core/logger';
import { accountEventItem, newAccountEvent } from '../data/account-event';
import { newOutboxEmail, outboxEntity } from '../data/outbox';
import { getProfile, profileEntity, type Profile } from '../data/profile';
import { transactWrite, type NamedTransactItem } from '../data/transaction';
import { signOutCognitoUser } from './cognito-users';

/** Who did it: an admin in Manage Users, or an operator's break-glass script. */
export interface Actor {
  id: string;
  name: string;
}

export const personName = (profile: Pick<Profile, 'firstName' | 'lastName'>): string => `${profile.firstName} ${profile.lastName}`.trim();

/** The event, and the email that tells the person about it, in one transaction (with `also`). */
export const recordAccountEvent = async (
  profile: Profile,
  kind: AccountEventKind,
  now: Date,
  options: { actor?: Actor; notify: boolean; also?: NamedTransactItem[] },
): Promise<void> => {
  const event = newAccountEvent({ profileId: profile.id, kind, actorId: options.actor?.id, actorName: options.actor?.name }, now);
  const message = { template: 'account-notice' as const, kind, at: event.at, recipientFirstName: profile.firstName, ...(options.actor ? { actorName: options.actor.name } : {}) };
  const notice = options.notify
    ? [outboxEntity.create('email', newOutboxEmail({ delivery: 'stream', to: profile.email, relatedId: profile.id, message }, now))]
    : [];
  await transactWrite([...(options.also ?? []), accountEventItem('event', event), ...notice]);
};

/**
 * The profile's session mark (every token of an earlier sign-in is refused from the next request on,
 * as after a suspension), as a transaction item, with any other field the reset changes.
 */
export const revokeSessionsItem = (profile: Profile, now: Date, more: Partial<Profile> = {}): NamedTransactItem =>
  profileEntity
    .update(profile.id)
    .set({ sessionsRevokedAt: Math.floor(now.getTime() / 1000), updatedAt: now.toISOString(), ...more })
    .where((c) => c.exists('pk'))
    .transact('profile');

/** Cognito's global sign-out after the mark: no device gets new tokens. A failure is logged, not undone. */
export const signOutAfterReset = async (profile: Profile): Promise<void> => {
  try {
    await signOutCognitoUser(profile.id);
  } catch (error) {
    // The profile's mark already refuses every earlier token; Cognito's refresh tokens expire in 12 h.
    logger.error('Cognito could not sign the user out after a reset', { userId: profile.id, error: error as Error });
  }
};

/** The person an admin (or operator) resets: someone else, and active. */
export const resettablePerson = async (actor: Actor, id: string): Promise<Profile> => {
  if (actor.id === id) throw new ForbiddenError(RECOVERY_MESSAGES.notYourself, { code: ERROR_CODES.NOT_YOURSELF });
  const profile = await getProfile(id);
  if (!profile) throw new NotFoundError(MANAGE_USERS_MESSAGES.userNotFound, { code: ERROR_CODES.NOT_FOUND });
  if (profile.status === 'deleted') throw new ConflictError(MANAGE_USERS_MESSAGES.userDeletedAlready, { code: ERROR_CODES.DELETED });
  if (profile.status !== 'active') throw new ConflictError(RECOVERY_MESSAGES.userNotActive, { code: ERROR_CODES.NOT_ACTIVE });
  return profile;
};
