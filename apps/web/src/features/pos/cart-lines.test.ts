import type { CartDraft } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartKey,
  cartLotOf,
  draftOf,
  linesFromDraft,
  saleItemsOf,
  shortLots,
  switchLineUnit,
  unitsInCart,
  withCurrentStock,
  withLotStock,
} from './cart-lines';
import { buildCatalog } from './catalog';
import { posProduct } from './test-products';

const product = posProduct({ id: 4, name: 'Cetirizine 10mg', barcode: 'CET10' }, [
  { availableUnits: 25, unitsPerBox: 10, retailPrice: '30.00' },
]);
const lot = cartLotOf(product, product.expiryDates[0] as never);

describe('cart lines', () => {
  it('keep the product on every line through the domain rules', () => {
    const lines = switchLineUnit(addLine([], lot, 1, 'box'), 0, 'unit');
    expect(lines[0]).toMatchObject({
      productId: 4,
      barcode: 'CET10',
      quantity: 10,
      unitType: 'unit',
      unitPrice: '3.00',
    });
  });

  it('count the lines of one lot together against its stock', () => {
    const fine = addLine(addLine([], lot, 2, 'box'), lot, 5, 'unit');
    expect(unitsInCart(fine, lot.inventoryId)).toBe(25);
    expect(shortLots(fine).size).toBe(0);
    const short = addLine(fine, lot, 1, 'unit');
    expect([...shortLots(short)]).toEqual([lot.inventoryId]);
  });

  it('take the stock the latest preload reports, 0 for a lot that is gone', () => {
    const lines = addLine([], lot, 1, 'unit');
    const fewer = posProduct({ id: 4, name: 'Cetirizine 10mg', barcode: 'CET10' }, [{ availableUnits: 3 }]);
    expect(withCurrentStock(lines, buildCatalog([fewer]))[0]?.availableUnits).toBe(3);
    expect(withCurrentStock(lines, buildCatalog([]))[0]?.availableUnits).toBe(0);
    expect(withLotStock(lines, lot.inventoryId, 0)[0]?.availableUnits).toBe(0);
  });

  it('become the items of a sale and a key that changes with the cart, payment or tax', () => {
    const lines = addLine([], lot, 2, 'box');
    expect(saleItemsOf(lines)).toEqual([{ inventoryId: lot.inventoryId, quantity: 2, unitType: 'box' }]);
    expect(cartKey(lines, 'cash', 0)).toBe(cartKey(addLine([], lot, 2, 'box'), 'cash', 0));
    expect(cartKey(lines, 'cash', 0)).not.toBe(cartKey(lines, 'card', 0));
    expect(cartKey(lines, 'cash', 0)).not.toBe(cartKey(lines, 'cash', 8));
    expect(cartKey(lines, 'cash', 0)).not.toBe(cartKey(addLine([], lot, 3, 'box'), 'cash', 0));
  });
});

describe('held carts', () => {
  it('save the lines with names and totals, and come back priced from the preload', () => {
    const lines = addLine([], lot, 2, 'unit');
    const body = draftOf(lines, { subtotal: '6.00', total: '6.00' }, { draftName: 'Table 2', customerName: '' });
    expect(body).toMatchObject({ draftName: 'Table 2', customerName: null, subtotal: '6.00' });
    const draft: CartDraft = {
      id: 1,
      draftName: 'Table 2',
      customerName: null,
      subtotal: '6.00',
      total: '6.00',
      updatedAt: '2026-01-01T10:00:00Z',
      cartItems: [
        ...(body.cartItems ?? []).map((item) => ({ ...item, unitPrice: '3.00', totalPrice: '6.00' })),
        {
          inventoryId: 999,
          productName: 'Gone',
          quantity: 1,
          unitType: 'unit' as const,
          unitPrice: '1.00',
          totalPrice: '1.00',
        },
      ],
    };
    const back = linesFromDraft(draft, buildCatalog([product]));
    expect(back.missing).toBe(1);
    expect(back.lines).toEqual(lines);
  });
});
