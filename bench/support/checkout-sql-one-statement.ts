import { randomUUID } from 'node:crypto';
import { fromMinor, saleReference, toIsoDate, unitCost } from '@assist/domain';
import type { Db } from '../../apps/server/src/db/client.js';
import { runPrepared } from '../../apps/server/src/db/prepared.js';
import { type LockedLot, liveLotsRead } from '../../apps/server/src/modules/sales/locked-lots.js';
import { writeSalesStatement } from '../../apps/server/src/modules/sales/sale-statement.js';
import { priceLines } from './checkout-sql.js';

/**
 * The writes of one online checkout of unit lines in the service's present shape, with the
 * service's own SQL text: the lots read (no lock), the lines priced, then one statement on its own
 * that takes each lot's units where it still holds them at the price read, and writes the sale,
 * its lines and its movements, or raises (checkout_refused_unless) and is undone whole. Straight
 * through the driver, prepared on PostgreSQL as the service does (runPrepared). No HTTP, no
 * session, no ORM.
 */
export async function rawCheckoutOneStatement(
  db: Db,
  ownerId: number,
  items: { inventoryId: number; quantity: number }[],
): Promise<void> {
  const read = await runPrepared<LockedLot>(db, liveLotsRead, [ownerId, items.map((item) => item.inventoryId)]);
  const lotRows = read.map((lot) => ({
    id: lot.id,
    product_id: lot.productId,
    units_per_box: lot.unitsPerBox,
    cost: lot.costPrice,
    retail: lot.retailPrice,
  }));
  const { lines, subtotal } = priceLines(items, lotRows);
  const now = new Date().toISOString();
  const rows = {
    sale: {
      owner_id: ownerId,
      sale_ref: saleReference(),
      client_sale_id: randomUUID(),
      cashier_user_id: ownerId,
      payment_method: 'cash',
      subtotal,
      tax_rate: '0',
      tax: '0.00',
      total: subtotal,
      offline: false,
      sold_at: now,
      created_at: now,
    },
    lines: lines.map(({ item, lot, price, total }) => ({
      lot_id: item.inventoryId,
      product_id: lot.product_id,
      quantity: item.quantity,
      unit_type: 'unit',
      units: item.quantity,
      unit_price: price,
      total_price: fromMinor(total),
      unit_cost: unitCost(String(lot.cost), Number(lot.units_per_box)),
      shortfall_units: 0,
    })),
    moves: lines.map(({ item, lot }) => ({
      lot_id: item.inventoryId,
      product_id: lot.product_id,
      kind: 'sale',
      quantity_units: -item.quantity,
      cost_per_box: lot.cost,
      units_per_box: lot.units_per_box,
    })),
  };
  const want = lines.map(({ item, lot }) => ({
    id: item.inventoryId,
    units: item.quantity,
    units_per_box: lot.units_per_box,
    retail_price: lot.retail,
    cost_price: lot.cost,
    live: true,
    read_units: null,
  }));
  const stored = await runPrepared(db, writeSalesStatement, [
    JSON.stringify([rows]),
    JSON.stringify(want),
    ownerId,
    toIsoDate(new Date()),
    null, // no session to confirm (the server passes the till's: one more index probe in the statement)
  ]);
  if (stored.length !== items.length) throw new Error('raw checkout stored no sale');
}
