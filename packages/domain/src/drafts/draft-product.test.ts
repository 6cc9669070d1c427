import { describe, expect, it } from 'vitest';
import { boxesOfQuantity, DraftProductInput, receiptLineOf, SaveableProduct, withRowIds } from './draft-product.js';

const full = {
  name: 'Paracetamol 500mg',
  barcode: '6221234567890',
  category: 'medicines',
  quantity: 2,
  unitsPerBox: 10,
  costPrice: '1.5',
  retailPrice: 2.5,
  expirationDate: '2027-01-31',
};

describe('DraftProductInput', () => {
  it('fills the spec defaults and accepts the other spellings of name and expiry', () => {
    expect(
      DraftProductInput.parse({ productName: 'Aspirin', expiryDate: '2027-02-01', quantity: '', costPrice: '' }),
    ).toEqual({
      id: undefined,
      name: 'Aspirin',
      barcode: '',
      category: 'other',
      quantity: 1,
      quantityType: 'box',
      unitsPerBox: 1,
      costPrice: null,
      retailPrice: null,
      expirationDate: '2027-02-01',
      batchNumber: null,
      supplierId: null,
    });
    expect(DraftProductInput.parse(full)).toMatchObject({
      category: 'medications',
      costPrice: '1.50',
      retailPrice: '2.50',
    });
  });

  it.each([
    [{ quantity: -1 }, 'Quantity cannot be negative'],
    [{ quantity: 1.5 }, 'Quantity must be a whole number'],
    [{ unitsPerBox: 0 }, 'Units per box must be at least 1'],
    [{ costPrice: -2 }, 'Cost price cannot be negative'],
    [{ expirationDate: '31/01/2027' }, 'Expiry date must be a valid date (YYYY-MM-DD)'],
    [{ quantityType: 'pallet' }, undefined],
  ])('%j breaks a bound', (change, message) => {
    const result = DraftProductInput.safeParse({ ...full, ...change });
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('saving a draft product into stock', () => {
  const value = (change: object) => DraftProductInput.parse({ ...full, ...change });

  it.each([
    [{ name: ' ' }, 'Please fill in all required fields (name, cost price, retail price) for all products.'],
    [{ costPrice: null }, 'Please fill in all required fields (name, cost price, retail price) for all products.'],
    [{ retailPrice: '' }, 'Please fill in all required fields (name, cost price, retail price) for all products.'],
    [{ quantity: 0 }, 'Quantity must be at least 1'],
    [
      { quantity: 25, quantityType: 'unit' },
      'A quantity in units must fill whole boxes (a multiple of units per box).',
    ],
    [{ expirationDate: '' }, 'Every product needs an expiry date (YYYY-MM-DD) before it goes into stock.'],
  ])('%j -> %s', (change, message) => {
    expect(receiptLineOf(value(change))).toEqual({ message });
    expect(SaveableProduct.safeParse({ ...full, ...change }).error?.issues[0]?.message).toBe(message);
  });

  it('turns a unit quantity into whole boxes', () => {
    expect(receiptLineOf(value({ quantity: 30, quantityType: 'unit' }))).toMatchObject({
      line: { boxes: 3, unitsPerBox: 10, costPrice: '1.50', expiryDate: '2027-01-31' },
    });
    expect(boxesOfQuantity(4, 'box', 10)).toBe(4);
    expect(boxesOfQuantity(25, 'unit', 10)).toBeNull();
  });
});

describe('withRowIds', () => {
  it('keeps free ids and numbers the rest past the ids in use', () => {
    const rows = [{ id: 'p1' }, {}, { id: 'line-3' }, { id: 'p1' }, {}].map((r) =>
      DraftProductInput.parse({ ...full, ...r }),
    );
    expect(withRowIds(rows).map((r) => r.id)).toEqual(['p1', 'p2', 'line-3', 'p3', 'p4']);
  });
});
