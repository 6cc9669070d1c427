import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createAccount } from '../test/factories.js';
import { Client, useTestApp } from '../test/test-app.js';
import { seedDemoInventory } from './demo-inventory.js';
import { seedDemoSales } from './demo-sales.js';
import { seedDemoSupplierMoney } from './demo-supplier-money.js';
import { rowsOf } from '../db/rows.js';

const t = useTestApp();

describe('demo supplier money', () => {
  it('pays one invoice with a discount, returns a box from an order and leaves one return pending', async () => {
    const owner = await createAccount(t);
    await seedDemoInventory(t.database.db, owner.id);
    await seedDemoSales(t.database.db, owner.id);
    expect(await seedDemoSupplierMoney(t.database.db, owner.id)).toEqual({ payments: 1, returns: 2 });

    const client = new Client(t.app);
    await client.post('/api/auth/login', { email: owner.email, password: TEST_PASSWORD });
    const suppliers = (await client.get('/api/suppliers')).json() as { id: number; outstandingBalance: string }[];
    const orders = (await client.get('/api/orders')).json() as {
      supplierId: number;
      amountDue: string;
      isPaid: boolean;
    }[];
    for (const supplier of suppliers) {
      const unpaid = orders.filter((o) => o.supplierId === supplier.id && !o.isPaid);
      expect(unpaid.length).toBeGreaterThan(0);
      const owed = unpaid.reduce((total, o) => total + Math.round(Number(o.amountDue) * 100), 0);
      expect(Math.round(Number(supplier.outstandingBalance) * 100)).toBe(owed);
    }
    const discounts = rowsOf<{ pct: string; amount: string }>(
      await t.database.db.execute(sql`
      select discount_percentage::text as pct, discount_amount::text as amount from supplier_payments
      where owner_id = ${owner.id} and discount_amount > 0`),
    );
    expect(discounts).toHaveLength(1);
    expect(discounts[0]?.pct).toBe('5.00');

    const returns = (await client.get('/api/supplier-returns')).json() as { status: string; unitType: string }[];
    expect(returns.map((r) => [r.status, r.unitType]).sort()).toEqual([
      ['approved', 'box'],
      ['pending', 'unit'],
    ]);
    const [mismatch] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`
      select count(*)::int as n from inventory_lots l where l.owner_id = ${owner.id}
        and l.quantity_units <> (select coalesce(sum(m.quantity_units), 0) from stock_movements m where m.lot_id = l.id)`),
    );
    expect(mismatch?.n).toBe(0);
  });
});
