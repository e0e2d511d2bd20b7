/**
 * Founder-code validation. Three brakes, in this order:
 * - a global lock: once too many validations have FAILED in a window (from anyone, any address),
 *   validation is refused for everyone for a while and an alarm fires (a proxy pool rotating
 *   addresses gets no further);
 * - per client (IPv4 address, IPv6 /64 prefix);
 * - per code, keyed on the hash of what was typed, so a real code cannot be hammered and the
 *   counter never holds a code.
 * Every attempt is logged with the client IP, the first characters of the code and the outcome.
 */
import type { ValidateSignupCodeResult } from '@safe-haven/shared/team-api-types';
import { CODE_RATE_LIMITS, mayStillIssueCodes } from '@safe-haven/shared/team';
import { FOUNDER_SIGNUP_MESSAGES } from '@safe-haven/shared/team-messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { rateLimitSubject } from '../core/client-ip';
import { AppError } from '../core/errors';
import { logger } from '../core/logger';
import { emitMetric } from '../core/metrics';
import { recordCodeAttempt, type CodeAttemptOutcome } from '../data/code-attempt';
import { getProfile } from '../data/profile';
import { countInWindow, lockRateLimit, rateLimitLockedUntil, takeRateLimitToken } from '../data/rate-limit';
import { hashSignupCode, signupCodeByValue, type SignupCode } from '../data/signup-code';

/** Why a code cannot be used now; undefined when it can. */
export const codeRefusal = (code: SignupCode | undefined, now: Date): Exclude<CodeAttemptOutcome, 'valid' | 'rate-limited' | 'locked'> | undefined => {
  if (!code) return 'unknown';
  if (code.usedAt || code.usedByEmail) return 'used';
  if (!code.isActive) return 'inactive';
  if (Date.parse(code.expiresAt) <= now.getTime()) return 'expired';
  return undefined;
};

/** Offboarding: a code works only while the admin who created it is still an active admin. */
export const creatorRefusal = async (code: SignupCode | undefined): Promise<'inactive' | undefined> =>
  code && !mayStillIssueCodes(await getProfile(code.createdById)) ? 'inactive' : undefined;

export const REFUSAL_MESSAGES = {
  unknown: FOUNDER_SIGNUP_MESSAGES.invalidCode,
  used: FOUNDER_SIGNUP_MESSAGES.codeUsed,
  inactive: FOUNDER_SIGNUP_MESSAGES.codeInactive,
  expired: FOUNDER_SIGNUP_MESSAGES.codeExpired,
} as const;

/** A refused validation: 429 when rate limited or locked, 400 otherwise; the body says why in `error`. */
export class CodeRefusedError extends AppError {
  readonly statusCode: number;
  constructor(result: ValidateSignupCodeResult & { error: string }) {
    super(result.error, { code: result.rateLimited ? ERROR_CODES.RATE_LIMITED : ERROR_CODES.CODE_INVALID, details: { ...result } });
    this.statusCode = result.rateLimited ? 429 : 400;
  }
}

/** The scope and subject of the global lock on validation. */
const GLOBAL_LOCK = ['code-lock', 'all'] as const;

const withinRateLimits = async (ip: string, code: string, now: Date): Promise<boolean> => {
  const { windowMs, perIp, perCode } = CODE_RATE_LIMITS;
  // The client is checked first, so one client cannot use up a real code's allowance for everyone else.
  if (!(await takeRateLimitToken({ scope: 'code-ip', subject: rateLimitSubject(ip), limit: perIp, windowMs }, now))) return false;
  return takeRateLimitToken({ scope: 'code', subject: hashSignupCode(code), limit: perCode, windowMs }, now);
};

/** Counts a failed validation; the one that reaches the global limit locks validation and raises the alarm. */
const countFailure = async (now: Date): Promise<void> => {
  const { globalFailures, globalWindowMs, lockMs } = CODE_RATE_LIMITS;
  const failures = await countInWindow({ scope: 'code-failures', subject: 'all', windowMs: globalWindowMs }, now);
  if (failures < globalFailures) return;
  const until = new Date(now.getTime() + lockMs);
  await lockRateLimit(...GLOBAL_LOCK, until);
  emitMetric('SignupCodeValidationLocked');
  logger.warn('Signup code validation locked for everyone after too many failed attempts', { failures, until: until.toISOString() });
};

const classify = async (code: string, ip: string, now: Date): Promise<{ outcome: CodeAttemptOutcome; found?: SignupCode }> => {
  if (await rateLimitLockedUntil(...GLOBAL_LOCK, now)) return { outcome: 'locked' };
  if (!(await withinRateLimits(ip, code, now))) return { outcome: 'rate-limited' };
  const found = await signupCodeByValue(code);
  const refusal = codeRefusal(found, now) ?? (await creatorRefusal(found));
  if (refusal) await countFailure(now);
  return { outcome: refusal ?? 'valid', found };
};

export const validateSignupCode = async (code: string, ip: string, now = new Date()): Promise<ValidateSignupCodeResult> => {
  const { outcome, found } = await classify(code, ip, now);
  const attempt = await recordCodeAttempt({ ip, code, outcome }, now);
  logger.info('Signup code attempt', { ip, code: attempt.codeShown, outcome });
  if (outcome === 'locked' || outcome === 'rate-limited') {
    throw new CodeRefusedError({ success: false, rateLimited: true, error: FOUNDER_SIGNUP_MESSAGES.rateLimited });
  }
  if (outcome !== 'valid' || !found) throw new CodeRefusedError({ success: false, error: REFUSAL_MESSAGES[outcome === 'valid' ? 'unknown' : outcome] });
  return { success: true, codeId: found.id, ...(found.email ? { email: found.email } : {}) };
};
