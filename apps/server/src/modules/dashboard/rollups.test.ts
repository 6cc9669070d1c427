import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saleBody, sell, shop } from '../../test/sales-factories.js';
import { useTestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';

const t = useTestApp();
const DAY_MS = 86_400_000;

async function rows(ownerId: number) {
  const daily = await t.database.db.execute(sql`
    select day::text, sales_count, subtotal::text, tax::text, cost::text, returns_count, returns_amount::text,
      returns_tax::text, returns_cost::text
    from sales_daily where owner_id = ${ownerId} order by day`);
  const products = await t.database.db.execute(sql`
    select day::text, product_id, units, revenue::text, cost::text
    from sales_product_daily where owner_id = ${ownerId} order by day, product_id`);
  return {
    daily: rowsOf<unknown>(daily),
    products: rowsOf<unknown>(products),
  };
}

describe('dashboard rollups', () => {
  it('kept by the database through checkout, offline sales and returns, equal to a recount', async () => {
    const s = await shop(t);
    const a = await s.stock({ quantity: 5, unitsPerBox: 10, costPrice: 7.5, retailPrice: 12 });
    const b = await s.stock({ quantity: 20, unitsPerBox: 1, costPrice: 0.35, retailPrice: 0.6 });
    const first = (
      await sell(
        s.client,
        saleBody(
          [
            { inventoryId: a.inventoryId, quantity: 1, unitType: 'box' },
            { inventoryId: a.inventoryId, quantity: 3, unitType: 'unit' },
            { inventoryId: b.inventoryId, quantity: 7, unitType: 'unit' },
          ],
          { taxRate: 8 },
        ),
      )
    ).json();
    const offline = (
      await sell(
        s.client,
        saleBody([{ inventoryId: b.inventoryId, quantity: 4, unitType: 'unit' }], {
          offline: true,
          saleId: `OFFLINE-${Date.now()}`,
          soldAt: new Date(Date.now() - 3 * DAY_MS).toISOString(),
        }),
      )
    ).json();
    for (const [sale, line] of [
      [first, 2],
      [first, 1],
      [offline, 0],
    ] as const) {
      const response = await s.client.post('/api/returns', {
        saleId: sale.id,
        items: [{ saleItemId: sale.items[line].id, quantity: 1, reason: 'Changed mind' }],
      });
      expect(response.statusCode).toBe(201);
    }

    // A sale placed five days back moves with its lines; the return stays on the day it was made.
    await t.database.db.execute(sql`update sales set sold_at = sold_at - interval '5 days' where id = ${first.id}`);

    const kept = await rows(s.user.id);
    expect(kept.daily).toHaveLength(3);
    await t.database.db.execute(sql`select dashboard_rebuild_rollups(${s.user.id})`);
    expect(await rows(s.user.id)).toEqual(kept);
  });

  it('refuses to change what a sale line counts, and follows a changed sale', async () => {
    const s = await shop(t);
    const lot = await s.stock({ quantity: 5, unitsPerBox: 1 });
    const sale = (
      await sell(s.client, saleBody([{ inventoryId: lot.inventoryId, quantity: 1, unitType: 'unit' }]))
    ).json();
    const line = sale.items[0].id;
    await expect(
      t.database.db.execute(sql`update sale_items set total_price = total_price + 1 where id = ${line}`),
    ).rejects.toThrow();
    // What a return changes (status, returned units) stays allowed; a sale's amounts are followed.
    await t.database.db.execute(sql`update sale_items set returned_units = 1 where id = ${line}`);
    await t.database.db.execute(
      sql`update sales set status = 'returned', subtotal = subtotal + 1 where id = ${sale.id}`,
    );
    const kept = await rows(s.user.id);
    await t.database.db.execute(sql`select dashboard_rebuild_rollups(${s.user.id})`);
    expect(await rows(s.user.id)).toEqual(kept);
  });
});
