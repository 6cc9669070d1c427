import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createAccount } from '../test/factories.js';
import { allSales } from '../test/sales-pages.js';
import { Client, useTestApp } from '../test/test-app.js';
import { seedDemoInventory } from './demo-inventory.js';
import { seedDemoSales } from './demo-sales.js';
import { rowsOf } from '../db/rows.js';

const t = useTestApp();

const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query))[0]!;

describe('demo sales', () => {
  it('give the demo pharmacy four weeks of trade whose stock, costs and ledger add up', async () => {
    const owner = await createAccount(t);
    await seedDemoInventory(t.database.db, owner.id);
    const seeded = await seedDemoSales(t.database.db, owner.id);
    expect(seeded.sales).toBeGreaterThan(500);
    expect(seeded.returns).toBe(2);

    const days = await one<{ n: number }>(sql`
      select count(distinct (sold_at at time zone 'UTC')::date)::int as n from sales where owner_id = ${owner.id}`);
    expect(days.n).toBeGreaterThanOrEqual(28);
    const methods = await one<{ n: number }>(sql`
      select count(distinct payment_method)::int as n from sales where owner_id = ${owner.id}`);
    expect(methods.n).toBe(4);
    const mismatch = await one<{ n: number }>(sql`
      select count(*)::int as n from inventory_lots l where l.owner_id = ${owner.id}
        and l.quantity_units <> (select coalesce(sum(m.quantity_units), 0) from stock_movements m where m.lot_id = l.id)`);
    expect(mismatch.n).toBe(0);
    const soldUnits = await one<{ items: number; movements: number }>(sql`
      select (select sum(units) from sale_items where owner_id = ${owner.id})::int as items,
        (select -sum(quantity_units) from stock_movements where owner_id = ${owner.id} and kind = 'sale')::int as movements`);
    expect(soldUnits.items).toBe(soldUnits.movements);

    const client = new Client(t.app);
    await client.post('/api/auth/login', { email: owner.email, password: TEST_PASSWORD });
    const sales = await allSales(client);
    expect(sales.length).toBe(seeded.sales);
    expect(sales.filter((s) => s.status !== 'completed')).toHaveLength(2);
    expect((await client.get('/api/pos/favorites')).json()).toHaveLength(6);
  });
});
