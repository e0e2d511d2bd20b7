/**
 * Reading an 'Import CSV' file: its rows by their header, and what must be corrected before any row
 * is checked (a file that cannot be read, rows without a message and no default message). The same
 * code in the dialog and the preview handler. A module of its own so that the CSV parser loads with
 * the import dialog, not with Manage Invitations (which reads invitation-import.ts for its labels).
 */
import { CsvParseError, parseCsv } from './csv-parse';
import { INVITATION_IMPORT_MESSAGES as M, MAX_IMPORT_ROWS, type ImportPreviewInput, type ImportRow } from './invitation-import';

const HEADER_ALIASES: Record<string, keyof Omit<ImportRow, 'line'> | 'name'> = {
  'first name': 'firstName', firstname: 'firstName', first: 'firstName', 'given name': 'firstName',
  'last name': 'lastName', lastname: 'lastName', last: 'lastName', surname: 'lastName', 'family name': 'lastName',
  name: 'name', 'full name': 'name',
  email: 'email', 'email address': 'email', 'e-mail': 'email', mail: 'email',
  audience: 'audience', type: 'audience',
  message: 'personalMessage', 'personal message': 'personalMessage', note: 'personalMessage',
};

const normaliseHeader = (value: string) => value.trim().toLowerCase().replace(/[_\s]+/g, ' ');

/** 'Mary Ann Evans' -> Mary Ann / Evans: the last word is the last name. */
const splitName = (name: string): [string, string] => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return [words[0] ?? '', ''];
  return [words.slice(0, -1).join(' '), words[words.length - 1]!];
};

export type ParsedImport = { ok: true; rows: ImportRow[] } | { ok: false; message: string };

/** The rows of an import file, or why the file cannot be read. Blank lines are skipped. */
export const parseImportFile = (text: string): ParsedImport => {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvParseError) return { ok: false, message: M.unreadable(error.message) };
    throw error;
  }
  const [header, ...body] = records;
  const columns = (header ?? []).map((cell) => HEADER_ALIASES[normaliseHeader(cell)]);
  const has = (name: string) => columns.includes(name as never);
  const missing = [
    ...(has('email') ? [] : ['email']),
    ...(has('audience') ? [] : ['audience']),
    ...(has('name') || (has('firstName') && has('lastName')) ? [] : ['first name and last name (or name)']),
  ];
  if (missing.length > 0) return { ok: false, message: M.missingColumns(missing) };
  const rows: ImportRow[] = [];
  body.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cell = (name: string) => {
      const at = columns.indexOf(name as never);
      return at >= 0 ? (record[at] ?? '').trim() : '';
    };
    const [firstFromName, lastFromName] = splitName(cell('name'));
    rows.push({
      line: index + 2,
      firstName: cell('firstName') || firstFromName,
      lastName: cell('lastName') || lastFromName,
      email: cell('email'),
      audience: cell('audience'),
      personalMessage: cell('personalMessage'),
    });
  });
  if (rows.length === 0) return { ok: false, message: M.empty };
  if (rows.length > MAX_IMPORT_ROWS) return { ok: false, message: M.tooManyRows };
  return { ok: true, rows };
};

/** Rows whose message cell is empty (or that have no message column): they take the default message. */
export const rowsWithoutMessage = (rows: readonly ImportRow[]): number => rows.filter((row) => row.personalMessage === '').length;

/** What is wrong with a preview's input, as an error on the form's field it speaks of. */
export type ImportInputCheck = { ok: true; rows: ImportRow[] } | { ok: false; field: 'csv' | 'defaultMessage'; message: string };

/**
 * The file's rows, or the field to correct first: a file that cannot be read, or rows without a
 * message while the default message is empty (each would preview as "Personal message is required",
 * hiding what the preview is for). The browser checks it before asking; the server again.
 */
export const checkImportInput = ({ csv, defaultMessage }: ImportPreviewInput): ImportInputCheck => {
  const parsed = parseImportFile(csv);
  if (!parsed.ok) return { ok: false, field: 'csv', message: parsed.message };
  if (rowsWithoutMessage(parsed.rows) > 0 && defaultMessage.trim() === '') {
    return { ok: false, field: 'defaultMessage', message: M.defaultMessageRequired };
  }
  return { ok: true, rows: parsed.rows };
};
