import type { Sale } from '@assist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sales } from '../../db/schema/index.js';
import { loadSale } from './list-sales.js';
import { presentSales } from './present-sale.js';
import { findSaleByClientId, itemsOfSales } from './sales-repository.js';

/** The sale already stored under this clientSaleId, presented, or null. */
export async function storedSale(db: Db, ownerId: number, clientSaleId: string): Promise<Sale | null> {
  const row = await findSaleByClientId(db, ownerId, clientSaleId);
  return row ? loadSale(db, ownerId, row) : null;
}

/** The sales already stored under these clientSaleIds, presented, by clientSaleId (one read). */
export async function storedSales(db: Db, ownerId: number, clientSaleIds: string[]): Promise<Map<string, Sale>> {
  const rows = await db
    .select()
    .from(sales)
    .where(and(eq(sales.ownerId, ownerId), inArray(sales.clientSaleId, clientSaleIds)));
  if (rows.length === 0) return new Map();
  const items = await itemsOfSales(
    db,
    ownerId,
    rows.map((row) => row.id),
  );
  return new Map(presentSales(rows, items).map((sale) => [sale.clientSaleId, sale]));
}

/** Which of these references the tenant's sales already hold. */
export async function takenReferences(db: Db, ownerId: number, refs: string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await db
    .select({ saleRef: sales.saleRef })
    .from(sales)
    .where(and(eq(sales.ownerId, ownerId), inArray(sales.saleRef, refs)));
  return new Set(rows.map((row) => row.saleRef));
}
