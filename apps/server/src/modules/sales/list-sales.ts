import type { Sale, SalesListQuery } from '@assist/domain';
import type { Db } from '../../db/client.js';
import { presentSale, presentSales } from './present-sale.js';
import { findSale, itemsOfSales, listSaleRows } from './sales-repository.js';

/** The Sales history table shows at most this many sales for one filter. */
export const salesListLimit = 1000;

/** Local midnight of a calendar day, and of the day after. */
const startOf = (day: string) => new Date(`${day}T00:00:00`);
const dayAfter = (day: string) => {
  const date = startOf(day);
  date.setDate(date.getDate() + 1);
  return date;
};

/** Sales sold between `from` and `to` (calendar days, both included), newest first, with their lines. */
export async function listSales(db: Db, ownerId: number, query: SalesListQuery): Promise<Sale[]> {
  const range = {
    from: query.from ? startOf(query.from) : undefined,
    to: query.to ? dayAfter(query.to) : undefined,
  };
  const rows = await listSaleRows(db, ownerId, range, salesListLimit);
  const items = await itemsOfSales(
    db,
    ownerId,
    rows.map((row) => row.id),
  );
  return presentSales(rows, items);
}

/** One sale of the tenant with its lines, or null (another tenant's id included). */
export async function getSale(db: Db, ownerId: number, id: number): Promise<Sale | null> {
  const row = await findSale(db, ownerId, id);
  return row ? presentSale(row, await itemsOfSales(db, ownerId, [row.id])) : null;
}
