/**
 * Founder-code validation, rate limited per client IP and per code; every attempt is logged with the
 * IP, the first characters of the code and the outcome.
 */
import type { ValidateSignupCodeResult } from '@safe-haven/shared/team-api-types';
import { CODE_RATE_LIMITS } from '@safe-haven/shared/team';
import { FOUNDER_SIGNUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { AppError } from '../core/errors';
import { logger } from '../core/logger';
import { recordCodeAttempt, type CodeAttemptOutcome } from '../data/code-attempt';
import { takeRateLimitToken } from '../data/rate-limit';
import { signupCodeByValue, type SignupCode } from '../data/signup-code';

/** Why a code cannot be used now; undefined when it can. */
export const codeRefusal = (code: SignupCode | undefined, now: Date): Exclude<CodeAttemptOutcome, 'valid' | 'rate-limited'> | undefined => {
  if (!code) return 'unknown';
  if (code.usedAt || code.usedByEmail) return 'used';
  if (!code.isActive) return 'inactive';
  if (Date.parse(code.expiresAt) <= now.getTime()) return 'expired';
  return undefined;
};

export const REFUSAL_MESSAGES = {
  unknown: FOUNDER_SIGNUP_MESSAGES.invalidCode,
  used: FOUNDER_SIGNUP_MESSAGES.codeUsed,
  inactive: FOUNDER_SIGNUP_MESSAGES.codeInactive,
  expired: FOUNDER_SIGNUP_MESSAGES.codeExpired,
} as const;

/** A refused validation: 429 when rate limited, 400 otherwise; the body says why in `error`. */
export class CodeRefusedError extends AppError {
  readonly statusCode: number;
  constructor(result: ValidateSignupCodeResult & { error: string }) {
    super(result.error, { code: result.rateLimited ? 'RATE_LIMITED' : 'CODE_INVALID', details: { ...result } });
    this.statusCode = result.rateLimited ? 429 : 400;
  }
}

const withinRateLimits = async (ip: string, code: string, now: Date): Promise<boolean> => {
  const { windowMs, perIp, perCode } = CODE_RATE_LIMITS;
  // The IP is checked first, so one client cannot use up a real code's allowance for everyone else.
  if (!(await takeRateLimitToken({ scope: 'code-ip', subject: ip, limit: perIp, windowMs }, now))) return false;
  return takeRateLimitToken({ scope: 'code', subject: code, limit: perCode, windowMs }, now);
};

export const validateSignupCode = async (code: string, ip: string, now = new Date()): Promise<ValidateSignupCodeResult> => {
  const limited = !(await withinRateLimits(ip, code, now));
  const found = limited ? undefined : await signupCodeByValue(code);
  const refusal = limited ? undefined : codeRefusal(found, now);
  const outcome: CodeAttemptOutcome = limited ? 'rate-limited' : (refusal ?? 'valid');
  const attempt = await recordCodeAttempt({ ip, code, outcome }, now);
  logger.info('Signup code attempt', { ip, code: attempt.codeShown, outcome });
  if (limited) throw new CodeRefusedError({ success: false, rateLimited: true, error: FOUNDER_SIGNUP_MESSAGES.rateLimited });
  if (refusal || !found) throw new CodeRefusedError({ success: false, error: REFUSAL_MESSAGES[refusal ?? 'unknown'] });
  return { success: true, codeId: found.id };
};
