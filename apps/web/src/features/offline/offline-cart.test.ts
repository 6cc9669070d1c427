import { describe, expect, it } from 'vitest';
import { posProduct } from '../pos/test-products';
import { addOne, changeQuantity, changeUnit } from './offline-cart';

// 12 units in the recommended lot, 10 per box, 12.50 a box (1.25 a unit).
const product = posProduct({ id: 4, name: 'Paracetamol', barcode: '444' }, [{ availableUnits: 12, quantity: 1 }]);

describe('the offline page cart', () => {
  it('adds one unit at a time at the unit price, up to what the lot holds', () => {
    let change = addOne([], product);
    if (!change.ok) throw new Error('refused');
    change = addOne(change.lines, product);
    expect(change).toMatchObject({
      ok: true,
      lines: [{ quantity: 2, unitType: 'unit', unitPrice: '1.25', totalPrice: '2.50' }],
    });
    if (!change.ok) throw new Error('refused');
    expect(changeQuantity(change.lines, 0, 13)).toEqual({ ok: false, available: 12 });
    const full = changeQuantity(change.lines, 0, 12);
    expect(full).toMatchObject({ ok: true, lines: [{ quantity: 12 }] });
    if (full.ok) expect(addOne(full.lines, product)).toEqual({ ok: false, available: 0 });
  });

  it('removes a line at 0, and refuses a box the lot cannot fill', () => {
    const added = addOne([], product);
    if (!added.ok) throw new Error('refused');
    expect(changeQuantity(added.lines, 0, 0)).toEqual({ ok: true, lines: [] });
    expect(changeUnit(added.lines, 0, 'box')).toMatchObject({
      ok: true,
      lines: [{ quantity: 1, unitType: 'box', totalPrice: '12.50' }],
    });
    const twoBoxes = posProduct({ id: 5, name: 'B', barcode: '5' }, [{ availableUnits: 15 }]);
    const more = addOne([], twoBoxes);
    if (!more.ok) throw new Error('refused');
    const boxes = changeUnit(more.lines, 0, 'box');
    if (!boxes.ok) throw new Error('refused');
    expect(changeQuantity(boxes.lines, 0, 2)).toEqual({ ok: false, available: 15 });
  });

  it('cannot add a product with nothing sellable', () => {
    expect(addOne([], { ...product, sellable: false })).toEqual({ ok: false, available: 0 });
  });
});
