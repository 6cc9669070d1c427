import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { stockMovements } from '../db/schema/index.js';
import { signedInOwner } from './factories.js';
import { addProduct, createSupplier, productRow, uniqueBarcode } from './inventory-factories.js';
import type { Client, TestApp } from './test-app.js';
import { rowsOf } from '../db/rows.js';

/** A signed-in shop owner with one supplier, ready to stock lots. */
export async function shop(t: TestApp) {
  const owner = await signedInOwner(t);
  const supplierId = await createSupplier(owner.client);
  /** Receives a lot (quantity in boxes); the same barcode with another expiry adds a lot to that product. */
  const stock = (overrides: Record<string, unknown> = {}) =>
    addProduct(owner.client, productRow(supplierId, { barcode: uniqueBarcode(), ...overrides }));
  return { ...owner, supplierId, stock };
}

/** A checkout body with a fresh clientSaleId. */
export function saleBody(items: { inventoryId: number; quantity: number; unitType: 'unit' | 'box' }[], extra = {}) {
  return { clientSaleId: randomUUID(), items, paymentMethod: 'cash', ...extra };
}

export const sell = (client: Client, body: ReturnType<typeof saleBody>) => client.post('/api/sales', body);

/** How many rows of a table belong to a tenant. */
export async function countRows(t: TestApp, table: 'sales' | 'sale_items' | 'stock_movements', ownerId: number) {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where owner_id = ${ownerId}`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** A tenant's movements of a lot, oldest first. */
export async function movementsOf(t: TestApp, lotId: number) {
  return t.database.db
    .select({ kind: stockMovements.kind, units: stockMovements.quantityUnits, reference: stockMovements.reference })
    .from(stockMovements)
    .where(eq(stockMovements.lotId, lotId))
    .orderBy(stockMovements.id);
}
