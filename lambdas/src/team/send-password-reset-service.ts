/**
 * Manage Users' "Send Password Reset" (and the break-glass script's): Cognito mails the person a
 * reset code, as if they had asked on "Forgot password?". The admin never sees the code and never
 * chooses a password: a reset never lets an admin sign in as someone else.
 */
import { RECOVERY_MESSAGES } from '@safe-haven/shared/account-recovery';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { personName, recordAccountEvent, resettablePerson, type Actor } from '../accounts/account-events';
import { sendResetCode } from '../accounts/cognito-recovery';
import { ConflictError } from '../core/errors';
import { logger } from '../core/logger';

export const sendPasswordResetFor = async (actor: Actor, id: string, now = new Date()): Promise<{ ok: true; message: string }> => {
  const profile = await resettablePerson(actor, id);
  if (!(await sendResetCode(profile.email))) {
    throw new ConflictError('The reset code could not be sent just now. Wait a few minutes and try again.', { code: ERROR_CODES.NOT_SENT });
  }
  await recordAccountEvent(profile, 'password-reset-sent-by-admin', now, { actor, notify: true });
  logger.info('Password reset sent by an admin', { userId: profile.id, actorId: actor.id });
  return { ok: true, message: RECOVERY_MESSAGES.resetSent(personName(profile)) };
};
