import { describe, expect, it } from 'vitest';
import { draftSupplierIdOf, newSupplierChoice, supplierOfChoice } from './receipt-supplier-choice';

describe('supplierOfChoice', () => {
  const read = { name: ' Tigris Pharma ', phone: '0780 555 0101' };
  it.each([
    ['12', read, { supplierId: '12' }],
    [newSupplierChoice, read, { newSupplier: { name: 'Tigris Pharma', phone: '0780 555 0101' } }],
    [newSupplierChoice, { name: null, phone: '0780' }, null],
    ['', read, null],
  ] as const)('%s -> %j', (choice, supplier, body) => {
    expect(supplierOfChoice(choice, supplier)).toEqual(body);
  });

  it('keeps "new" out of a draft', () => {
    expect(draftSupplierIdOf(newSupplierChoice)).toBeNull();
    expect(draftSupplierIdOf('')).toBeNull();
    expect(draftSupplierIdOf('7')).toBe('7');
  });
});
