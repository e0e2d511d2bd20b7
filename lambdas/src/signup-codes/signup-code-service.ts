/**
 * Signup Codes (admins): create a code (made here, returned once, stored as a hash), switch it on or
 * off, and the overview of codes and recent validation attempts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { CreatedSignupCode, SignupCodeView, SignupCodesOverview } from '@safe-haven/shared/team-api-types';
import {
  CODE_ATTEMPT_WINDOW_MS, formatSignupCode, RECENT_CODE_ATTEMPTS, SIGNUP_CODE_ALPHABET, SIGNUP_CODE_LENGTH,
} from '@safe-haven/shared/team';
import { SIGNUP_CODE_MESSAGES } from '@safe-haven/shared/team-messages';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import type * as z from 'zod';
import type { createSignupCodeSchema } from '@safe-haven/shared/validation/team';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { NotFoundError } from '../core/errors';
import { logger } from '../core/logger';
import { countCodeAttemptsSince, recentCodeAttempts } from '../data/code-attempt';
import type { Profile } from '../data/profile';
import {
  allSignupCodes, hashSignupCode, isWeakSignupCode, setSignupCodeActive, signupCodeEntity, signupCodeValueEntity, type SignupCode,
} from '../data/signup-code';
import { transactWrite } from '../data/transaction';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 25 characters of the code alphabet, 5 random bits each (16 random bytes, 125 of their bits used). */
export const generateSignupCode = (): string => {
  const bytes = randomBytes(16);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < SIGNUP_CODE_LENGTH; i++) code += SIGNUP_CODE_ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)];
  return code;
};

const toView = (code: SignupCode): SignupCodeView => ({
  id: code.id,
  ...(code.label ? { label: code.label } : {}),
  ...(code.email ? { email: code.email } : {}),
  weak: isWeakSignupCode(code),
  createdAt: code.createdAt,
  expiresAt: code.expiresAt,
  isActive: code.isActive,
  ...(code.usedByEmail ? { usedByEmail: code.usedByEmail } : {}),
  ...(code.usedAt ? { usedAt: code.usedAt } : {}),
});

export const createSignupCode = async (admin: Profile, input: z.output<typeof createSignupCodeSchema>, now = new Date()): Promise<CreatedSignupCode> => {
  const id = randomUUID();
  const value = generateSignupCode();
  const code: SignupCode = {
    id,
    codeHash: hashSignupCode(value),
    label: input.label,
    email: input.email,
    emailCanonical: canonicalEmail(input.email),
    createdAt: now.toISOString(),
    createdById: admin.id,
    expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS).toISOString(),
    isActive: true,
  };
  // Two 125-bit codes do not collide; the marker's condition would refuse it (500) rather than share it.
  await transactWrite([signupCodeEntity.create('code', code), signupCodeValueEntity.create('value', { value: hashSignupCode(value), codeId: id })]);
  logger.info('Signup code created', { codeId: id, createdBy: admin.id, expiresAt: code.expiresAt });
  return { code: toView(code), value: formatSignupCode(value) };
};

export const switchSignupCode = async (id: string, isActive: boolean): Promise<SignupCodeView> => {
  const code = await setSignupCodeActive(id, isActive);
  if (!code) throw new NotFoundError(SIGNUP_CODE_MESSAGES.notFound, { code: ERROR_CODES.NOT_FOUND });
  return toView(code);
};

export const signupCodesOverview = async (now = new Date()): Promise<SignupCodesOverview> => {
  const [codes, attempts, attemptsLast24h] = await Promise.all([
    allSignupCodes(),
    recentCodeAttempts(RECENT_CODE_ATTEMPTS),
    countCodeAttemptsSince(new Date(now.getTime() - CODE_ATTEMPT_WINDOW_MS)),
  ]);
  return {
    codes: codes.map(toView),
    recentAttempts: attempts.map((attempt) => ({
      id: attempt.id, ip: attempt.ip, codeShown: attempt.codeShown, success: attempt.success, attemptedAt: attempt.attemptedAt,
    })),
    attemptsLast24h,
  };
};
