/**
 * Field builders shared by every schema so limits, messages and character rules stay consistent.
 * Written with zod/mini (./mini.ts: functions instead of methods), as are the staff schemas
 * (team, password, auth): a handler bundle that holds only mini schemas carries about
 * 25 KB of zod instead of the classic API's 88 KB. Classic schemas may use these fields in their
 * shapes (zod's two APIs share one core).
 */
import { MAX_EMAIL_LENGTH } from '../constants';
import { FIELD_MESSAGES } from '../messages';
import * as z from './mini';

export { describeZodError, fieldErrors } from './field-errors';

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
  z.pipe(
    z.pipe(
      z
        .string({ error: required ?? `${label} must be text` })
        .check(
          z.refine((value) => !(multiLine ? FORBIDDEN_MULTI_LINE : FORBIDDEN_SINGLE_LINE).test(value), {
            error: multiLine ? FIELD_MESSAGES.invisibleCharacters(label) : FIELD_MESSAGES.singleLine(label),
          }),
        )
        // The limit applies after trimming (below); the metadata shows it in docs/openapi.json.
        .register(z.globalRegistry, { maxLength: max, ...(required ? { minLength: 1 } : {}) }),
      z.transform((value: string) => value.normalize('NFC').trim()),
    ),
    z.string().check(z.minLength(required ? 1 : 0, { error: required }), z.maxLength(max, { error: FIELD_MESSAGES.tooLong(label, max) })),
  );

/** Empty becomes undefined. */
const blankAsUndefined = z.transform((value: string | undefined) => (value ? value : undefined));

/** A required one-line field: trimmed, Unicode-normalised, no controls or direction marks. */
export const requiredText = (label: string, required: string, max: number) => text(label, required, max, false);

/** An optional one-line field; empty becomes undefined. */
export const optionalText = (label: string, max: number) => z.pipe(z.optional(text(label, undefined, max, false)), blankAsUndefined);

/** A required field that may span lines (a personal message). */
export const requiredMultilineText = (label: string, required: string, max: number) => text(label, required, max, true);

/** An optional field that may span lines (notes). */
export const optionalMultilineText = (label: string, max: number) => z.pipe(z.optional(text(label, undefined, max, true)), blankAsUndefined);

/**
 * An email address as the person typed it (trimmed, Unicode-normalised): mail is sent to exactly
 * this address. Rules that ask "is this the same person?" compare `canonicalEmail` instead.
 * `lowerCase` is for sign-in names, which Cognito compares without case.
 */
export const emailAddress = (required: string, invalid: string, options: { lowerCase?: boolean } = {}) =>
  z.pipe(
    z.pipe(
      z.pipe(
        z.string({ error: required }).register(z.globalRegistry, { format: 'email', maxLength: MAX_EMAIL_LENGTH }),
        z.transform((value: string) => value.normalize('NFC').trim()),
      ),
      z.pipe(
        z.string().check(z.minLength(1, { error: required }), z.maxLength(MAX_EMAIL_LENGTH, { error: invalid })),
        z.email({ error: invalid }),
      ),
    ),
    z.transform((value: string) => (options.lowerCase ? value.toLowerCase() : value)),
  );
