import type { InventoryItem } from '@assist/domain';
import { describe, expect, it } from 'vitest';
import { addLine, clampQuantity, itemsOf, removeLine, setLineQuantity } from './send-lines';

const lot = (id: number, availableUnits: number) =>
  ({ id, availableUnits, expiryDate: '2027-06-30', product: { name: `Lot ${id}` } }) as InventoryItem;

describe('the lines of Send Transfer', () => {
  it('adds a lot at 1 unit, and the same lot never twice', () => {
    const once = addLine([], lot(4, 12));
    expect(once).toEqual([
      { inventoryId: 4, productName: 'Lot 4', expiryDate: '2027-06-30', maxQuantity: 12, quantity: 1 },
    ]);
    expect(addLine(once, lot(4, 12))).toBe(once);
    expect(addLine(once, lot(5, 0))).toBe(once);
  });

  it('keeps a quantity within 1..available; a non-number becomes 1', () => {
    expect(clampQuantity('7', 12)).toBe(7);
    expect(clampQuantity('40', 12)).toBe(12);
    expect(clampQuantity('0', 12)).toBe(1);
    expect(clampQuantity('-3', 12)).toBe(1);
    expect(clampQuantity('abc', 12)).toBe(1);
    expect(clampQuantity('', 12)).toBe(1);
  });

  it('sets, removes and sends the lines as inventoryId and quantity', () => {
    const lines = setLineQuantity(addLine(addLine([], lot(4, 12)), lot(9, 3)), 9, '5');
    expect(itemsOf(lines)).toEqual([
      { inventoryId: 4, quantity: 1 },
      { inventoryId: 9, quantity: 3 },
    ]);
    expect(itemsOf(removeLine(lines, 4))).toEqual([{ inventoryId: 9, quantity: 3 }]);
  });
});
