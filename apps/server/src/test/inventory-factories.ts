import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { inventoryLots, stockMovements } from '../db/schema/index.js';
import type { Client, TestApp } from './test-app.js';

/** A barcode no other test uses. */
export const uniqueBarcode = () => `62${randomUUID().replace(/\D/g, '').slice(0, 11).padEnd(11, '7')}`;

/** A calendar date `days` from today, "YYYY-MM-DD" (local, as the server counts). */
export function daysFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Creates a supplier through the API and answers its id. */
export async function createSupplier(client: Client, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await client.post('/api/suppliers', {
    name: 'MedSupply Co.',
    contact: 'Sami Youssef',
    phone: '+964 780 222 3344',
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`supplier not created: ${response.body}`);
  return response.json().id;
}

/** One Add New Products row; override what the test is about. */
export function productRow(supplierId: number, overrides: Record<string, unknown> = {}) {
  return {
    productName: 'Paracetamol 500mg Tablets',
    barcode: uniqueBarcode(),
    category: 'medicines',
    supplierId,
    orderId: `INV-${randomUUID().slice(0, 6)}`,
    quantity: 2,
    unitsPerBox: 10,
    costPrice: 1.5,
    retailPrice: 2.5,
    expiryDate: daysFromToday(365),
    ...overrides,
  };
}

/** Adds a product row and fails loudly unless it was accepted. */
export async function addProduct(client: Client, row: Record<string, unknown>) {
  const response = await client.post('/api/inventory/add-product', row);
  if (response.statusCode !== 200) throw new Error(`add-product failed: ${response.body}`);
  return response.json() as { inventoryId: number; productId: number; action: string; expiryDatesCount: number };
}

/** A lot's units and the sum of its movements, straight from the database. */
export async function lotLedger(t: TestApp, lotId: number) {
  const [lot] = await t.database.db.select().from(inventoryLots).where(eq(inventoryLots.id, lotId));
  const [ledger] = await t.database.db
    .select({ total: sql<number>`coalesce(sum(${stockMovements.quantityUnits}), 0)::int` })
    .from(stockMovements)
    .where(eq(stockMovements.lotId, lotId));
  return { units: lot?.quantityUnits ?? null, movements: Number(ledger?.total ?? 0), lot };
}

/** Records a sale of `units` from a lot the way the sales module will: decrement plus movement. */
export async function recordSale(t: TestApp, lotId: number, units: number) {
  const db = t.database.db;
  const [lot] = await db
    .update(inventoryLots)
    .set({ quantityUnits: sql`${inventoryLots.quantityUnits} - ${units}` })
    .where(and(eq(inventoryLots.id, lotId)))
    .returning();
  if (!lot) throw new Error('no such lot');
  await db.insert(stockMovements).values({
    ownerId: lot.ownerId,
    lotId,
    productId: lot.productId,
    kind: 'sale',
    quantityUnits: -units,
    costPerBox: lot.costPrice,
    unitsPerBox: lot.unitsPerBox,
    reference: 'TEST-SALE',
  });
}
