import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_PATH, commonPasswordsFilter } from '@safe-haven/scripts/build/common-passwords';
import { isCommonPassword, passwordCandidates } from './common-passwords';

describe('the common-password check', () => {
  it.each(['Password123!', 'P@ssw0rd2026!', 'Welcome!2026', 'Qwerty!123456', 'Iloveyou!2024', 'SUNSHINE!2025', '1qaz2wsx3edc'])(
    'refuses %s',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['Harbour!Lights2026', 'Test!Passw0rd', 'Mangrove-Tide!48', 'Coral#Reef$Lantern9'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('tries the password, its stem and its letters behind the digits', () => {
    expect(passwordCandidates('P@ssw0rd123!')).toEqual(['p@ssw0rd123!', 'p@ssw0rd', 'password']);
    expect(passwordCandidates('Ab1!')).toEqual(['ab1!']);
  });

  it('is built from the committed list: the generator writes the same file', () => {
    expect(JSON.parse(readFileSync(COMMON_PASSWORDS_PATH, 'utf8'))).toEqual(commonPasswordsFilter());
  });
});
