import { describe, expect, it } from 'vitest';
import { fieldErrors, optionalMultilineText, requiredText } from './fields';
import * as z from 'zod';

const form = z.object({ firstName: requiredText('First name', 'First name is required', 100), notes: optionalMultilineText('Notes', 500) });
const errorOf = (input: unknown) => {
  const result = form.safeParse(input);
  return result.success ? undefined : fieldErrors(result.error);
};

describe('single-line fields', () => {
  it.each([
    ['a line break', 'Ann\nSmith'],
    ['a carriage return', 'Ann\rSmith'],
    ['a tab', 'Ann\tSmith'],
    ['a NUL', 'Ann\u0000'],
    ['an escape', '\u001b[31mAnn'],
    ['a right-to-left override', 'Ann\u202Egnp.exe'],
    ['a direction isolate', '\u2066Ann'],
    ['a line separator', 'Ann\u2028Smith'],
  ])('refuse %s with a readable message', (_what, value) => {
    expect(errorOf({ firstName: value })?.firstName).toBe(
      'First name must be one line of plain text, without line breaks, tabs or invisible control characters.',
    );
  });

  it('accept accents and other scripts, trimmed and normalised', () => {
    expect(form.parse({ firstName: '  Zoë 李 ' }).firstName).toBe('Zoë 李');
    expect(form.parse({ firstName: 'Zoe\u0308' }).firstName).toBe('Zoë');
  });
});

describe('multi-line fields', () => {
  it('keep line breaks and tabs but refuse other controls and direction overrides', () => {
    expect(form.parse({ firstName: 'A', notes: 'one\r\ntwo\tthree' }).notes).toBe('one\r\ntwo\tthree');
    expect(errorOf({ firstName: 'A', notes: 'x\u202Ey' })?.notes).toBe('Notes contains invisible control characters. Please retype it.');
    expect(errorOf({ firstName: 'A', notes: 'x\u0007' })?.notes).toBe('Notes contains invisible control characters. Please retype it.');
  });
});
