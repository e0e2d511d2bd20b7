import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PHONE_METADATA_PATH, phoneMetadataSubset } from '@safe-haven/scripts/build/phone-metadata';
import { FIELD_MESSAGES } from '../messages';
import { fieldErrors } from './fields';
import { investorResponseSchema, memberResponseSchema } from './invitee-response';
import { formatPhone, phoneHref, toE164 } from './phone';

describe('phone numbers', () => {
  it('reads a number without a country code as a United States number, and stores E.164', () => {
    expect(toE164('(303) 555-0142')).toBe('+13035550142');
    expect(toE164('303.555.0142')).toBe('+13035550142');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('+501 223 4567')).toBe('+5012234567');
  });

  it('keeps an extension in the tel: form', () => {
    expect(toE164('303 555 0142 ext 4')).toBe('+13035550142;ext=4');
    expect(formatPhone('+13035550142;ext=4')).toBe('(303) 555-0142 ext. 4');
  });

  it('refuses what is not a phone number', () => {
    for (const typed of ['abc', '12', '555-0100', '+44 1', 'call me']) expect(toE164(typed)).toBeUndefined();
  });

  it('accepts the international form of a country outside the table, unchecked', () => {
    expect(toE164('+86 10 1234 5678')).toBe('+861012345678');
  });

  it('shows a stored number as people read it, and an old unchecked one as it was typed', () => {
    expect(formatPhone('+13035550142')).toBe('(303) 555-0142');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('abc')).toBe('abc');
    expect(phoneHref('+13035550142')).toBe('tel:+13035550142');
    expect(phoneHref('abc')).toBeUndefined();
  });

  it('refuses "abc" in the answer forms with the same message the API gives, and stores E.164', () => {
    const base = { form: 'investor', answer: 'maybe', firstName: 'A', lastName: 'B', email: 'a@b.co', address: 'x' } as const;
    expect(fieldErrors(investorResponseSchema.safeParse({ ...base, phone: 'abc' }).error!).phone).toBe(FIELD_MESSAGES.invalidPhone('Telephone'));
    expect(investorResponseSchema.parse({ ...base, phone: ' (303) 555-0142 ' }).phone).toBe('+13035550142');
    const member = { form: 'member', answer: 'interested', name: 'A B', email: 'a@b.co' } as const;
    expect(memberResponseSchema.parse({ ...member, phone: '' }).phone).toBeUndefined();
    expect(fieldErrors(memberResponseSchema.safeParse({ ...member, phone: 'abc' }).error!).phone).toBe(FIELD_MESSAGES.invalidPhone('Phone'));
  });

  it('ships the country table the build script makes (regenerate after upgrading libphonenumber-js)', () => {
    expect(JSON.parse(readFileSync(PHONE_METADATA_PATH, 'utf8'))).toEqual(phoneMetadataSubset());
  });
});
