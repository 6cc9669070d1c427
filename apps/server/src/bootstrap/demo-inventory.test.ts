import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../test/factories.js';
import { Client, useTestApp } from '../test/test-app.js';
import { TEST_PASSWORD } from '../test/factories.js';
import { seedDemoInventory } from './demo-inventory.js';

const t = useTestApp();

describe('demo inventory', () => {
  it('gives the demo pharmacy a living shop whose stock, orders and movements add up', async () => {
    const owner = await createAccount(t);
    const seeded = await seedDemoInventory(t.database.db, owner.id);
    expect(seeded.products).toBeGreaterThanOrEqual(280);
    expect(seeded.lots).toBeGreaterThan(seeded.products);

    const client = new Client(t.app);
    await client.post('/api/auth/login', { email: owner.email, password: TEST_PASSWORD });
    const all = (await client.get('/api/inventory?pageSize=200&sortBy=expiry')).json();
    expect(all.total).toBe(seeded.lots);
    const statuses = new Set(all.items.map((i: { expiryStatus: string }) => i.expiryStatus));
    expect(statuses).toEqual(new Set(['expired', 'expiring_soon', 'good']));
    const lowest = (await client.get('/api/inventory?sortBy=stock&pageSize=10')).json();
    expect(lowest.items[0].availableUnits).toBeLessThanOrEqual(10);

    const products = (await client.get('/api/products')).json();
    expect(new Set(products.map((p: { category: string }) => p.category)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(products.map((p: { barcode: string }) => p.barcode)).size).toBe(products.length);

    const [mismatch] = await t.database.db
      .execute(sql`
      select count(*)::int as n from inventory_lots l
      where l.owner_id = ${owner.id}
        and l.quantity_units <> (select coalesce(sum(m.quantity_units), 0) from stock_movements m where m.lot_id = l.id)`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(mismatch?.n).toBe(0);

    const suppliers = (await client.get('/api/suppliers')).json();
    expect(suppliers).toHaveLength(3);
    const orders = (await client.get('/api/orders')).json() as { supplierId: number; total: string; isPaid: boolean }[];
    for (const supplier of suppliers) {
      const owed = orders
        .filter((o) => o.supplierId === supplier.id && !o.isPaid)
        .reduce((sum, o) => sum + Math.round(Number(o.total) * 100), 0);
      expect(Math.round(Number(supplier.outstandingBalance) * 100)).toBe(owed);
      expect(owed).toBeGreaterThan(0);
    }
    expect(orders.some((o) => o.isPaid)).toBe(true);
  });
});
