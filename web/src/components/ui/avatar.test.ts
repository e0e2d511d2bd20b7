import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first and last names’ first letters', () => {
    expect(initialsOf('Ada Byron King')).toBe('AK');
    expect(initialsOf('Pia Lund')).toBe('PL');
  });

  it('takes one letter of a single name, and ignores extra spaces', () => {
    expect(initialsOf('  Cher  ')).toBe('C');
    expect(initialsOf('Jo   Ann')).toBe('JA');
  });

  it('gives nothing for an empty name', () => {
    expect(initialsOf('')).toBe('');
  });
});
