/**
 * Manage Users' "Reset Two-Factor" (and the break-glass script's), for a lost phone: the
 * authenticator app is turned off in Cognito, the profile says so with no sign-in of grace (an admin
 * or founder sets a new one up at their next sign-in, see shared/src/two-factor.ts), every session
 * ends, and the person is told by email. Their password is untouched.
 */
import { RECOVERY_MESSAGES } from '@safe-haven/shared/account-recovery';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { personName, recordAccountEvent, resettablePerson, revokeSessionsItem, signOutAfterReset, type Actor } from '../accounts/account-events';
import { turnOffTwoFactorFor } from '../accounts/two-factor-reset';
import { ConflictError } from '../core/errors';
import { logger } from '../core/logger';

export const resetTwoFactorFor = async (actor: Actor, id: string, now = new Date()): Promise<{ ok: true; message: string }> => {
  const profile = await resettablePerson(actor, id);
  if (profile.twoFactorEnabled !== true) throw new ConflictError(RECOVERY_MESSAGES.noTwoFactor(personName(profile)), { code: ERROR_CODES.NO_TWO_FACTOR });
  await turnOffTwoFactorFor(profile.id);
  const factorOff = { twoFactorEnabled: false, twoFactorGraceAuthTime: 0 };
  await recordAccountEvent(profile, 'two-factor-reset-by-admin', now, { actor, notify: true, also: [revokeSessionsItem(profile, now, factorOff)] });
  await signOutAfterReset(profile);
  logger.info('Two-factor reset by an admin', { userId: profile.id, actorId: actor.id });
  return { ok: true, message: RECOVERY_MESSAGES.twoFactorReset(personName(profile)) };
};
