import type { SaleLine } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { receiptLines } from './receipt-lines';

const item = (
  id: number,
  productId: number,
  quantity: number,
  unitType: 'box' | 'unit',
  unitPrice: string,
): SaleLine => ({
  id,
  inventoryId: id * 10,
  productId,
  productName: `Product ${productId}`,
  barcode: null,
  quantity,
  unitType,
  unitPrice,
  totalPrice: (Number(unitPrice) * quantity).toFixed(2),
  returnedQuantity: 0,
  inventory: { product: { name: `Product ${productId}` } },
});

describe('receipt lines', () => {
  it('bring a line sold from several lots back together, keeping different units and prices apart', () => {
    const rows = receiptLines([
      item(1, 7, 1, 'box', '5.00'),
      item(2, 8, 2, 'unit', '0.25'),
      item(3, 7, 2, 'box', '5.00'),
      item(4, 7, 3, 'unit', '0.50'),
      item(5, 7, 1, 'box', '6.00'),
    ]);
    expect(rows.map((r) => [r.id, r.quantity, r.unitType, r.unitPrice, r.totalPrice])).toEqual([
      [1, 3, 'box', '5.00', '15.00'],
      [2, 2, 'unit', '0.25', '0.50'],
      [4, 3, 'unit', '0.50', '1.50'],
      [5, 1, 'box', '6.00', '6.00'],
    ]);
  });
});
