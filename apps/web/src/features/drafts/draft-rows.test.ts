import { describe, expect, it } from 'vitest';
import {
  draftInputOf,
  draftRowProblem,
  type EditableProduct,
  editableOf,
  editableOfReceipt,
  emptyEditable,
  receiptSaveProblem,
  saveRowProblem,
} from './draft-rows';

const ready = (change: Partial<EditableProduct> = {}): EditableProduct => ({
  ...emptyEditable(),
  name: 'Paracetamol 500mg',
  quantity: '2',
  unitsPerBox: '10',
  costPrice: '1.50',
  retailPrice: '2.50',
  expirationDate: '2027-06-30',
  ...change,
});

describe('draft rows as inputs', () => {
  it('reads a receipt line: the printed price of one is the cost per box, category other', () => {
    const row = editableOfReceipt({ name: 'Zinc 50mg', quantity: 3, price: '4.00', lineTotal: '12.00' });
    expect(row).toMatchObject({
      name: 'Zinc 50mg',
      quantity: '3',
      unitsPerBox: '1',
      costPrice: '4.00',
      retailPrice: '',
      batchNumber: '',
      category: 'other',
      expirationDate: '',
    });
    const lot = editableOfReceipt({
      name: 'Zinc 50mg',
      quantity: 1,
      price: '4.00',
      lineTotal: '4.00',
      batchNumber: 'Z9',
    });
    expect(lot.batchNumber).toBe('Z9');
  });

  it('keeps a stored row id, so a batch save removes exactly the saved rows', () => {
    const stored = {
      id: 'p7',
      name: 'Aspirin',
      barcode: '',
      category: 'medications' as const,
      quantity: 0,
      quantityType: 'box' as const,
      unitsPerBox: 1,
      costPrice: null,
      retailPrice: '3.00',
      expirationDate: null,
      supplierId: null,
    };
    const row = editableOf(stored);
    expect(row).toMatchObject({ key: 'p7', id: 'p7', quantity: '0', costPrice: '', retailPrice: '3.00' });
    expect(draftInputOf(row)).toMatchObject({ id: 'p7', name: 'Aspirin', quantityType: 'box', costPrice: '' });
  });

  it('gives every new row its own key', () => {
    expect(emptyEditable().key).not.toBe(emptyEditable().key);
  });
});

describe('checks before a save', () => {
  it('keeps unfinished rows in a draft but refuses broken bounds', () => {
    expect(draftRowProblem([ready({ costPrice: '', expirationDate: '' })])).toBeNull();
    expect(draftRowProblem([ready(), ready({ costPrice: '-1' })])).toEqual({
      index: 1,
      message: 'Cost price cannot be negative',
    });
    expect(draftRowProblem([ready({ unitsPerBox: '0' })])?.message).toBe('Units per box must be at least 1');
  });

  it.each([
    [{ costPrice: '' }, 'Please fill in all required fields (name, cost price, retail price) for all products.'],
    [{ name: ' ' }, 'Please fill in all required fields (name, cost price, retail price) for all products.'],
    [{ quantity: '0' }, 'Quantity must be at least 1'],
    [{ expirationDate: '' }, 'Every product needs an expiry date (YYYY-MM-DD) before it goes into stock.'],
  ])('a row going into stock with %j: %s', (change, message) => {
    expect(saveRowProblem([ready(), ready(change)])).toEqual({ index: 1, message });
    expect(saveRowProblem([ready()])).toBeNull();
  });

  it.each([
    [[], { kind: 'noProducts' }],
    [[ready(), ready({ name: '' })], { kind: 'missingName', index: 1 }],
    [[ready({ retailPrice: '' })], { kind: 'missingRetailPrice', index: 0 }],
    [[ready({ unitsPerBox: '' })], { kind: 'missingUnitsPerBox', index: 0 }],
    [[ready({ unitsPerBox: '0' })], { kind: 'missingUnitsPerBox', index: 0 }],
    [
      [ready({ expirationDate: '' })],
      {
        kind: 'other',
        index: 0,
        message: 'Every product needs an expiry date (YYYY-MM-DD) before it goes into stock.',
      },
    ],
    [[ready()], null],
  ])('the scanner save of %j answers %j', (rows, problem) => {
    expect(receiptSaveProblem(rows as EditableProduct[])).toEqual(problem);
  });
});
