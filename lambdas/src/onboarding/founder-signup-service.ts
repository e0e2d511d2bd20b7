/**
 * Founder sign-up with a validated invite code (see signup-code-validation.ts). The sign-up claims
 * the code before creating the account, and the account's transaction marks it used under that
 * claim: however many sign-ups race with one code, exactly one founder is created.
 * A code is issued for one address: the founder signs up with it, or with another address they have
 * proved with the emailed one-time code (email-proof-service.ts), so nobody can register a
 * colleague's address with a code meant for them. Old hand-made codes carry no address.
 */
import { randomUUID } from 'node:crypto';
import type { AccountCreatedResult } from '@safe-haven/shared/team-api-types';
import { FOUNDER_SIGNUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import type * as z from 'zod';
import type { founderSignupSchema } from '@safe-haven/shared/validation/team';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import type { ErrorCode } from '@safe-haven/shared/error-code';
import { createStaffAccount } from '../accounts/create-staff-account';
import { BadRequestError, ConflictError } from '../core/errors';
import { logger } from '../core/logger';
import { countWrongProofTry, emailProofEntity, emailProofOpen, markEmailProofUsed, proofDigitsMatch } from '../data/email-proof';
import { claimSignupCode, getSignupCode, markSignupCodeUsed, releaseSignupCodeClaim, type SignupCode } from '../data/signup-code';
import { profileStillHolds } from '../data/profile';
import { TransactionCancelledError, type NamedTransactItem } from '../data/transaction';
import { accountRefusal } from './account-refusals';
import { codeRefusal, creatorRefusal, REFUSAL_MESSAGES } from './signup-code-validation';

const codeNoLongerUsable = (message: string) => new BadRequestError(message, { code: ERROR_CODES.CODE_INVALID, details: { ok: false } });
const proofRefused = (message: string, code: ErrorCode) => new BadRequestError(message, { code, details: { ok: false } });

type SignupInput = z.output<typeof founderSignupSchema>;

/**
 * The address check: nothing to do for the code's own address (or an old code without one);
 * otherwise the emailed proof for this code and this address, with the right digits. Answers the
 * proof's id, to be marked used with the account.
 */
const provenProofId = async (code: SignupCode, input: SignupInput, now: Date): Promise<string | undefined> => {
  const emailCanonical = canonicalEmail(input.email);
  if (!code.emailCanonical || code.emailCanonical === emailCanonical) return undefined;
  if (!input.emailProof) throw proofRefused(FOUNDER_SIGNUP_MESSAGES.emailCodeRequired, ERROR_CODES.EMAIL_PROOF_REQUIRED);
  const proof = await emailProofEntity.get(input.emailProof.id);
  if (!proof || proof.codeId !== code.id || proof.emailCanonical !== emailCanonical || !emailProofOpen(proof, now)) {
    throw proofRefused(FOUNDER_SIGNUP_MESSAGES.emailCodeExpired, ERROR_CODES.EMAIL_PROOF_EXPIRED);
  }
  if (!proofDigitsMatch(proof, input.emailProof.code)) {
    await countWrongProofTry(proof.id);
    throw proofRefused(FOUNDER_SIGNUP_MESSAGES.emailCodeWrong, ERROR_CODES.EMAIL_PROOF_WRONG);
  }
  return proof.id;
};

export const signUpFounder = async (input: SignupInput, now = new Date()): Promise<AccountCreatedResult> => {
  const code = await getSignupCode(input.codeId);
  const refusal = codeRefusal(code, now) ?? (await creatorRefusal(code));
  if (refusal || !code) throw codeNoLongerUsable(refusal === 'unknown' || !refusal ? FOUNDER_SIGNUP_MESSAGES.codeExpiredSession : REFUSAL_MESSAGES[refusal]);
  const proofId = await provenProofId(code, input, now);
  const claimId = randomUUID();
  if (!(await claimSignupCode(code.id, claimId, now))) {
    throw new ConflictError(FOUNDER_SIGNUP_MESSAGES.codeUsed, { code: ERROR_CODES.CODE_INVALID, details: { ok: false } });
  }
  try {
    await createStaffAccount(
      { email: input.email, password: input.password, firstName: input.firstName, lastName: input.lastName, role: 'founder', status: 'active' },
      (profileId): NamedTransactItem<'code' | 'proof' | 'creator'>[] => [
        markSignupCodeUsed('code', code.id, claimId, { email: input.email, profileId }, now),
        profileStillHolds('creator', code.createdById, ['admin']),
        ...(proofId ? [markEmailProofUsed('proof', proofId, now)] : []),
      ],
      now,
    );
  } catch (error) {
    await releaseSignupCodeClaim(code.id, claimId).catch(() => undefined);
    if (error instanceof TransactionCancelledError && error.conditionFailed('code')) {
      throw new ConflictError(FOUNDER_SIGNUP_MESSAGES.codeUsed, { code: ERROR_CODES.CODE_INVALID, details: { ok: false } });
    }
    if (error instanceof TransactionCancelledError && error.conditionFailed('creator')) throw codeNoLongerUsable(REFUSAL_MESSAGES.inactive);
    if (error instanceof TransactionCancelledError && error.conditionFailed('proof')) {
      throw proofRefused(FOUNDER_SIGNUP_MESSAGES.emailCodeExpired, ERROR_CODES.EMAIL_PROOF_EXPIRED);
    }
    throw accountRefusal(error, FOUNDER_SIGNUP_MESSAGES.emailExists) ?? error;
  }
  logger.info('Founder signed up with a code', { codeId: code.id, ...(proofId ? { emailProofId: proofId } : {}) });
  return { ok: true, email: input.email, firstName: input.firstName, status: 'active' };
};
