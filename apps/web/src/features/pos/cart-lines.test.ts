import type { CartDraft } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartKey,
  draftOf,
  linesFromDraft,
  planCart,
  saleItemsOf,
  switchLineUnit,
  unitsInCart,
  withCurrentStock,
  withLotStock,
} from './cart-lines';
import { buildCatalog } from './catalog';
import { posProduct } from '../../offline/test-products';

const today = '2026-11-25';
// Lot 400: 10 units expiring first; lot 401: 40 units later; 10 a box at 30.00.
const product = posProduct({ id: 4, name: 'Cetirizine 10mg', barcode: 'CET10' }, [
  { date: '2026-12-01', availableUnits: 10, unitsPerBox: 10, retailPrice: '30.00' },
  { date: '2027-06-01', availableUnits: 40, unitsPerBox: 10, retailPrice: '30.00' },
]);

describe('cart lines', () => {
  it('are products: 3 boxes take the 10-unit lot and then the next one', () => {
    const [line] = planCart(addLine([], product, null, 3, 'box'), today);
    expect(line).toMatchObject({
      productId: 4,
      barcode: 'CET10',
      unitPrice: '30.00',
      totalPrice: '90.00',
      short: false,
    });
    expect(line?.plan.parts.map((p) => [p.inventoryId, p.quantity])).toEqual([
      [400, 1],
      [401, 2],
    ]);
    expect(saleItemsOf(planCart(addLine([], product, null, 3, 'box'), today))).toEqual([
      { inventoryId: 400, quantity: 1, unitType: 'box' },
      { inventoryId: 401, quantity: 2, unitType: 'box' },
    ]);
  });

  it('merge the same product, unit type and lot choice; a pinned line keeps to its lot', () => {
    let lines = addLine(addLine([], product, null, 1, 'unit'), product, null, 2, 'unit');
    expect(lines).toHaveLength(1);
    lines = addLine(lines, product, 401, 5, 'box');
    const shown = planCart(lines, today);
    expect(shown[1]).toMatchObject({ pinnedLot: 401, short: true, inventoryId: 401 });
    expect(shown[1]?.plan).toMatchObject({ askedUnits: 50, leftUnits: 40 });
    expect(unitsInCart(shown, 400)).toBe(3);
  });

  it('switch units and boxes with the box size of their lot', () => {
    const lines = switchLineUnit(addLine([], product, null, 1, 'box'), 0, 'unit', today);
    expect(planCart(lines, today)[0]).toMatchObject({ quantity: 10, unitType: 'unit', unitPrice: '3.00' });
    expect(switchLineUnit(lines, 0, 'box', today)[0]).toMatchObject({ quantity: 1, unitType: 'box' });
  });

  it('plan again from the latest preload, and after a 409 from what the lot still holds', () => {
    const lines = addLine([], product, null, 3, 'box');
    const fewer = posProduct({ id: 4, name: 'Cetirizine 10mg', barcode: 'CET10' }, [
      { date: '2027-06-01', availableUnits: 20, unitsPerBox: 10 },
    ]);
    expect(planCart(withCurrentStock(lines, buildCatalog([fewer])), today)[0]?.plan.missing).toBe(1);
    expect(planCart(withCurrentStock(lines, buildCatalog([])), today)[0]?.short).toBe(true);
    const taken = planCart(withLotStock(lines, 400, 0), today)[0];
    expect(taken?.plan.parts.map((p) => [p.inventoryId, p.quantity])).toEqual([[401, 3]]);
  });

  it('make a key that changes with the cart, payment or tax', () => {
    const shown = planCart(addLine([], product, null, 2, 'box'), today);
    expect(cartKey(shown, 'cash', 0)).toBe(cartKey(planCart(addLine([], product, null, 2, 'box'), today), 'cash', 0));
    expect(cartKey(shown, 'cash', 0)).not.toBe(cartKey(shown, 'card', 0));
    expect(cartKey(shown, 'cash', 0)).not.toBe(cartKey(shown, 'cash', 8));
    expect(cartKey(shown, 'cash', 0)).not.toBe(
      cartKey(planCart(addLine([], product, null, 3, 'box'), today), 'cash', 0),
    );
  });
});

describe('held carts', () => {
  it('save one item per line and come back as they were, from the preload', () => {
    const lines = addLine(addLine([], product, null, 2, 'unit'), product, 401, 1, 'box');
    const body = draftOf(planCart(lines, today), { subtotal: '36.00', total: '36.00' }, { draftName: 'Table 2' });
    expect(body.cartItems?.map((item) => [item.inventoryId, item.pinned])).toEqual([
      [400, false],
      [401, true],
    ]);
    const draft: CartDraft = {
      id: 1,
      draftName: 'Table 2',
      customerName: null,
      subtotal: '36.00',
      total: '36.00',
      updatedAt: '2026-01-01T10:00:00Z',
      cartItems: [
        ...(body.cartItems ?? []).map((item) => ({ ...item, unitPrice: '3.00', totalPrice: '6.00' })),
        {
          inventoryId: 999,
          productId: 77,
          productName: 'Gone',
          quantity: 1,
          unitType: 'unit' as const,
          unitPrice: '1.00',
          totalPrice: '1.00',
        },
      ],
    };
    const { lines: back, missing } = linesFromDraft(draft, buildCatalog([product]));
    expect(missing).toBe(1);
    expect(back.map((l) => [l.productId, l.pinnedLot, l.quantity, l.unitType])).toEqual([
      [4, null, 2, 'unit'],
      [4, 401, 1, 'box'],
    ]);
  });
});
