/**
 * 'Send Code' on the founder form: a founder whose invite code was issued for one address and who
 * wants to register another proves they own it. The proof and its email (outbox) are written in one
 * transaction; the table stream delivers the email a moment later (a public function may not send
 * email itself), and the sweeper retries it. The digits exist only in the email (see
 * data/email-proof.ts). At most a few are sent per invite code an hour, so the form cannot be used
 * to send mail to strangers in bulk.
 */
import { randomUUID } from 'node:crypto';
import type { EmailProofSent } from '@safe-haven/shared/team-api-types';
import { EMAIL_PROOF } from '@safe-haven/shared/team';
import { FOUNDER_SIGNUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import type * as z from 'zod';
import type { requestEmailProofSchema } from '@safe-haven/shared/validation/team';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { AppError, BadRequestError } from '../core/errors';
import { oneTimeDigits } from '../core/link-tokens';
import { logger } from '../core/logger';
import { emailProofEntity, hashProofDigits, type EmailProof } from '../data/email-proof';
import { newOutboxEmail, outboxEntity } from '../data/outbox';
import { takeRateLimitToken } from '../data/rate-limit';
import { getSignupCode } from '../data/signup-code';
import { transactWrite } from '../data/transaction';
import { codeRefusal, creatorRefusal, REFUSAL_MESSAGES } from './signup-code-validation';

const HOUR_MS = 60 * 60 * 1000;

class TooManyProofsError extends AppError {
  readonly statusCode = 429;
}

export const requestEmailProof = async (input: z.output<typeof requestEmailProofSchema>, now = new Date()): Promise<EmailProofSent> => {
  const code = await getSignupCode(input.codeId);
  const refusal = codeRefusal(code, now) ?? (await creatorRefusal(code));
  if (refusal || !code) {
    throw new BadRequestError(refusal && refusal !== 'unknown' ? REFUSAL_MESSAGES[refusal] : FOUNDER_SIGNUP_MESSAGES.codeExpiredSession, { code: ERROR_CODES.CODE_INVALID });
  }
  const emailCanonical = canonicalEmail(input.email);
  if (!code.emailCanonical || code.emailCanonical === emailCanonical) {
    throw new BadRequestError(FOUNDER_SIGNUP_MESSAGES.emailCodeNotNeeded, { code: ERROR_CODES.EMAIL_PROOF_NOT_NEEDED });
  }
  if (!(await takeRateLimitToken({ scope: 'email-proof', subject: code.id, limit: EMAIL_PROOF.perCodePerHour, windowMs: HOUR_MS }, now))) {
    throw new TooManyProofsError(FOUNDER_SIGNUP_MESSAGES.emailCodeTooMany, { code: ERROR_CODES.RATE_LIMITED });
  }
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + EMAIL_PROOF.lifetimeMs).toISOString();
  const proof: EmailProof = {
    id,
    codeId: code.id,
    email: input.email,
    emailCanonical,
    digitsHash: hashProofDigits(id, await oneTimeDigits('email-proof', id, EMAIL_PROOF.digits)),
    attempts: 0,
    createdAt: now.toISOString(),
    expiresAt,
  };
  const email = newOutboxEmail({ delivery: 'stream', to: input.email, relatedId: id, message: { template: 'email-proof', proofId: id, expiresAt } }, now);
  await transactWrite([emailProofEntity.create('proof', proof), outboxEntity.create('email', email)]);
  logger.info('Founder email proof requested', { proofId: id, codeId: code.id });
  return { proofId: id, expiresAt };
};
