import { describe, expect, it } from 'vitest';
import { fileSizeText, isCsvFile, isImageFile } from './picked-files';

describe('picked files', () => {
  it.each([
    [{ name: 'stock.csv', type: 'text/csv' }, true],
    [{ name: 'STOCK.CSV', type: 'application/vnd.ms-excel' }, true],
    [{ name: 'export', type: 'text/csv' }, true],
    [{ name: 'stock.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, false],
    [{ name: 'notes.txt', type: 'text/plain' }, false],
  ])('%j is a CSV file: %s', (file, csv) => {
    expect(isCsvFile(file)).toBe(csv);
  });

  it('takes images only for the receipt scanner', () => {
    expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
  });

  it('writes sizes for people', () => {
    expect([fileSizeText(820), fileSizeText(14_540), fileSizeText(3_250_000)]).toEqual(['820 B', '14.2 KB', '3.1 MB']);
  });
});
