import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/errors.js';
import { readCsv } from './read-csv.js';

const statusOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof HttpError ? `${error.statusCode} ${error.message}` : String(error);
  }
  return 'no error';
};

describe('readCsv', () => {
  it('counts file lines through blank lines, CRLF and quoted line breaks', () => {
    const text = '\uFEFFName,Cost Price\r\n"Syrup\r\n100ml",2\r\n\r\nAspirin,$3\r\n,4\r\nZinc,1.5';
    const read = readCsv(text);
    expect(read.totalRows).toBe(4);
    expect(read.products.map((p) => [p.line, p.name, p.costPrice])).toEqual([
      [2, 'Syrup 100ml', '2.00'],
      [7, 'Zinc', '1.50'],
    ]);
    expect(read.skippedRows).toEqual([
      {
        line: 5,
        name: 'Aspirin',
        reason: 'Prices must be plain numbers without currency symbols',
        column: 'cost_price',
        value: '$3',
      },
      { line: 6, name: null, reason: 'Name is required', column: 'name', value: '' },
    ]);
  });

  it('reports extra fields and broken quotes instead of guessing', () => {
    const read = readCsv('name,quantity\nParacetamol, 500mg,2\nGood,1\n"Bad"x,1\n');
    expect(read.products.map((p) => p.name)).toEqual(['Good']);
    expect(read.skippedRows.map((s) => [s.line, s.reason])).toEqual([
      [2, 'The row has more fields than the header (a comma inside an unquoted value?)'],
      [4, 'Malformed quotes'],
    ]);
  });

  it('guesses a semicolon delimiter and ignores trailing empty cells', () => {
    const read = readCsv('NAME;BARCODE;QUANTITY;;\nAspirin;123;5;;\n');
    expect(read.products).toEqual([expect.objectContaining({ name: 'Aspirin', barcode: '123', quantity: 5 })]);
  });

  it('answers 400 without a name column or without rows', () => {
    expect(statusOf(() => readCsv('barcode,quantity\n1,2\n'))).toBe('400 The CSV file needs a "name" column.');
    expect(statusOf(() => readCsv('name,barcode\r\n\r\n'))).toBe('400 The CSV file has no product rows.');
    expect(statusOf(() => readCsv(''))).toBe('400 The CSV file needs a "name" column.');
  });
});
