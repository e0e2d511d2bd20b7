/**
 * Phone numbers: parsed and checked with libphonenumber-js against the countries in
 * phone-metadata.json, stored in E.164 (+13035550142), shown formatted. A number without a country
 * code is read as a United States number (the brand's resorts and most invitees are there); one from a
 * country outside the table is accepted in its international form (+ and 8 to 15 digits).
 */
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { MAX_PHONE_LENGTH } from '../constants';
import { FIELD_MESSAGES } from '../messages';
import { optionalText, requiredText } from './fields';
import * as z from './mini';
import metadataJson from './phone-metadata.json';

const metadata = metadataJson as unknown as MetadataJson;
const DEFAULT_COUNTRY = 'US';
/** E.164 allows at most 15 digits; 8 is the shortest international number in use. */
const INTERNATIONAL_ONLY = /^\+[1-9]\d{7,14}$/;

/** What people type around digits: spaces, dots, dashes, brackets. */
const compact = (typed: string) => typed.replace(/[\s().-]/g, '');

/**
 * The number in E.164, or undefined when it is not a phone number. An extension is kept after it
 * in the tel: URI's form (+13035550142;ext=4), which dialers understand.
 */
export const toE164 = (typed: string): string | undefined => {
  const parsed = parsePhoneNumberFromString(typed, DEFAULT_COUNTRY, metadata);
  if (parsed?.isValid()) return parsed.ext ? `${parsed.number};ext=${parsed.ext}` : parsed.number;
  const international = compact(typed);
  // A country calling code the table does not hold: accept its international form unchecked.
  if (INTERNATIONAL_ONLY.test(international) && !parsed?.country && parsed?.countryCallingCode === undefined) return international;
  return undefined;
};

/**
 * A stored number as people read it: (303) 555-0142 at home, +44 20 7946 0958 abroad. Numbers
 * stored before they were checked are shown as they were typed.
 */
export const formatPhone = (stored: string): string => {
  const [number = stored, ext] = stored.split(';ext=');
  const parsed = parsePhoneNumberFromString(number, metadata);
  if (!parsed?.isValid()) return stored;
  const shown = parsed.country === DEFAULT_COUNTRY ? parsed.formatNational() : parsed.formatInternational();
  return ext ? `${shown} ext. ${ext}` : shown;
};

/** A tel: link for a stored number, or undefined when it is not one (an old, unchecked entry). */
export const phoneHref = (stored: string): string | undefined => {
  const e164 = toE164(stored.split(';ext=')[0] ?? stored);
  return e164 ? `tel:${stored.includes(';ext=') ? stored : e164}` : undefined;
};

const checkedPhone = (label: string) =>
  z.pipe(
    z.string().check(z.refine((value) => toE164(value) !== undefined, { error: FIELD_MESSAGES.invalidPhone(label) })),
    z.transform((value: string) => toE164(value)!),
  );

/** A required phone number: trimmed, checked, stored in E.164. */
export const requiredPhone = (label: string, required: string) => z.pipe(requiredText(label, required, MAX_PHONE_LENGTH), checkedPhone(label));

/** An optional phone number; empty becomes undefined. */
export const optionalPhone = (label: string) => z.pipe(optionalText(label, MAX_PHONE_LENGTH), z.optional(checkedPhone(label)));
