import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../test/factories.js';
import { Client, useTestApp } from '../test/test-app.js';
import { TEST_PASSWORD } from '../test/factories.js';
import { seedDemoInventory } from './demo-inventory.js';
import { firstInvoiceDaysAgo, latestInvoiceDaysAgo } from './demo-invoice-dates.js';
import { rowsOf } from '../db/rows.js';

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
    // Lane batches: medicine lots carry batches, others none; search finds a lot by its batch.
    const batches = all.items.map((i: { batchNumber: string | null }) => i.batchNumber).filter(Boolean);
    expect(batches.length).toBeGreaterThan(10);
    expect(batches.length).toBeLessThan(all.items.length);
    const byBatch = (await client.get(`/api/inventory?search=${batches[0]}`)).json();
    expect(byBatch.items.map((i: { batchNumber: string }) => i.batchNumber)).toContain(batches[0]);
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
      .then((r) => rowsOf<{ n: number }>(r));
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

  it("spreads each supplier's invoices over months, before the sales, with lots, movements and payments dated to match", async () => {
    const owner = await createAccount(t);
    await seedDemoInventory(t.database.db, owner.id);
    const client = new Client(t.app);
    await client.post('/api/auth/login', { email: owner.email, password: TEST_PASSWORD });
    const orders = (await client.get('/api/orders')).json() as { supplierId: number; createdAt: string }[];
    const now = Date.now();
    const ageInDays = (iso: string) => (now - Date.parse(iso)) / 86_400_000;
    for (const supplierId of new Set(orders.map((o) => o.supplierId))) {
      const ages = orders.filter((o) => o.supplierId === supplierId).map((o) => ageInDays(o.createdAt));
      expect(Math.max(...ages)).toBeGreaterThan(firstInvoiceDaysAgo - 1);
      expect(Math.min(...ages)).toBeGreaterThan(latestInvoiceDaysAgo - 1);
    }
    expect(new Set(orders.map((o) => o.createdAt.slice(0, 7))).size).toBeGreaterThanOrEqual(5);

    const rows = async (query: ReturnType<typeof sql>) =>
      rowsOf<{ n: number }>(await t.database.db.execute(query))[0]?.n;
    // Every receive movement and order line carries its invoice's date; a lot its first delivery's.
    expect(
      await rows(sql`
        select count(*)::int as n from stock_movements m join supplier_orders o on o.id = m.supplier_order_id
        where m.owner_id = ${owner.id} and m.kind = 'receive' and m.created_at <> o.created_at`),
    ).toBe(0);
    expect(
      await rows(sql`
        select count(*)::int as n from supplier_order_items i join supplier_orders o on o.id = i.order_id
        where i.owner_id = ${owner.id} and i.created_at <> o.created_at`),
    ).toBe(0);
    expect(
      await rows(sql`
        select count(*)::int as n from inventory_lots l where l.owner_id = ${owner.id}
          and l.created_at <> (select min(created_at) from stock_movements m where m.lot_id = l.id and m.kind = 'receive')`),
    ).toBe(0);
    // No lot arrived already expired; every payment came after its invoice.
    expect(
      await rows(sql`
        select count(*)::int as n from inventory_lots l
        where l.owner_id = ${owner.id} and l.expiry_date <= (l.created_at at time zone 'UTC')::date`),
    ).toBe(0);
    expect(
      await rows(sql`
        select count(*)::int as n from supplier_payment_orders po
        join supplier_payments p on p.id = po.payment_id join supplier_orders o on o.id = po.order_id
        where p.owner_id = ${owner.id} and p.paid_at <= o.created_at`),
    ).toBe(0);
  });
});
