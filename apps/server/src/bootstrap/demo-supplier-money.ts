import { demoTimeZone } from './demo-accounts.js';
import { fromMinor, paymentAmounts, toMinor } from '@assist/domain';
import { and, asc, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inventoryLots, supplierOrderItems, supplierOrders, suppliers } from '../db/schema/index.js';
import type { Cashier } from '../modules/sales/cashier.js';
import { createSupplierReturn } from '../modules/suppliers/create-supplier-return.js';
import { payOrders } from '../modules/suppliers/pay-orders.js';
import { returnOrderItem } from '../modules/suppliers/return-order-item.js';

const DAY_MS = 86_400_000;

/**
 * The demo pharmacy's money with its suppliers, through the same services as the screens: on top
 * of the invoices demo-inventory already settled, MedSupply's older unpaid invoice is paid with a
 * 5% discount (three days ago, so the dashboard shows discount profit), one box of Al Rafidain's
 * latest invoice goes back from the order (approved), and a few units of a Tigris lot wait on the
 * Returns page (pending). Each supplier keeps at least one unpaid invoice. Deterministic.
 */
export async function seedDemoSupplierMoney(db: Db, pharmacyId: number) {
  const owner: Cashier = { ownerId: pharmacyId, userId: pharmacyId, teamMemberId: null, timeZone: demoTimeZone };
  const byName = async (name: string) => {
    const [row] = await db
      .select()
      .from(suppliers)
      .where(and(eq(suppliers.ownerId, pharmacyId), eq(suppliers.name, name)));
    return row;
  };
  const unpaidOrders = (supplierId: number) =>
    db
      .select({ id: supplierOrders.id, ref: supplierOrders.orderRef })
      .from(supplierOrders)
      .where(
        and(
          eq(supplierOrders.ownerId, pharmacyId),
          eq(supplierOrders.supplierId, supplierId),
          eq(supplierOrders.isPaid, false),
        ),
      )
      .orderBy(asc(supplierOrders.orderRef));

  const medSupply = await byName('MedSupply Co.');
  const rafidain = await byName('Al Rafidain Pharmaceuticals');
  const tigris = await byName('Tigris Medical Supplies');
  let payments = 0;
  let returns = 0;

  const [oldest] = medSupply ? await unpaidOrders(medSupply.id) : [];
  if (medSupply && oldest) {
    const [order] = await db
      .select({ total: supplierOrders.total })
      .from(supplierOrders)
      .where(eq(supplierOrders.id, oldest.id));
    const amounts = paymentAmounts(toMinor(order?.total ?? '0'), 5);
    await payOrders(
      db,
      pharmacyId,
      {
        supplierId: medSupply.id,
        orderIds: [oldest.id],
        originalAmount: fromMinor(amounts.originalAmount),
        discountPercentage: 5,
        discountAmount: fromMinor(amounts.discountAmount),
        amount: fromMinor(amounts.amount),
      },
      new Date(Date.now() - 3 * DAY_MS),
    );
    payments++;
  }

  const latest = rafidain ? (await unpaidOrders(rafidain.id)).at(-1) : undefined;
  if (latest) {
    // A line whose lot still holds a whole box after four weeks of sales.
    const [line] = await db
      .select({ id: supplierOrderItems.id })
      .from(supplierOrderItems)
      .innerJoin(inventoryLots, eq(inventoryLots.id, supplierOrderItems.lotId))
      .where(
        and(
          eq(supplierOrderItems.orderId, latest.id),
          isNull(inventoryLots.archivedAt),
          gte(inventoryLots.quantityUnits, supplierOrderItems.unitsPerBox),
        ),
      )
      .orderBy(asc(supplierOrderItems.id))
      .limit(1);
    if (line) {
      await returnOrderItem(db, owner, {
        orderId: latest.id,
        itemId: line.id,
        quantity: 1,
        reason: 'Crushed outer box',
      });
      returns++;
    }
  }

  if (tigris) {
    const [lot] = await db
      .select()
      .from(inventoryLots)
      .where(
        and(
          eq(inventoryLots.ownerId, pharmacyId),
          eq(inventoryLots.supplierId, tigris.id),
          isNull(inventoryLots.archivedAt),
          gte(inventoryLots.quantityUnits, 10),
        ),
      )
      .orderBy(desc(inventoryLots.quantityUnits), asc(inventoryLots.id))
      .limit(1);
    if (lot) {
      const unitCost = fromMinor(Math.round(toMinor(lot.costPrice) / lot.unitsPerBox));
      await createSupplierReturn(db, owner, {
        type: 'supplier_order',
        inventoryId: lot.id,
        quantity: 3,
        returnReason: 'Seals broken on arrival',
        returnType: 'damaged',
        unitPrice: unitCost,
        notes: 'Zainab will confirm the pickup.',
      });
      returns++;
    }
  }
  return { payments, returns };
}
