import * as z from './mini';
import { AUTH_MESSAGES } from '../messages';
import { emailAddress } from './fields';

export const loginSchema = z.object({
  email: emailAddress(AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.emailInvalid, { lowerCase: true }),
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).check(z.minLength(1, { error: AUTH_MESSAGES.passwordRequired })),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const totpCodeSchema = z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: 'Enter the 6-digit code' }));

/**
 * Turning the second factor off, or replacing it, proves the person is at the keyboard: their
 * password and a current code (checked by the server, as at sign-in).
 */
export const secondFactorCheckSchema = z.object({
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).check(z.minLength(1, { error: AUTH_MESSAGES.passwordRequired }), z.maxLength(256)),
  code: totpCodeSchema,
});
export type SecondFactorCheck = z.infer<typeof secondFactorCheckSchema>;

/** Start adding an authenticator app ('add'), or replacing the one that is on, with the check. */
export const startTwoFactorSchema = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('add') }),
  z.object({ purpose: z.literal('replace'), current: secondFactorCheckSchema }),
]);
export type StartTwoFactorInput = z.infer<typeof startTwoFactorSchema>;

export const confirmTwoFactorSchema = z.object({ code: totpCodeSchema });
