import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { conflict } from '../../platform/errors.js';

/** Units of a product (by barcode) to take from the supplier's lots. */
export interface WantedLine {
  barcode: string;
  productName: string;
  units: number;
}

/** Units of one wanted line (by barcode) taken from one lot. */
export interface TakenPart {
  barcode: string;
  inventoryId: number;
  quantity: number;
}

interface LotRow {
  id: number;
  barcode: string;
  quantity_units: number;
  expiry_date: string;
}

/**
 * Where the approved units come from: the supplier's live, unexpired lots of each product, the
 * earliest expiry first, across lots when one is not enough (locked FOR UPDATE in id order, so the
 * plan holds until the transfer reserves them). A product short of the units refuses the whole
 * approval with 409 marketplace_stock_short (nothing is changed: the caller's transaction rolls back).
 */
export async function allocateLots(
  tx: Db,
  supplierId: number,
  today: string,
  wanted: WantedLine[],
): Promise<TakenPart[]> {
  if (wanted.length === 0) return [];
  const barcodes = sql.join(
    wanted.map((line) => sql`${line.barcode}`),
    sql`, `,
  );
  const locked = rowsOf<LotRow>(
    await tx.execute(sql`
      select l.id, p.barcode, l.quantity_units, l.expiry_date::text as expiry_date
      from inventory_lots l join products p on p.owner_id = l.owner_id and p.id = l.product_id
      where l.owner_id = ${supplierId} and p.barcode in (${barcodes}) and l.archived_at is null
        and l.quantity_units > 0 and l.expiry_date >= ${today}
      order by l.id
      for update of l`),
  );
  const fefo = [...locked].sort((a, b) => a.expiry_date.localeCompare(b.expiry_date) || Number(a.id) - Number(b.id));
  const taken: TakenPart[] = [];
  for (const line of wanted) {
    let left = line.units;
    const lots = fefo.filter((lot) => lot.barcode === line.barcode);
    for (const lot of lots) {
      if (left === 0) break;
      const take = Math.min(left, Number(lot.quantity_units));
      taken.push({ barcode: line.barcode, inventoryId: Number(lot.id), quantity: take });
      left -= take;
    }
    if (left > 0) {
      const availableQuantity = lots.reduce((n, lot) => n + Number(lot.quantity_units), 0);
      throw conflict('marketplace_stock_short', {
        productName: line.productName,
        approvedQuantity: line.units,
        availableQuantity,
      });
    }
  }
  return taken;
}
