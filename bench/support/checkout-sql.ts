import { randomUUID } from 'node:crypto';
import { fromMinor, multiply, saleReference, sum, toIsoDate, toMinor, unitCost, unitPrice } from '@assist/domain';
import type { Database } from '../../apps/server/src/db/client.js';

export type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
/** Runs `fn` in one transaction of the database's driver, handing it the driver's query. */
export type SqlRunner = (fn: (query: Query) => Promise<void>) => Promise<void>;

interface PgliteClient {
  transaction<T>(fn: (tx: { query: Query }) => Promise<T>): Promise<T>;
}
interface PgPool {
  connect(): Promise<{ query: Query; release(): void }>;
}

/** A transaction straight on the driver: PGlite's own, or a pooled node-postgres connection. */
export function sqlRunner(database: Database): SqlRunner {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') return (fn) => (client as PgliteClient).transaction((tx) => fn(tx.query.bind(tx)));
  return async (fn) => {
    const connection = await (client as PgPool).connect();
    try {
      await connection.query('begin', []);
      await fn(connection.query.bind(connection));
      await connection.query('commit', []);
    } catch (error) {
      await connection.query('rollback', []);
      throw error;
    } finally {
      connection.release();
    }
  };
}

/** An offline sale's own reference, client id and moment (issue 5), instead of a new SALE- reference. */
export interface RawOfflineSale {
  saleRef: string;
  clientSaleId: string;
  soldAt: string;
}

/**
 * The writes of one online checkout of unit lines, as the service sends them: the conditional
 * decrement of all lots (answering their prices), the sale, its lines with unit costs, the sale
 * movements. No HTTP, no session, no ORM. With `offline`, the same rows as a synced offline sale.
 */
export async function rawCheckout(
  run: SqlRunner,
  ownerId: number,
  items: { inventoryId: number; quantity: number }[],
  offline?: RawOfflineSale,
): Promise<void> {
  await run(async (query) => {
    const { lines, subtotal } = await decrementAndPrice(query, ownerId, items);
    const ref = offline?.saleRef ?? saleReference();
    const [sale] = (
      await query(
        `insert into sales (owner_id, sale_ref, client_sale_id, cashier_user_id, payment_method, subtotal, tax_rate, tax,
           total, offline, sold_at)
         values ($1, $2, $3, $1, 'cash', $4, 0, 0, $4, $5, coalesce($6::timestamptz, now()))
         on conflict do nothing returning *`,
        [ownerId, ref, offline?.clientSaleId ?? randomUUID(), subtotal, offline !== undefined, offline?.soldAt ?? null],
      )
    ).rows;
    const params: unknown[] = [ownerId, sale!.id];
    const rows = lines.map(({ item, lot, price, total }) => {
      const at = params.length;
      params.push(
        item.inventoryId,
        lot.product_id,
        item.quantity,
        price,
        fromMinor(total),
        unitCost(String(lot.cost), Number(lot.units_per_box)),
      );
      return `($1, $2, $${at + 1}, $${at + 2}, $${at + 3}, 'unit', $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6})`;
    });
    await query(
      `insert into sale_items (owner_id, sale_id, lot_id, product_id, quantity, unit_type, units, unit_price, total_price,
         unit_cost) values ${rows.join(', ')} returning *`,
      params,
    );
    const moves: unknown[] = [ownerId, ref];
    const moveRows = lines.map(({ item, lot }) => {
      const at = moves.length;
      moves.push(item.inventoryId, lot.product_id, -item.quantity, lot.cost, lot.units_per_box);
      return `($1, $${at + 1}, $${at + 2}, 'sale', $${at + 3}, $${at + 4}, $${at + 5}, $2)`;
    });
    await query(
      `insert into stock_movements (owner_id, lot_id, product_id, kind, quantity_units, cost_per_box, units_per_box,
         reference) values ${moveRows.join(', ')}`,
      moves,
    );
  });
}

/**
 * The conditional decrement of every lot of a sale of unit lines, in one statement, and the lines
 * priced from what it answers (unit price from the lot's retail per box). Throws when a lot is short.
 */
export async function decrementAndPrice(
  query: Query,
  ownerId: number,
  items: { inventoryId: number; quantity: number }[],
) {
  const values = items.map((_, i) => `($${3 + i * 2}::int, $${4 + i * 2}::int, 0)`).join(', ');
  const lots = await query(
    `update inventory_lots l
     set quantity_units = l.quantity_units - (v.units + v.boxes * l.units_per_box), updated_at = now()
     from (values ${values}) as v(id, units, boxes), products p
     where l.id = v.id and l.owner_id = $1 and l.archived_at is null and l.expiry_date >= $2::date
       and l.quantity_units >= v.units + v.boxes * l.units_per_box
       and p.id = l.product_id and p.owner_id = l.owner_id
     returning l.id, l.product_id, p.name, l.units_per_box, l.cost_price::text as cost, l.retail_price::text as retail`,
    [ownerId, toIsoDate(new Date()), ...items.flatMap((item) => [item.inventoryId, item.quantity])],
  );
  if (lots.rows.length !== items.length) throw new Error('raw checkout refused');
  return priceLines(items, lots.rows);
}

/** Unit lines priced from their lots' rows (unit price from the lot's retail per box), and their subtotal. */
export function priceLines(items: { inventoryId: number; quantity: number }[], lotRows: Record<string, unknown>[]) {
  const byId = new Map(lotRows.map((row) => [Number(row.id), row]));
  const lines = items.map((item) => {
    const lot = byId.get(item.inventoryId)!;
    const price = unitPrice(String(lot.retail), Number(lot.units_per_box));
    return { item, lot, price, total: multiply(toMinor(price), item.quantity) };
  });
  const subtotal = fromMinor(sum(lines.map((line) => line.total)));
  return { lines, subtotal };
}
