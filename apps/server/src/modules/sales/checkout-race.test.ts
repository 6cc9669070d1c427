import { describe, expect, it } from 'vitest';
import { lotLedger } from '../../test/inventory-factories.js';
import { countRows, saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

describe('checkouts racing for the last units', () => {
  it('50 checkouts for the last 5 units of a lot: exactly 5 succeed, 45 get 409, the ledger adds up', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 1, unitsPerBox: 5 });
    const other = await s.stock({ quantity: 10, unitsPerBox: 10 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        sell(
          s.client,
          saleBody([
            { inventoryId: other.inventoryId, quantity: 1, unitType: 'unit' },
            { inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' },
          ]),
        ),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        error: 'insufficient_stock',
        inventoryId: lot.inventoryId,
        availableUnits: 0,
      });
    }
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 0, movements: 0 });
    // The other line of the 45 refused sales was rolled back with them.
    expect(await lotLedger(t, other.inventoryId)).toMatchObject({ units: 95, movements: 95 });
    expect(await countRows(t, 'sales', s.user.id)).toBe(5);
    expect(await countRows(t, 'sale_items', s.user.id)).toBe(10);
  });
});
