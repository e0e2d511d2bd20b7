/**
 * "Forgot password?", on Cognito's own flow: Cognito mails the code to the account's own
 * address; the person types it here with a new password that meets the account set-up's rules. The
 * request answers the same whether or not the account exists; a changed password ends every earlier
 * session and the person is told by email.
 */
import { createHash } from 'node:crypto';
import { PASSWORD_RESET_LIMITS, RECOVERY_MESSAGES, type PasswordResetRequested } from '@safe-haven/shared/account-recovery';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import { PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import type { ErrorCode } from '@safe-haven/shared/error-code';
import { rateLimitSubject } from '../core/client-ip';
import { BadRequestError, TooManyRequestsError } from '../core/errors';
import { logger } from '../core/logger';
import { getProfile, profileEmailEntity, type Profile } from '../data/profile';
import { takeRateLimitToken } from '../data/rate-limit';
import { recordAccountEvent, revokeSessionsItem, signOutAfterReset } from './account-events';
import { confirmReset, ResetRefusedError, sendResetCode, type ResetRefusal } from './cognito-recovery';
import { isCommonPassword } from './common-passwords';

/** The active profile an address signs in with, or undefined (no account, not yet set up, suspended, deleted). */
const activeProfileByEmail = async (email: string): Promise<Profile | undefined> => {
  const marker = await profileEmailEntity.get(email);
  const profile = marker?.profileId ? await getProfile(marker.profileId) : undefined;
  return profile?.status === 'active' ? profile : undefined;
};

/** The counter is keyed on a hash: it never holds an address. */
const hashed = (email: string) => createHash('sha256').update(canonicalEmail(email)).digest('base64url');

const withinResetLimits = async (email: string, ip: string, now: Date): Promise<boolean> => {
  const { windowMs, perIp, perEmail } = PASSWORD_RESET_LIMITS;
  // The client first, so one client cannot use up an address's allowance for its owner.
  if (!(await takeRateLimitToken({ scope: 'reset-ip', subject: rateLimitSubject(ip), limit: perIp, windowMs }, now))) return false;
  return takeRateLimitToken({ scope: 'reset-email', subject: hashed(email), limit: perEmail, windowMs }, now);
};

const SAME_ANSWER: PasswordResetRequested = { ok: true, message: RECOVERY_MESSAGES.requestAnswer };

/** A code for an active account, nothing for any other address, and the same answer; 429 past the limits, for any address. */
export const requestPasswordReset = async (email: string, ip: string, now = new Date()): Promise<PasswordResetRequested> => {
  if (!(await withinResetLimits(email, ip, now))) throw new TooManyRequestsError(RECOVERY_MESSAGES.tooManyAttempts, { code: ERROR_CODES.RATE_LIMITED });
  const profile = await activeProfileByEmail(email);
  if (profile && (await sendResetCode(email))) {
    await recordAccountEvent(profile, 'password-reset-requested', now, { notify: false });
    logger.info('Password reset code sent', { userId: profile.id });
  }
  return SAME_ANSWER;
};

const REFUSAL_MESSAGES: Record<ResetRefusal, string> = {
  'code-wrong': RECOVERY_MESSAGES.codeWrong,
  'code-expired': RECOVERY_MESSAGES.codeExpired,
  'too-many': RECOVERY_MESSAGES.tooManyAttempts,
  password: PASSWORD_MESSAGES.hint,
};

const REFUSAL_CODES: Record<ResetRefusal, ErrorCode> = {
  'code-wrong': ERROR_CODES.CODE_WRONG,
  'code-expired': ERROR_CODES.CODE_EXPIRED,
  'too-many': ERROR_CODES.TOO_MANY_ATTEMPTS,
  password: ERROR_CODES.WEAK_PASSWORD,
};

/** The code and the new password: the account set-up's rules (schema, then the breached list), then Cognito's check of the code. */
export const confirmPasswordReset = async (input: { email: string; code: string; password: string }, now = new Date()): Promise<{ ok: true; message: string }> => {
  if (isCommonPassword(input.password)) {
    throw new BadRequestError(PASSWORD_MESSAGES.common, { code: ERROR_CODES.COMMON_PASSWORD, details: { field: 'password' } });
  }
  const profile = await activeProfileByEmail(input.email);
  // No active account: answered as a wrong code, so the form tells nobody which addresses exist.
  if (!profile) throw new BadRequestError(RECOVERY_MESSAGES.codeWrong, { code: ERROR_CODES.CODE_WRONG, details: { field: 'code' } });
  try {
    await confirmReset(input.email, input.code, input.password);
  } catch (error) {
    if (!(error instanceof ResetRefusedError)) throw error;
    logger.info('Password reset refused', { userId: profile.id, reason: error.reason });
    throw new BadRequestError(REFUSAL_MESSAGES[error.reason], {
      code: REFUSAL_CODES[error.reason], details: { field: error.reason === 'password' ? 'password' : 'code' },
    });
  }
  await recordAccountEvent(profile, 'password-changed-by-reset', now, { notify: true, also: [revokeSessionsItem(profile, now)] });
  await signOutAfterReset(profile);
  logger.info('Password changed with a reset code', { userId: profile.id });
  return { ok: true, message: RECOVERY_MESSAGES.passwordChanged };
};
