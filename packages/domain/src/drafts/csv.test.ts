import { describe, expect, it } from 'vitest';
import { csvColumns, csvTemplate, readCsvRow } from './csv.js';

describe('readCsvRow', () => {
  it('reads a full row and fills the defaults of a name-only row', () => {
    expect(
      readCsvRow({
        name: ' Paracetamol 500mg ',
        barcode: '622100',
        category: 'Medicines',
        quantity: '10',
        cost_price: '1.5',
        retail_price: '2.755',
        units_per_box: '20',
        expiration_date: '2027-06-30',
        batch_number: ' B2406A ',
      }),
    ).toEqual({
      product: {
        name: 'Paracetamol 500mg',
        barcode: '622100',
        category: 'medications',
        quantity: 10,
        unitsPerBox: 20,
        costPrice: '1.50',
        retailPrice: '2.76',
        expirationDate: '2027-06-30',
        batchNumber: 'B2406A',
      },
    });
    expect(readCsvRow({ name: 'Aspirin' })).toEqual({
      product: {
        name: 'Aspirin',
        barcode: '',
        category: 'other',
        quantity: 1,
        unitsPerBox: 1,
        costPrice: null,
        retailPrice: null,
        expirationDate: null,
        batchNumber: null,
      },
    });
  });

  it.each([
    [{ name: '' }, 'Name is required', 'name'],
    [{ name: 'A', cost_price: '$12' }, 'Prices must be plain numbers without currency symbols', 'cost_price'],
    [{ name: 'A', retail_price: '12 IQD' }, 'Prices must be plain numbers without currency symbols', 'retail_price'],
    [{ name: 'A', cost_price: '1,500' }, 'Prices must be plain numbers without currency symbols', 'cost_price'],
    [{ name: 'A', cost_price: '-3' }, 'Prices cannot be negative', 'cost_price'],
    [{ name: 'A', quantity: 'ten' }, 'Quantity must be a whole number of 0 or more', 'quantity'],
    [{ name: 'A', quantity: '2.5' }, 'Quantity must be a whole number of 0 or more', 'quantity'],
    [{ name: 'A', units_per_box: '0' }, 'Units per box must be a whole number of at least 1', 'units_per_box'],
    [{ name: 'A', expiration_date: '30/06/2027' }, 'Dates must be written YYYY-MM-DD', 'expiration_date'],
    [{ name: 'A', expiration_date: '2027-02-30' }, 'Dates must be written YYYY-MM-DD', 'expiration_date'],
  ])('%j is skipped: %s', (cells, reason, column) => {
    expect(readCsvRow(cells)).toMatchObject({ skip: { reason, column } });
  });

  it('offers a template with every column and two rows', () => {
    const lines = csvTemplate.trim().split('\r\n');
    expect(lines[0]).toBe(csvColumns.join(','));
    expect(lines).toHaveLength(3);
  });
});
