import { dayIn, type SaleItemInput, saleReference } from '@assist/domain';
import { demoTimeZone } from './demo-accounts.js';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inventoryLots, posFavorites, products, teamMembers } from '../db/schema/index.js';
import type { Cashier } from '../modules/sales/cashier.js';
import { createReturn } from '../modules/sales/create-return.js';
import { assertSellable, planOnlineSale } from '../modules/sales/plan-sale.js';
import type { PlannedSale } from '../modules/sales/sale-statement.js';
import { saleValues } from '../modules/sales/sale-values.js';
import { writeSales } from '../modules/sales/write-sales.js';
import { seededRandom } from './demo-inventory.js';
import { demoBaskets } from './demo-trade.js';

const DAY_MS = 86_400_000;

/**
 * Four weeks of the demo pharmacy's trade, so the dashboard has a story (see demo-trade.ts for
 * the shape of a day). Every sale is checked and priced by the checkout's own rules (expiry,
 * stock, prices and unit costs from the lot) and written by the one writer of sales (writeSales),
 * all in one statement, so the seed takes well under a second; the ledger adds up as for real sales.
 * Then two returns through the returns service, and six favorites. Deterministic.
 */
export async function seedDemoSales(db: Db, pharmacyId: number): Promise<{ sales: number; returns: number }> {
  const random = seededRandom(20251122);
  return db.transaction(async (tx) => {
    // The stock was just loaded in bulk: let the planner see it (PGlite has no autovacuum).
    await tx.execute(sql`analyze inventory_lots, products, sales, sale_items`);
    const lots = await tx
      .select({ lot: inventoryLots, productName: products.name, barcode: products.barcode })
      .from(inventoryLots)
      .innerJoin(products, eq(products.id, inventoryLots.productId))
      .where(
        and(
          eq(inventoryLots.ownerId, pharmacyId),
          isNull(inventoryLots.archivedAt),
          gt(inventoryLots.quantityUnits, 0),
        ),
      )
      .orderBy(asc(inventoryLots.id));
    const read = new Map(
      lots.map(({ lot, productName, barcode }) => [
        lot.id,
        { ...lot, productName, barcode, archived: false, recalled: lot.recallId !== null },
      ]),
    );
    const shelf = new Map([...read].map(([id, lot]) => [id, { ...lot }]));
    const [member] = await tx.select().from(teamMembers).where(eq(teamMembers.ownerId, pharmacyId)).limit(1);
    const owner: Cashier = { ownerId: pharmacyId, userId: pharmacyId, teamMemberId: null, timeZone: demoTimeZone };
    const cashier: Cashier = member
      ? { ownerId: pharmacyId, userId: null, teamMemberId: member.id, timeZone: demoTimeZone }
      : owner;

    const planned: PlannedSale[] = [];
    for (const basket of demoBaskets([...shelf.values()], random)) {
      const items: SaleItemInput[] = basket.items;
      try {
        assertSellable(items, shelf, dayIn(basket.at, demoTimeZone));
      } catch {
        continue; // Sold out or expired by then: the customer left without it.
      }
      const plan = planOnlineSale(items, shelf);
      for (const [id, units] of plan.decrements) shelf.get(id)!.quantityUnits -= units;
      const input = { clientSaleId: basket.clientSaleId, items, paymentMethod: basket.payment, taxRate: 0 };
      const values = saleValues(random() < 0.5 ? cashier : owner, input, plan, basket.at);
      planned.push({ values: { ...values, saleRef: saleReference(basket.at.getTime(), random) }, plan });
    }

    // Checked against the shelf as read (each sale was checked on its own day above).
    const now = new Date();
    const stored = await writeSales(tx, {
      sales: planned,
      lots: read,
      check: 'as-read',
      today: dayIn(now, demoTimeZone),
      createdAt: now,
    });

    let returns = 0;
    for (const sale of [stored[Math.floor(stored.length * 0.3)], stored[Math.floor(stored.length * 0.7)]]) {
      if (!sale) continue;
      const at = new Date(Math.min(Date.parse(sale.soldAt) + DAY_MS, Date.now()));
      const reason = returns ? 'Wrong strength' : 'Damaged packaging';
      await createReturn(
        tx,
        owner,
        { saleId: sale.id, items: [{ saleItemId: sale.items[0]!.id, quantity: 1, reason }] },
        at,
      );
      returns++;
    }
    const favorites = [...new Set(lots.filter((_, i) => i % 5 === 0).map(({ lot }) => lot.productId))].slice(0, 6);
    await tx
      .insert(posFavorites)
      .values(favorites.map((productId, i) => ({ ownerId: pharmacyId, productId, displayOrder: i })));
    return { sales: stored.length, returns };
  });
}
