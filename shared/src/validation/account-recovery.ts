/** The forms and API bodies of account recovery: one schema for the browser and the server. */
import * as z from './mini';
import { RECOVERY_MESSAGES } from '../account-recovery';
import { AUTH_MESSAGES } from '../messages';
import { emailAddress } from './fields';
import { staffPasswordSchema } from './password';

const email = emailAddress(AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.emailInvalid, { lowerCase: true });

export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** Cognito's reset codes are six digits; spaces a person copies with them are dropped. */
export const resetCodeSchema = z.pipe(
  z.string({ error: RECOVERY_MESSAGES.codeRequired }).check(z.trim(), z.minLength(1, { error: RECOVERY_MESSAGES.codeRequired })),
  z.pipe(z.transform((value: string) => value.replace(/\s+/g, '')), z.string().check(z.regex(/^\d{6}$/, { error: RECOVERY_MESSAGES.codeFormat }))),
);

export const passwordResetConfirmSchema = z.object({ email, code: resetCodeSchema, password: staffPasswordSchema });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
