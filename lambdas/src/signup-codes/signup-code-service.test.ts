import { describe, expect, it } from 'vitest';
import { normaliseSignupCode, SIGNUP_CODE_ALPHABET, SIGNUP_CODE_LENGTH } from '@safe-haven/shared/team';
import { generateSignupCode } from './signup-code-service';

describe('generated signup codes', () => {
  it(`are ${SIGNUP_CODE_LENGTH} characters of the code alphabet (125 random bits), already in their normalised form`, () => {
    const codes = Array.from({ length: 2000 }, generateSignupCode);
    for (const code of codes) {
      expect(code).toHaveLength(SIGNUP_CODE_LENGTH);
      expect([...code].every((character) => SIGNUP_CODE_ALPHABET.includes(character))).toBe(true);
      expect(normaliseSignupCode(code)).toBe(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
    // Every character of the alphabet turns up in every position over many codes: no position is fixed.
    const used = new Set(codes.map((code) => code[SIGNUP_CODE_LENGTH - 1]));
    expect(used.size).toBe(SIGNUP_CODE_ALPHABET.length);
  });
});
