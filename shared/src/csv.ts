/**
 * CSV as RFC 4180 writes it (fields separated by commas, records by CRLF; a field holding a comma,
 * a quote, CR or LF is quoted, its quotes doubled), with protection against formula injection: a
 * spreadsheet runs a cell that starts with = + - @ (or a tab or CR, which some strip before looking)
 * as a formula, so such a cell is written with a leading apostrophe, which spreadsheets show as text
 * (OWASP, "CSV Injection"). Reading a file is csv-parse.ts.
 *
 * The exported file starts with a byte order mark so that Excel reads it as UTF-8 (names with
 * accents); `parseCsv` drops it.
 */

/** The first characters that make a spreadsheet read a cell as a formula. */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

export const UTF8_BOM = '\uFEFF';

/** The cell as text a spreadsheet will not evaluate. */
export const neutraliseFormula = (value: string): string => (value.length > 0 && FORMULA_TRIGGERS.has(value[0]!) ? `'${value}` : value);

/** One field, quoted when RFC 4180 requires it. */
export const csvField = (value: string | number | undefined | null): string => {
  const text = neutraliseFormula(value === undefined || value === null ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const csvRecord = (fields: readonly (string | number | undefined | null)[]): string => fields.map(csvField).join(',');

/** A whole file: a header and the rows, CRLF after each record, with a byte order mark. */
export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number | undefined | null)[])[]): string =>
  UTF8_BOM + [header, ...rows].map((row) => `${csvRecord(row)}\r\n`).join('');
