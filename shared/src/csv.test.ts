import { describe, expect, it } from 'vitest';
import { csvField, neutraliseFormula, toCsv, UTF8_BOM } from './csv';
import { CsvParseError, parseCsv } from './csv-parse';

describe('csvField (RFC 4180 quoting)', () => {
  it('leaves a plain field bare', () => {
    expect(csvField('Robin Lee')).toBe('Robin Lee');
  });

  it('quotes a field holding a comma, a quote, CR or LF, doubling its quotes', () => {
    expect(csvField('Lee, Robin')).toBe('"Lee, Robin"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('writes nothing for an absent value and digits for a number', () => {
    expect(csvField(undefined)).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });
});

describe('formula-injection protection', () => {
  it.each(['=1+1', '+44 20 7946 0000', '-2', '@SUM(A1)', '\tcmd', '\rcmd'])('escapes %j with a leading apostrophe', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });

  it('leaves other text as it is, a formula character later in the cell included', () => {
    expect(neutraliseFormula('Robin = Lee')).toBe('Robin = Lee');
    expect(neutraliseFormula("'quoted")).toBe("'quoted");
    expect(neutraliseFormula('')).toBe('');
  });

  it('escapes before quoting, so the apostrophe is inside the quotes', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });
});

describe('toCsv', () => {
  it('writes a byte order mark, the header and CRLF after every record', () => {
    expect(toCsv(['a', 'b'], [['1', '2'], ['x,y', undefined]])).toBe(`${UTF8_BOM}a,b\r\n1,2\r\n"x,y",\r\n`);
  });
});

describe('parseCsv', () => {
  it('reads bare and quoted fields, CRLF or LF, with or without a final line break', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([['a', 'b'], ['1', '2']]);
    expect(parseCsv('a,b\n1,2')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('reads quotes, commas and line breaks inside a quoted field', () => {
    expect(parseCsv('"Lee, Robin","say ""hi""","two\r\nlines"\r\n')).toEqual([['Lee, Robin', 'say "hi"', 'two\r\nlines']]);
  });

  it('keeps empty fields, an empty quoted field and a quote inside a bare field', () => {
    expect(parseCsv('a,,""\nab"c,\n')).toEqual([['a', '', ''], ['ab"c', '']]);
  });

  it('drops the byte order mark', () => {
    expect(parseCsv(`${UTF8_BOM}name\nRobin\n`)).toEqual([['name'], ['Robin']]);
  });

  it('reads back what toCsv wrote, the escaped formulas with their apostrophe', () => {
    const rows = [['Lee, Robin', 'a "b"', 'x\ny', '=1+1', 'Zoë']];
    expect(parseCsv(toCsv(['one', 'two', 'three', 'four', 'five'], rows))).toEqual([['one', 'two', 'three', 'four', 'five'], ['Lee, Robin', 'a "b"', 'x\ny', "'=1+1", 'Zoë']]);
  });

  it('refuses an unclosed quoted field, naming the line it opened on', () => {
    const attempt = () => parseCsv('name\n"Robin\nLee');
    expect(attempt).toThrow(CsvParseError);
    expect(attempt).toThrow('line 2');
  });

  it('refuses text after a closing quote', () => {
    expect(() => parseCsv('"Robin"Lee,x\n')).toThrow(/Line 1: text after a closing quote/);
  });

  it('reads an empty text as no records', () => {
    expect(parseCsv('')).toEqual([]);
  });
});
