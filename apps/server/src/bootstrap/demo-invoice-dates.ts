import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inventoryLots, stockMovements, supplierOrderItems, supplierOrders } from '../db/schema/index.js';
import { settleOrders } from '../modules/suppliers/record-payment.js';

const DAY_MS = 86_400_000;
/** A supplier's first invoice came this many days ago, its latest this many: before the four weeks of sales. */
export const firstInvoiceDaysAgo = 170;
export const latestInvoiceDaysAgo = 30;
/** An older invoice is paid this many days after it came. */
const paidAfterDays = 14;

/** The day, `days` ago, at 10:00 in the morning (UTC): when the delivery came. */
function daysAgo(now: Date, days: number): Date {
  const day = new Date(now.getTime() - days * DAY_MS);
  day.setUTCHours(10, 0, 0, 0);
  return day;
}

type Invoice = { id: number; supplierId: number; ref: string };

async function invoicesBySupplier(tx: Db, ownerId: number): Promise<Invoice[][]> {
  const orders = await tx
    .select({ id: supplierOrders.id, supplierId: supplierOrders.supplierId, ref: supplierOrders.orderRef })
    .from(supplierOrders)
    .where(eq(supplierOrders.ownerId, ownerId))
    .orderBy(asc(supplierOrders.orderRef));
  const bySupplier = new Map<number, Invoice[]>();
  for (const order of orders) bySupplier.set(order.supplierId, [...(bySupplier.get(order.supplierId) ?? []), order]);
  return [...bySupplier.values()];
}

/**
 * When each demo invoice came: a supplier's invoices (in reference order) evenly from 170 days ago
 * to 30 days ago, so Suppliers and the Dashboard show deliveries over months, all before the first
 * demo sale. The invoice's lines, its receive movements (expiry and cost history) and its lots'
 * received dates move with it. Example: 12 invoices -> one every 12 or 13 days.
 */
export async function spreadInvoiceDates(tx: Db, ownerId: number, now = new Date()): Promise<void> {
  for (const invoices of await invoicesBySupplier(tx, ownerId)) {
    const step = invoices.length > 1 ? (firstInvoiceDaysAgo - latestInvoiceDaysAgo) / (invoices.length - 1) : 0;
    for (const [k, invoice] of invoices.entries()) {
      const at = daysAgo(now, Math.round(firstInvoiceDaysAgo - k * step));
      await tx.update(supplierOrders).set({ createdAt: at, updatedAt: at }).where(eq(supplierOrders.id, invoice.id));
      await tx.update(supplierOrderItems).set({ createdAt: at }).where(eq(supplierOrderItems.orderId, invoice.id));
      await tx
        .update(stockMovements)
        .set({ createdAt: at })
        .where(and(eq(stockMovements.supplierOrderId, invoice.id), eq(stockMovements.kind, 'receive')));
    }
  }
  // A lot was received with its first delivery; its last delivery last changed it.
  await tx.execute(sql`
    update ${inventoryLots} l set created_at = m.first_at, updated_at = m.last_at
    from (
      select lot_id, min(created_at) as first_at, max(created_at) as last_at from ${stockMovements}
      where owner_id = ${ownerId} and kind = 'receive' group by lot_id
    ) m
    where l.id = m.lot_id and l.owner_id = ${ownerId}`);
}

/**
 * All but each supplier's two latest invoices were paid, each by its own payment (no discount)
 * two weeks after it came, so the outstanding balance (orders - payments - returns) agrees.
 */
export async function markOlderInvoicesPaid(tx: Db, ownerId: number, now = new Date()): Promise<void> {
  for (const invoices of await invoicesBySupplier(tx, ownerId)) {
    for (const invoice of invoices.slice(0, -2)) {
      const [order] = await tx
        .select({ at: supplierOrders.createdAt })
        .from(supplierOrders)
        .where(eq(supplierOrders.id, invoice.id));
      const paidAt = new Date(Math.min((order?.at ?? now).getTime() + paidAfterDays * DAY_MS, now.getTime()));
      await settleOrders(tx, ownerId, [invoice.id], paidAt);
    }
  }
}
