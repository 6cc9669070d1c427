import { describe, expect, it } from 'vitest';
import type { MarketplaceInventoryItem } from '@assist/domain';
import {
  addToDraft,
  clampQuantity,
  draftTotal,
  lineTotal,
  lineUnitPrice,
  removeFromDraft,
  setQuantity,
} from './purchase-draft';

const item = (over: Partial<MarketplaceInventoryItem> = {}): MarketplaceInventoryItem => ({
  supplierId: 7,
  supplierName: 'MedSupply',
  marketplaceId: 3,
  unitPrice: '2.50',
  lots: 1,
  productName: 'Amoxicillin 500',
  barcode: '111',
  category: 'medications',
  availableQuantity: 25,
  availableBoxes: 2,
  unitsPerBox: 10,
  retailPrice: '25.00',
  currency: 'USD',
  expiryDate: '2027-05-01',
  ...over,
});

describe('clampQuantity', () => {
  it.each([
    [5, 10, 5],
    [0, 10, 1],
    [-3, 10, 1],
    [11, 10, 10],
    ['abc', 10, 1],
    ['', 10, 1],
    ['7', 10, 7],
    [2.7, 10, 2],
  ])('%s of %s available -> %s', (value, available, expected) => {
    expect(clampQuantity(value, available)).toBe(expected);
  });
});

describe('a purchase draft', () => {
  it('adds a product once, one more unit each time, never past what is available', () => {
    let lines = addToDraft([], item({ availableQuantity: 2 }));
    lines = addToDraft(lines, item({ availableQuantity: 2 }));
    lines = addToDraft(lines, item({ availableQuantity: 2 }));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
  });

  it('keeps a typed quantity within 1..available and removes lines', () => {
    let lines = addToDraft([], item());
    lines = setQuantity(lines, '111', 400);
    expect(lines[0]?.quantity).toBe(25);
    lines = setQuantity(lines, '111', 'x');
    expect(lines[0]?.quantity).toBe(1);
    expect(removeFromDraft(lines, '111')).toEqual([]);
  });

  it('totals as the request will charge: whole boxes at the box price, one rounding per line', () => {
    let lines = addToDraft([], item({ barcode: 'a', retailPrice: '25.00', unitsPerBox: 10 }));
    lines = addToDraft(lines, item({ barcode: 'b', retailPrice: '10.00', unitsPerBox: 3 }));
    lines = setQuantity(setQuantity(lines, 'a', 3), 'b', 3);
    expect(lineUnitPrice(lines[1] ?? { retailPrice: null, unitsPerBox: 1, currency: 'USD' })).toBe('3.33');
    // 3 units at 2.50 + a whole box at 10.00 (never 3 x 3.33 = 9.99).
    expect(draftTotal(lines)).toBe('17.50');
  });

  it('2 boxes of 6 at 5,750 IQD are 11,500, not 11,499.96', () => {
    const lines = setQuantity(
      addToDraft([], item({ retailPrice: '5750.00', unitsPerBox: 6, currency: 'IQD', availableQuantity: 60 })),
      '111',
      12,
    );
    expect(lineTotal(lines[0]!)).toBe('11500.00');
  });

  it('has no total when a price is hidden', () => {
    const lines = addToDraft([], item({ retailPrice: null }));
    expect(draftTotal(lines)).toBeNull();
  });
});
