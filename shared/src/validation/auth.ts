import * as z from './mini';
import { AUTH_MESSAGES } from '../messages';
import { emailAddress } from './fields';

export const loginSchema = z.object({
  email: emailAddress(AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.emailInvalid, { lowerCase: true }),
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).check(z.minLength(1, { error: AUTH_MESSAGES.passwordRequired })),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const totpCodeSchema = z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: 'Enter the 6-digit code' }));
