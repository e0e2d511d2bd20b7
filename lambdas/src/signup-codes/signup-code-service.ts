/**
 * Signup Codes (admins): create a code (unique by its marker), switch it on or off, and the overview
 * of codes and recent validation attempts.
 */
import { randomUUID } from 'node:crypto';
import type { SignupCodeView, SignupCodesOverview } from '@safe-haven/shared/team-api-types';
import { CODE_ATTEMPT_WINDOW_MS, RECENT_CODE_ATTEMPTS } from '@safe-haven/shared/team';
import { SIGNUP_CODE_MESSAGES } from '@safe-haven/shared/team-messages';
import type * as z from 'zod';
import type { createSignupCodeSchema } from '@safe-haven/shared/validation/team';
import { ConflictError, NotFoundError } from '../core/errors';
import { countCodeAttemptsSince, recentCodeAttempts } from '../data/code-attempt';
import type { Profile } from '../data/profile';
import { allSignupCodes, setSignupCodeActive, signupCodeEntity, signupCodeValueEntity, type SignupCode } from '../data/signup-code';
import { TransactionCancelledError, transactWrite } from '../data/transaction';

const DAY_MS = 24 * 60 * 60 * 1000;

const toView = (code: SignupCode): SignupCodeView => ({
  id: code.id,
  code: code.code,
  createdAt: code.createdAt,
  expiresAt: code.expiresAt,
  isActive: code.isActive,
  ...(code.usedByEmail ? { usedByEmail: code.usedByEmail } : {}),
  ...(code.usedAt ? { usedAt: code.usedAt } : {}),
});

export const createSignupCode = async (admin: Profile, input: z.output<typeof createSignupCodeSchema>, now = new Date()): Promise<SignupCodeView> => {
  const code: SignupCode = {
    id: randomUUID(),
    code: input.code,
    createdAt: now.toISOString(),
    createdById: admin.id,
    expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS).toISOString(),
    isActive: true,
  };
  try {
    await transactWrite([signupCodeEntity.create('code', code), signupCodeValueEntity.create('value', { code: code.code, codeId: code.id })]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailed('value')) {
      throw new ConflictError(SIGNUP_CODE_MESSAGES.duplicate, { code: 'DUPLICATE_CODE' });
    }
    throw error;
  }
  return toView(code);
};

export const switchSignupCode = async (id: string, isActive: boolean): Promise<SignupCodeView> => {
  const code = await setSignupCodeActive(id, isActive);
  if (!code) throw new NotFoundError(SIGNUP_CODE_MESSAGES.notFound, { code: 'NOT_FOUND' });
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
