import { describe, expect, it } from 'vitest';
import { planCart } from '../pos/cart-lines';
import { posProduct } from '../../offline/test-products';
import { buildCatalog } from '../pos/catalog';
import { saleParts } from '../pos/cart-lines';
import { resolveScan } from '../pos/scan-resolve';
import { addOne, changeQuantity, changeUnit } from './offline-cart';

const today = '2026-11-25';
// 12 units in one lot, 10 per box, 12.50 a box (1.25 a unit).
const product = posProduct({ id: 4, name: 'Paracetamol', barcode: '444' }, [{ availableUnits: 12, quantity: 1 }]);

describe('the offline page cart', () => {
  it('adds one unit at a time at the unit price, up to what the product holds', () => {
    let change = addOne([], product, today);
    if (!change.ok) throw new Error('refused');
    change = addOne(change.lines, product, today);
    if (!change.ok) throw new Error('refused');
    expect(planCart(change.lines, today)).toMatchObject([
      { quantity: 2, unitType: 'unit', unitPrice: '1.25', totalPrice: '2.50' },
    ]);
    expect(changeQuantity(change.lines, 0, 13, today)).toEqual({ ok: false, available: 12 });
    const full = changeQuantity(change.lines, 0, 12, today);
    expect(full).toMatchObject({ ok: true, lines: [{ quantity: 12 }] });
    if (full.ok) expect(addOne(full.lines, product, today)).toEqual({ ok: false, available: 12 });
  });

  it('sells the lot a GS1 pack scan named from the local copy, not the earliest expiry, and records it', () => {
    const amoxil = posProduct({ id: 9, name: 'Amoxil 500', barcode: '9506000134352' }, [
      { date: '2027-01-31', batchNumber: 'A1', availableUnits: 10 },
      { date: '2027-06-30', batchNumber: 'B7', availableUnits: 10 },
    ]);
    const found = resolveScan(buildCatalog([amoxil]), '(01)09506000134352(17)270630(10)B7', today);
    if (found.kind !== 'found') throw new Error('not found');
    expect(found.pinnedLot).toBe(901);
    const first = addOne([], found.product, today, found.pinnedLot);
    if (!first.ok) throw new Error('refused');
    const second = addOne(first.lines, found.product, today, found.pinnedLot);
    if (!second.ok) throw new Error('refused');
    // A plain add of the same product is its own line, earliest expiry first.
    const plain = addOne(second.lines, amoxil, today);
    if (!plain.ok) throw new Error('refused');
    const parts = saleParts(planCart(plain.lines, today));
    expect(parts.map((p) => [p.inventoryId, p.quantity, p.unitType])).toEqual([
      [901, 2, 'unit'],
      [900, 1, 'unit'],
    ]);
    // The pinned lot holds 10: an eleventh unit from it is refused, though the product holds 20.
    const full = changeQuantity(plain.lines, 0, 11, today);
    expect(full).toEqual({ ok: false, available: 10 });
  });

  it('takes a line across the product lots, earliest expiry first', () => {
    const two = posProduct({ id: 6, name: 'Ibuprofen', barcode: '666' }, [
      { date: '2027-06-01', availableUnits: 30 },
      { date: '2026-12-01', availableUnits: 5 },
    ]);
    const added = addOne([], two, today);
    if (!added.ok) throw new Error('refused');
    const more = changeQuantity(added.lines, 0, 8, today);
    if (!more.ok) throw new Error('refused');
    expect(planCart(more.lines, today)[0]?.plan.parts.map((p) => [p.inventoryId, p.quantity])).toEqual([
      [601, 5],
      [600, 3],
    ]);
    expect(changeQuantity(more.lines, 0, 36, today)).toEqual({ ok: false, available: 35 });
  });

  it('removes a line at 0, and refuses a box the lots cannot fill', () => {
    const added = addOne([], product, today);
    if (!added.ok) throw new Error('refused');
    expect(changeQuantity(added.lines, 0, 0, today)).toEqual({ ok: true, lines: [] });
    const box = changeUnit(added.lines, 0, 'box', today);
    expect(box.ok && planCart(box.lines, today)[0]).toMatchObject({
      quantity: 1,
      unitType: 'box',
      totalPrice: '12.50',
    });
    if (box.ok) expect(changeQuantity(box.lines, 0, 2, today)).toEqual({ ok: false, available: 10 });
  });

  it('cannot add a product with nothing sellable', () => {
    expect(addOne([], { ...product, sellable: false }, today)).toEqual({ ok: false, available: 0 });
  });
});
