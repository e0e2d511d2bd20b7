/**
 * Founder sign-up with an invite code. Validation is rate limited per client IP and per code, and
 * every attempt is logged with the IP, the first characters of the code and the outcome. The sign-up
 * itself claims the code before creating the account, and the account's transaction marks it used
 * under that claim: however many sign-ups race with one code, exactly one founder is created.
 */
import { randomUUID } from 'node:crypto';
import type { AccountCreatedResult, ValidateSignupCodeResult } from '@safe-haven/shared/team-api-types';
import { CODE_RATE_LIMITS } from '@safe-haven/shared/team';
import { FOUNDER_SIGNUP_MESSAGES } from '@safe-haven/shared/team-messages';
import type * as z from 'zod';
import type { founderSignupSchema } from '@safe-haven/shared/validation/team';
import { createStaffAccount } from '../accounts/create-staff-account';
import { AppError, BadRequestError, ConflictError } from '../core/errors';
import { logger } from '../core/logger';
import { recordCodeAttempt, type CodeAttemptOutcome } from '../data/code-attempt';
import { takeRateLimitToken } from '../data/rate-limit';
import {
  claimSignupCode, getSignupCode, markSignupCodeUsed, releaseSignupCodeClaim, signupCodeByValue, type SignupCode,
} from '../data/signup-code';
import { TransactionCancelledError } from '../data/transaction';
import { accountRefusal } from './account-refusals';

/** Why a code cannot be used now; undefined when it can. */
export const codeRefusal = (code: SignupCode | undefined, now: Date): Exclude<CodeAttemptOutcome, 'valid' | 'rate-limited'> | undefined => {
  if (!code) return 'unknown';
  if (code.usedAt || code.usedByEmail) return 'used';
  if (!code.isActive) return 'inactive';
  if (Date.parse(code.expiresAt) <= now.getTime()) return 'expired';
  return undefined;
};

const REFUSAL_MESSAGES = {
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

const codeNoLongerUsable = (message: string) => new BadRequestError(message, { code: 'CODE_INVALID', details: { ok: false } });

export const signUpFounder = async (input: z.output<typeof founderSignupSchema>, now = new Date()): Promise<AccountCreatedResult> => {
  const code = await getSignupCode(input.codeId);
  const refusal = codeRefusal(code, now);
  if (refusal || !code) throw codeNoLongerUsable(refusal === 'unknown' || !refusal ? FOUNDER_SIGNUP_MESSAGES.codeExpiredSession : REFUSAL_MESSAGES[refusal]);
  const claimId = randomUUID();
  if (!(await claimSignupCode(code.id, claimId, now))) {
    throw new ConflictError(FOUNDER_SIGNUP_MESSAGES.codeUsed, { code: 'CODE_INVALID', details: { ok: false } });
  }
  try {
    await createStaffAccount(
      { email: input.email, password: input.password, firstName: input.firstName, lastName: input.lastName, role: 'founder', status: 'active' },
      (profileId) => [markSignupCodeUsed('code', code.id, claimId, { email: input.email, profileId }, now)],
      now,
    );
  } catch (error) {
    await releaseSignupCodeClaim(code.id, claimId).catch(() => undefined);
    if (error instanceof TransactionCancelledError && error.conditionFailed('code')) {
      throw new ConflictError(FOUNDER_SIGNUP_MESSAGES.codeUsed, { code: 'CODE_INVALID', details: { ok: false } });
    }
    throw accountRefusal(error, FOUNDER_SIGNUP_MESSAGES.emailExists) ?? error;
  }
  logger.info('Founder signed up with a code', { codeId: code.id });
  return { ok: true, email: input.email, firstName: input.firstName, status: 'active' };
};
