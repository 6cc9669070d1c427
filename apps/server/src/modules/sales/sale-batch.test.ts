import { describe, expect, it } from 'vitest';
import { lotLedger } from '../../test/inventory-factories.js';
import { countRows, movementsOf, saleBody, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const offline = (n: number, items: { inventoryId: number; quantity: number; unitType: 'unit' | 'box' }[]) =>
  saleBody(items, {
    offline: true,
    saleId: `OFFLINE-${1_700_000_100_000 + n}`,
    soldAt: new Date(Date.now() - 60_000 + n).toISOString(),
  });

describe('POST /api/sales/batch (the offline queue’s sync)', () => {
  it('stores the sales in order, answers each in its slot, and a refused one spoils none of the others', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 1, unitsPerBox: 10 });
    const victim = await shop(t);
    const theirs = await victim.stock();
    const sales = [
      offline(1, [{ inventoryId: lot.inventoryId, quantity: 4, unitType: 'unit' }]),
      offline(2, [{ inventoryId: theirs.inventoryId, quantity: 1, unitType: 'unit' }]),
      offline(3, [{ inventoryId: lot.inventoryId, quantity: 9, unitType: 'unit' }]),
    ];
    const response = await s.client.post('/api/sales/batch', { sales });
    expect(response.statusCode).toBe(200);
    const [first, refused, short] = response.json();
    expect(first).toMatchObject({ ok: true, created: true, sale: { saleId: sales[0]!.saleId, discrepancies: [] } });
    expect(refused).toEqual({
      ok: false,
      status: 404,
      code: 'inventory_item_not_found',
      message: 'Inventory item not found.',
      error: 'inventory_item_not_found',
    });
    // The third came after the first: 6 units were left, 3 are a discrepancy.
    expect(short).toMatchObject({ ok: true, created: true, sale: { discrepancies: [{ units: 3 }] } });
    expect(await countRows(t, 'sales', s.user.id)).toBe(2);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 0, movements: 0 });
    expect(await lotLedger(t, theirs.inventoryId)).toMatchObject({ units: 20, movements: 20 });
  });

  it('answers a sale sent again with the stored one and stores nothing twice, also when two syncs race', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 5, unitsPerBox: 10 });
    const sales = [1, 2, 3].map((n) => offline(n, [{ inventoryId: lot.inventoryId, quantity: n, unitType: 'unit' }]));
    const once = (await s.client.post('/api/sales/batch', { sales })).json();
    const [again, racing] = await Promise.all([
      s.client.post('/api/sales/batch', { sales }),
      s.client.post('/api/sales/batch', { sales: [...sales].reverse() }),
    ]);
    expect(again.json()).toEqual(once.map((slot: object) => ({ ...slot, created: false })));
    expect(racing.json().map((slot: { created: boolean }) => slot.created)).toEqual([false, false, false]);
    expect(await countRows(t, 'sales', s.user.id)).toBe(3);
    expect((await movementsOf(t, lot.inventoryId)).filter((m) => m.kind === 'sale')).toHaveLength(3);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 44, movements: 44 });
  });

  it('refuses a batch holding an online sale as a whole (the batch is the offline queue’s), storing nothing', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 1, unitsPerBox: 10 });
    const sales = [
      offline(1, [{ inventoryId: lot.inventoryId, quantity: 6, unitType: 'unit' }]),
      saleBody([{ inventoryId: lot.inventoryId, quantity: 5, unitType: 'unit' }]),
    ];
    const answer = await s.client.post('/api/sales/batch', { sales });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'validation' });
    expect(await countRows(t, 'sales', s.user.id)).toBe(0);
    expect(await lotLedger(t, lot.inventoryId)).toMatchObject({ units: 10, movements: 10 });
  });

  it('refuses an empty batch or more than 50 sales with a clear message, storing nothing', async () => {
    const s = await shop(t);
    const lot = await s.stock();
    expect((await s.client.post('/api/sales/batch', { sales: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, n) =>
      offline(n, [{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }]),
    );
    expect((await s.client.post('/api/sales/batch', { sales: many })).statusCode).toBe(400);
    expect(await countRows(t, 'sales', s.user.id)).toBe(0);
  });
});
