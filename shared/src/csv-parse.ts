/**
 * Reading CSV: what any spreadsheet exports (quoted or bare fields, CRLF or LF, a final line break or
 * none, a UTF-8 byte order mark). Apart from the writer (csv.ts) so that a page that only exports
 * does not load it: the import dialog does, on demand.
 */
import { UTF8_BOM } from './csv';

export class CsvParseError extends Error {
  constructor(
    message: string,
    /** 1-based line of the file where the problem is. */
    readonly line: number,
  ) {
    super(message);
    this.name = 'CsvParseError';
  }
}

/**
 * The records of a CSV text, each an array of fields as written (no trimming, no formula handling).
 * A quote inside a bare field is kept as text (as spreadsheets do); an unclosed quoted field, or text
 * after a closing quote, is an error naming the line.
 */
export const parseCsv = (input: string): string[][] => {
  const text = input.startsWith(UTF8_BOM) ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let line = 1;
  let i = 0;
  // Whether the current field was quoted, and whether the current record has any content yet.
  let quoted = false;
  let started = false;
  const endField = () => {
    record.push(field);
    field = '';
    quoted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
    started = false;
  };
  while (i < text.length) {
    const char = text[i]!;
    if (char === '"' && field === '' && !quoted) {
      // A quoted field: read to its closing quote, "" standing for one quote.
      quoted = true;
      started = true;
      const openedOn = line;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new CsvParseError(`A quoted field opened on line ${openedOn} is never closed.`, openedOn);
        const inner = text[i]!;
        if (inner === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (inner === '\n') line += 1;
        field += inner;
        i += 1;
      }
      const after = text[i];
      if (after !== undefined && after !== ',' && after !== '\r' && after !== '\n') {
        throw new CsvParseError(`Line ${line}: text after a closing quote; a quote inside a field is written as two quotes ("").`, line);
      }
      continue;
    }
    if (char === ',') {
      started = true;
      endField();
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      continue;
    }
    started = true;
    field += char;
    i += 1;
  }
  if (started || field !== '' || record.length > 0) endRecord();
  return records;
};
