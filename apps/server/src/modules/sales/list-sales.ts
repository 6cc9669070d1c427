import { type Sale, type SalePage, type SalesListQuery, addDays, salesPageSize, startOfDayIn } from '@assist/domain';
import type { Db } from '../../db/client.js';
import type { Hasher } from '../../platform/secrets.js';
import { presentSale, presentSales } from './present-sale.js';
import { decodeSalesCursor, encodeSalesCursor } from './sales-cursor.js';
import { type SaleRow, findSale, itemsOfSales, listSaleRows, returnsOfSales } from './sales-repository.js';

/**
 * A page of the sales sold between `from` and `to` (calendar days of the business's time zone,
 * both included): `salesPageSize` sales newest sold first, with their lines and returns, after the
 * page `query.cursor` ends (a keyset: sales stored meanwhile never shift or repeat a later page).
 */
export async function listSales(
  db: Db,
  hasher: Hasher,
  ownerId: number,
  timeZone: string,
  query: SalesListQuery,
): Promise<SalePage> {
  const range = {
    from: query.from ? startOfDayIn(query.from, timeZone) : undefined,
    to: query.to ? startOfDayIn(addDays(query.to, 1), timeZone) : undefined,
  };
  const after = query.cursor === undefined ? undefined : decodeSalesCursor(hasher, ownerId, query.cursor);
  // One more than a page says whether another page follows.
  const found = await listSaleRows(db, ownerId, range, salesPageSize + 1, after);
  const page = found.slice(0, salesPageSize);
  const rows = page.map((entry) => entry.row);
  const ids = rows.map((row) => row.id);
  const [items, returns] = [await itemsOfSales(db, ownerId, ids), await returnsOfSales(db, ownerId, ids)];
  const last = page.at(-1);
  return {
    sales: presentSales(rows, items, returns),
    nextCursor: found.length > salesPageSize && last ? encodeSalesCursor(hasher, ownerId, last.position) : null,
  };
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
