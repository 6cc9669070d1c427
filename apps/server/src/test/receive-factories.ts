import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { inventoryLots, stockMovements, suppliers, transfers, users } from '../db/schema/index.js';
import type { Client, TestApp } from './test-app.js';

/** Names a business (its linked supplier record is named after it). */
export async function nameBusiness(t: TestApp, id: number, businessName: string) {
  await t.database.db.update(users).set({ businessName }).where(eq(users.id, id));
}

/** Sets a business's own currency as Settings does. */
export async function useCurrency(client: Client, preferredCurrency: string) {
  const response = await client.put('/api/auth/update-currency', { preferredCurrency });
  expect(response.statusCode, response.body).toBe(200);
}

/** A lot with its supplier's name, straight from the database. */
export async function lotWithSupplier(t: TestApp, lotId: number) {
  const [row] = await t.database.db
    .select({ lot: inventoryLots, supplierName: suppliers.name, linkedOwnerId: suppliers.linkedOwnerId })
    .from(inventoryLots)
    .leftJoin(suppliers, eq(suppliers.id, inventoryLots.supplierId))
    .where(eq(inventoryLots.id, lotId));
  if (!row) throw new Error(`no lot ${lotId}`);
  return row;
}

/** A lot's ledger lines with what each says of cost, packaging, currency and supplier, oldest first. */
export async function ledgerLines(t: TestApp, lotId: number) {
  return t.database.db
    .select({
      kind: stockMovements.kind,
      units: stockMovements.quantityUnits,
      costPerBox: stockMovements.costPerBox,
      unitsPerBox: stockMovements.unitsPerBox,
      tradeCurrency: stockMovements.tradeCurrency,
      exchangeRate: stockMovements.exchangeRate,
      supplierId: stockMovements.supplierId,
    })
    .from(stockMovements)
    .where(eq(stockMovements.lotId, lotId))
    .orderBy(stockMovements.id);
}

/** A transfer row as stored (its currencies and rate). */
export async function transferRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(transfers).where(eq(transfers.id, id));
  return row;
}

/** Accepts a transfer with receiving terms and expects 200. */
export async function accept(client: Client, id: number, terms: Record<string, unknown> = {}) {
  const response = await client.post(`/api/transfers/${id}/review`, { status: 'accepted', ...terms });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: { id: number; inventoryId: number }[]; status: string };
}
