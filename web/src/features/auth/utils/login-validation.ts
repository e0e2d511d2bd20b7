/**
 * The sign-in steps' validation, loaded on demand: the shared schemas (the server's) bring zod's
 * core, about 18 KB gzipped that the login screen need not carry before someone can type. The page
 * fetches them when the browser is idle (prefetchSignIn), so a submit finds them loaded.
 */
import type { LoginInput } from '@safe-haven/shared/validation/auth';

const authSchemas = () => import('@safe-haven/shared/validation/auth');
const passwordSchemas = () => import('@safe-haven/shared/validation/password');

export const parseLogin = async (values: { email: string; password: string }) => (await authSchemas()).loginSchema.safeParse(values);

export const parseTotpCode = async (code: string) => (await authSchemas()).totpCodeSchema.safeParse(code);

export const parseNewPassword = async (values: { password: string; confirmPassword: string }) =>
  (await passwordSchemas()).newPasswordFormSchema.safeParse(values);

/** What signing in loads after the form is shown: the validation and Amplify (lib/auth.ts). */
export const prefetchSignIn = (): Promise<unknown> => Promise.all([authSchemas(), passwordSchemas(), import('../../../lib/auth')]);

export type { LoginInput };
