/** Field builders shared by every schema so limits, messages and character rules stay consistent. */
import * as z from 'zod';
import { MAX_EMAIL_LENGTH } from '../constants';
import { FIELD_MESSAGES } from '../messages';

/**
 * Characters no form field may hold: C0/C1 controls and DEL, and the invisible Unicode direction
 * marks and overrides (U+200E/F, U+202A-E, U+2066-9, U+061C) that can make a name or a subject line
 * read differently from what is stored ("Trojan Source"). Line breaks and tabs are controls too;
 * multi-line fields allow those three back.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex
const FORBIDDEN_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

export const hasForbiddenSingleLineCharacters = (value: string): boolean => FORBIDDEN_SINGLE_LINE.test(value);
export const hasForbiddenMultiLineCharacters = (value: string): boolean => FORBIDDEN_MULTI_LINE.test(value);

const text = (label: string, required: string | undefined, max: number, multiLine: boolean) =>
  z
    .string({ error: required ?? `${label} must be text` })
    // The limit applies after trimming (below); the metadata shows it in docs/openapi.json.
    .meta({ maxLength: max, ...(required ? { minLength: 1 } : {}) })
    .refine((value) => !(multiLine ? FORBIDDEN_MULTI_LINE : FORBIDDEN_SINGLE_LINE).test(value), {
      error: multiLine ? FIELD_MESSAGES.invisibleCharacters(label) : FIELD_MESSAGES.singleLine(label),
    })
    .transform((value) => value.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, { error: required })
        .max(max, { error: FIELD_MESSAGES.tooLong(label, max) }),
    );

/** A required one-line field: trimmed, Unicode-normalised, no controls or direction marks. */
export const requiredText = (label: string, required: string, max: number) => text(label, required, max, false);

/** An optional one-line field; empty becomes undefined. */
export const optionalText = (label: string, max: number) =>
  text(label, undefined, max, false)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A required field that may span lines (a personal message). */
export const requiredMultilineText = (label: string, required: string, max: number) => text(label, required, max, true);

/** An optional field that may span lines (notes). */
export const optionalMultilineText = (label: string, max: number) =>
  text(label, undefined, max, true)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * An email address as the person typed it (trimmed, Unicode-normalised): mail is sent to exactly
 * this address. Rules that ask "is this the same person?" compare `canonicalEmail` instead.
 * `lowerCase` is for sign-in names, which Cognito compares without case.
 */
export const emailAddress = (required: string, invalid: string, options: { lowerCase?: boolean } = {}) =>
  z
    .string({ error: required })
    .meta({ format: 'email', maxLength: MAX_EMAIL_LENGTH })
    .transform((value) => value.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .max(MAX_EMAIL_LENGTH, { error: invalid })
        .pipe(z.email({ error: invalid })),
    )
    .transform((value) => (options.lowerCase ? value.toLowerCase() : value));

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
