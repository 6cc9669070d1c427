import type { Sale, SalesListQuery } from '@assist/domain';
import type { Db } from '../../db/client.js';
import { presentSale, presentSales } from './present-sale.js';
import { type SaleRow, findSale, itemsOfSales, listSaleRows, returnsOfSales } from './sales-repository.js';

/** The Sales history table shows at most this many sales for one filter. */
export const salesListLimit = 1000;

/** Local midnight of a calendar day, and of the day after. */
const startOf = (day: string) => new Date(`${day}T00:00:00`);
const dayAfter = (day: string) => {
  const date = startOf(day);
  date.setDate(date.getDate() + 1);
  return date;
};

/** Sales sold between `from` and `to` (calendar days, both included), newest sold first, with their lines and returns. */
export async function listSales(db: Db, ownerId: number, query: SalesListQuery): Promise<Sale[]> {
  const range = {
    from: query.from ? startOf(query.from) : undefined,
    to: query.to ? dayAfter(query.to) : undefined,
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
