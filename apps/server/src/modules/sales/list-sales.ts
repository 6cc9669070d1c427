import { type Sale, type SalesListQuery, addDays, startOfDayIn } from '@assist/domain';
import type { Db } from '../../db/client.js';
import { presentSale, presentSales } from './present-sale.js';
import { type SaleRow, findSale, itemsOfSales, listSaleRows, returnsOfSales } from './sales-repository.js';

/** The Sales history table shows at most this many sales for one filter. */
export const salesListLimit = 1000;

/**
 * Sales sold between `from` and `to` (calendar days of the business's time zone, both included),
 * newest sold first, with their lines and returns.
 */
export async function listSales(db: Db, ownerId: number, timeZone: string, query: SalesListQuery): Promise<Sale[]> {
  const range = {
    from: query.from ? startOfDayIn(query.from, timeZone) : undefined,
    to: query.to ? startOfDayIn(addDays(query.to, 1), timeZone) : undefined,
  };
  const rows = await listSaleRows(db, ownerId, range, salesListLimit);
  const ids = rows.map((row) => row.id);
  const [items, returns] = [await itemsOfSales(db, ownerId, ids), await returnsOfSales(db, ownerId, ids)];
  return presentSales(rows, items, returns);
}

/** A stored sale presented with its lines and returns. */
export async function loadSale(db: Db, ownerId: number, row: SaleRow): Promise<Sale> {
  const [items, returns] = [await itemsOfSales(db, ownerId, [row.id]), await returnsOfSales(db, ownerId, [row.id])];
  return presentSale(row, items, returns);
}

/** One sale of the tenant with its lines and returns, or null (another tenant's id included). */
export async function getSale(db: Db, ownerId: number, id: number): Promise<Sale | null> {
  const row = await findSale(db, ownerId, id);
  return row ? loadSale(db, ownerId, row) : null;
}
