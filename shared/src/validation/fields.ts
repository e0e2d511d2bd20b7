/** Field builders shared by every schema so limits and messages stay consistent. */
import * as z from 'zod';
import { MAX_EMAIL_LENGTH } from '../constants';

export const requiredText = (label: string, required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((value) => (value ? value : undefined));

/** Emails are compared case-insensitively, so they are stored lower-case. */
export const emailAddress = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(MAX_EMAIL_LENGTH, { error: invalid })
    .pipe(z.email({ error: invalid }))
    .transform((value) => value.toLowerCase());

/** The first message per field, for forms and for a readable 400 body. */
export const fieldErrors = (error: z.ZodError): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
};

/** One sentence a person can act on, built from the first issue of each field. */
export const describeZodError = (error: z.ZodError): string => Object.values(fieldErrors(error)).join('. ');
