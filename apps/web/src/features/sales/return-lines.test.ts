import { salesMessages } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { clampTyped, returnRequest, returnable } from './return-lines';

const line = (id: number, quantity: number, returnedQuantity: number) => ({
  id,
  inventoryId: id,
  productId: id,
  productName: `P${id}`,
  barcode: null,
  quantity,
  unitType: 'unit' as const,
  unitPrice: '1.00',
  totalPrice: '1.00',
  returnedQuantity,
  inventory: { product: { name: `P${id}` } },
});
const sale = { id: 9, items: [line(1, 5, 2), line(2, 1, 0)] };

describe('return lines', () => {
  it('know what is left to return', () => {
    expect(returnable(sale)).toEqual(
      new Map([
        [1, 3],
        [2, 1],
      ]),
    );
  });

  it.each([
    ['4', 3],
    ['3', 3],
    ['-1', 0],
    ['', 0],
    ['2.7', 2],
    ['abc', 0],
  ])('clamp %j to %s when 5 were sold and 2 returned', (text, expected) => {
    expect(clampTyped(text, 5, 2)).toBe(expected);
  });

  it('need at least one quantity above 0', () => {
    const result = returnRequest(sale, [
      { saleItemId: 1, quantity: '0', reason: '' },
      { saleItemId: 2, quantity: '', reason: 'Damaged' },
    ]);
    expect(result).toEqual({ ok: false, message: salesMessages.returnNothing });
  });

  it('need a reason on every line returned', () => {
    const result = returnRequest(sale, [
      { saleItemId: 1, quantity: '1', reason: 'Damaged' },
      { saleItemId: 2, quantity: '1', reason: '  ' },
    ]);
    expect(result).toEqual({ ok: false, message: salesMessages.returnReason });
  });

  it('send only the lines returned, clamped, with trimmed reasons', () => {
    const result = returnRequest(sale, [
      { saleItemId: 1, quantity: '9', reason: ' Wrong item ' },
      { saleItemId: 2, quantity: '0', reason: '' },
    ]);
    expect(result).toEqual({
      ok: true,
      body: { saleId: 9, items: [{ saleItemId: 1, quantity: 3, reason: 'Wrong item' }] },
    });
  });
});
