import { describe, expect, it } from 'vitest';
import {
  addProductsForm,
  emptyProductRow,
  firstInvalidField,
  numberFallback,
  numberFallbackOf,
  withFallback,
} from './forms';

const messages = (input: unknown) => addProductsForm.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('Add New Products form', () => {
  it('answers the spec messages for an empty dialog', () => {
    expect(messages({ supplierId: '', orderId: '', products: [emptyProductRow()] })).toEqual([
      'Supplier is required',
      'Order ID is required',
      'Product name is required',
      'Barcode is required',
      'Expiry date is required',
    ]);
  });

  it('parses a filled row as the add-product contract wants it', () => {
    const row = { ...emptyProductRow(), productName: 'Amoxil', barcode: '123', expiryDate: '2027-05-01' };
    const parsed = addProductsForm.parse({ supplierId: '3', orderId: 'INV-9', products: [row] });
    expect(parsed).toEqual({
      supplierId: 3,
      orderId: 'INV-9',
      products: [
        {
          productName: 'Amoxil',
          barcode: '123',
          category: 'none',
          quantity: 1,
          unitsPerBox: 1,
          costPrice: '0.00',
          retailPrice: '0.00',
          expiryDate: '2027-05-01',
          batchNumber: null,
        },
      ],
    });
  });

  it('lets an emptied number field fall back (1 box, 1 unit per box, price 0)', () => {
    expect(withFallback(numberFallback.quantity)('')).toBe('1');
    expect(withFallback(numberFallback.costPrice)('')).toBe('0');
    expect(withFallback(numberFallback.quantity)('7')).toBe('7');
  });

  it('gives the number fields their fallback and the others none', () => {
    expect(numberFallbackOf('unitsPerBox')).toBe('1');
    expect(numberFallbackOf('retailPrice')).toBe('0');
    expect(numberFallbackOf('productName')).toBeUndefined();
    expect(numberFallbackOf('toString')).toBeUndefined();
  });
});

describe('firstInvalidField', () => {
  it.each([
    [{ supplierId: {}, orderId: {} }, 'supplierId'],
    [{ orderId: {}, products: [{ barcode: {} }] }, 'orderId'],
    [{ products: [undefined, { expiryDate: {}, barcode: {} }] }, 'products.1.barcode'],
    [{ products: [{ retailPrice: {} }] }, 'products.0.retailPrice'],
    [{}, undefined],
  ])('%j -> %s', (errors, field) => {
    expect(firstInvalidField(errors)).toBe(field);
  });
});
