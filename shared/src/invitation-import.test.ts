import { describe, expect, it } from 'vitest';
import { INVITATION_FORM_MESSAGES } from './messages';
import { audienceOf, IMPORT_DIALOG_MESSAGES as D, INVITATION_IMPORT_MESSAGES as M, MAX_IMPORT_ROWS, validateImportRow } from './invitation-import';
import { checkImportInput, parseImportFile, rowsWithoutMessage } from './invitation-import-file';

const rowsOf = (text: string) => {
  const parsed = parseImportFile(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.rows;
};

describe('parseImportFile', () => {
  it('reads the columns by their header, in any order and case, with line numbers', () => {
    expect(rowsOf('Email,Audience,First Name,Last Name,Message\r\nana@example.com,Member,Ana,Ruiz,"Hello, Ana"\r\n')).toEqual([
      { line: 2, firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', audience: 'Member', personalMessage: 'Hello, Ana' },
    ]);
  });

  it('splits a single name column at its last word, skips blank lines and trims cells', () => {
    expect(rowsOf('name,email,audience\n Mary Ann Evans , mae@example.com ,investor\n\n,,\nCher,cher@example.com,member\n')).toEqual([
      { line: 2, firstName: 'Mary Ann', lastName: 'Evans', email: 'mae@example.com', audience: 'investor', personalMessage: '' },
      { line: 5, firstName: 'Cher', lastName: '', email: 'cher@example.com', audience: 'member', personalMessage: '' },
    ]);
  });

  it('names the missing columns', () => {
    expect(parseImportFile('first name,email\nAna,ana@example.com\n')).toEqual({ ok: false, message: M.missingColumns(['audience', 'first name and last name (or name)']) });
  });

  it('refuses an empty file, one of too many rows, and one the CSV parser cannot read', () => {
    expect(parseImportFile('name,email,audience\n')).toEqual({ ok: false, message: M.empty });
    const many = `name,email,audience\n${Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `A B,a${i}@example.com,member`).join('\n')}`;
    expect(parseImportFile(many)).toEqual({ ok: false, message: M.tooManyRows });
    const broken = parseImportFile('name,email,audience\n"Ana,ana@example.com,member\n');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toMatch(/^The file could not be read as CSV: A quoted field opened on line 2/);
  });
});

describe('audienceOf', () => {
  it.each([
    ['member', 'member'], ['Members', 'member'], ['Land Owner', 'land_owner'], ['land_owner', 'land_owner'], ['LANDOWNERS', 'land_owner'],
    ['investor', 'investor'], ['Investors', 'investor'], ['partner', undefined], ['', undefined],
  ])('%j is %j', (value, audience) => {
    expect(audienceOf(value)).toBe(audience);
  });
});

describe('validateImportRow (the single send form rules)', () => {
  const row = { line: 2, firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', audience: 'Land Owner', personalMessage: '' };

  it('takes the default message for a row without one', () => {
    expect(validateImportRow(row, 'Come and see.')).toEqual({
      ok: true, input: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', audience: 'land_owner', personalMessage: 'Come and see.' },
    });
  });

  it("answers the send form's own messages", () => {
    expect(validateImportRow({ ...row, email: 'not-an-address' }, 'Hi')).toEqual({ ok: false, message: INVITATION_FORM_MESSAGES.emailInvalid });
    expect(validateImportRow({ ...row, lastName: '' }, 'Hi')).toEqual({ ok: false, message: INVITATION_FORM_MESSAGES.lastNameRequired });
    expect(validateImportRow(row, '')).toEqual({ ok: false, message: INVITATION_FORM_MESSAGES.personalMessageRequired });
    expect(validateImportRow({ ...row, audience: 'Partner' }, 'Hi')).toEqual({ ok: false, message: M.audienceInvalid('Partner') });
  });
});

describe('checkImportInput (what the dialog and the server refuse before any row is checked)', () => {
  const withMessages = 'name,email,audience,message\nAna Ruiz,ana@example.com,member,Hello Ana\nBo Lee,bo@example.com,investor,Hello Bo\n';
  const oneWithout = 'name,email,audience,message\nAna Ruiz,ana@example.com,member,Hello Ana\nBo Lee,bo@example.com,investor,\n';
  const noColumn = 'name,email,audience\nAna Ruiz,ana@example.com,member\nBo Lee,bo@example.com,investor\n';

  it('counts the rows that take the default message', () => {
    expect(rowsWithoutMessage(rowsOf(withMessages))).toBe(0);
    expect(rowsWithoutMessage(rowsOf(oneWithout))).toBe(1);
    expect(rowsWithoutMessage(rowsOf(noColumn))).toBe(2);
  });

  it('asks for the default message when a row has none and the box is empty or blank', () => {
    const refusal = { ok: false, field: 'defaultMessage', message: M.defaultMessageRequired };
    expect(checkImportInput({ csv: noColumn, defaultMessage: '' })).toEqual(refusal);
    expect(checkImportInput({ csv: oneWithout, defaultMessage: '  \n ' })).toEqual(refusal);
  });

  it('takes an empty box when every row has its own message, and any file with a default message', () => {
    expect(checkImportInput({ csv: withMessages, defaultMessage: '' })).toMatchObject({ ok: true, rows: [{ line: 2 }, { line: 3 }] });
    expect(checkImportInput({ csv: noColumn, defaultMessage: 'Come and see.' })).toMatchObject({ ok: true });
  });

  it('names the file first when it cannot be read', () => {
    expect(checkImportInput({ csv: 'first name,email\nAna,ana@example.com\n', defaultMessage: '' })).toEqual({
      ok: false, field: 'csv', message: M.missingColumns(['audience', 'first name and last name (or name)']),
    });
  });
});

describe('defaultMessageHelp', () => {
  it('says whether the box is required for the chosen file', () => {
    expect(D.defaultMessageHelp(undefined)).toBe('Required when a row of the file has no message.');
    expect(D.defaultMessageHelp(0)).toBe('Every row of this file has its own message: this box is not used.');
    expect(D.defaultMessageHelp(1)).toBe('Required: 1 row of this file has no message and gets this one.');
    expect(D.defaultMessageHelp(3)).toBe('Required: 3 rows of this file have no message and get this one.');
  });
});
