/**
 * The staff password policy: the Cognito pool enforces it and the set-up form explains it. Twelve
 * characters: with the four kinds required, guessing is out of reach; the server also
 * refuses common and breached passwords (lambdas/src/accounts/common-passwords.ts).
 */
import * as z from './mini';
import { PASSWORD_MESSAGES, PASSWORD_POLICY } from './password-messages';

export { PASSWORD_MESSAGES, PASSWORD_POLICY };

export const staffPasswordSchema = z.string().check(
  z.minLength(1, { error: PASSWORD_MESSAGES.required }),
  z.minLength(PASSWORD_POLICY.minLength, { error: PASSWORD_MESSAGES.tooShort }),
  z.refine((value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value), {
    error: PASSWORD_MESSAGES.complexity,
  }),
);

/** A new password typed twice (account set-up, a temporary password replaced at sign-in). */
export const newPasswordFormSchema = z
  .object({
    password: staffPasswordSchema,
    confirmPassword: z.string().check(z.minLength(1, { error: PASSWORD_MESSAGES.confirmRequired })),
  })
  .check(
    z.refine((value) => value.confirmPassword === '' || value.password === value.confirmPassword, {
      error: PASSWORD_MESSAGES.mismatch,
      path: ['confirmPassword'],
    }),
  );
