/**
 * Founder sign-up with a validated invite code (see signup-code-validation.ts). The sign-up claims
 * the code before creating the account, and the account's transaction marks it used under that
 * claim: however many sign-ups race with one code, exactly one founder is created.
 */
import { randomUUID } from 'node:crypto';
import type { AccountCreatedResult } from '@safe-haven/shared/team-api-types';
import { FOUNDER_SIGNUP_MESSAGES } from '@safe-haven/shared/team-messages';
import type * as z from 'zod';
import type { founderSignupSchema } from '@safe-haven/shared/validation/team';
import { createStaffAccount } from '../accounts/create-staff-account';
import { BadRequestError, ConflictError } from '../core/errors';
import { logger } from '../core/logger';
import { claimSignupCode, getSignupCode, markSignupCodeUsed, releaseSignupCodeClaim } from '../data/signup-code';
import { TransactionCancelledError } from '../data/transaction';
import { accountRefusal } from './account-refusals';
import { codeRefusal, REFUSAL_MESSAGES } from './signup-code-validation';

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
