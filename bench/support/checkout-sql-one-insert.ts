import { randomUUID } from 'node:crypto';
import { fromMinor, saleReference, unitCost } from '@assist/domain';
import { type SqlRunner, decrementAndPrice } from './checkout-sql.js';

/**
 * The writes of one online checkout of unit lines in the service's present shape: the conditional
 * decrement of all lots (answering their prices), then the sale, its lines and its movements in
 * one statement of data-modifying CTEs. No HTTP, no session, no ORM.
 */
export async function rawCheckoutOneInsert(
  run: SqlRunner,
  ownerId: number,
  items: { inventoryId: number; quantity: number }[],
): Promise<void> {
  await run(async (query) => {
    const { lines, subtotal } = await decrementAndPrice(query, ownerId, items);
    const params: unknown[] = [ownerId, saleReference(), randomUUID(), subtotal];
    const param = (value: unknown, type: string) => {
      params.push(value);
      return `$${params.length}::${type}`;
    };
    const itemRows = lines.map(
      ({ item, lot, price, total }, i) =>
        `(${param(i, 'int')}, ${param(item.inventoryId, 'int')}, ${param(lot.product_id, 'int')}, ${param(item.quantity, 'int')}, ` +
        `${param(price, 'numeric')}, ${param(fromMinor(total), 'numeric')}, ` +
        `${param(unitCost(String(lot.cost), Number(lot.units_per_box)), 'numeric')})`,
    );
    const moveRows = lines.map(
      ({ item, lot }) =>
        `(${param(item.inventoryId, 'int')}, ${param(lot.product_id, 'int')}, ${param(-item.quantity, 'int')}, ` +
        `${param(lot.cost, 'numeric')}, ${param(lot.units_per_box, 'int')})`,
    );
    const stored = await query(
      `with s as (
         insert into sales (owner_id, sale_ref, client_sale_id, cashier_user_id, payment_method, subtotal, tax_rate, tax,
           total, offline, sold_at)
         values ($1::int, $2::text, $3::uuid, $1::int, 'cash', $4::numeric, 0, 0, $4::numeric, false, now())
         on conflict do nothing returning id, owner_id, sale_ref),
       i as (
         insert into sale_items (owner_id, sale_id, lot_id, product_id, quantity, unit_type, units, unit_price,
           total_price, unit_cost)
         select s.owner_id, s.id, v.lot_id, v.product_id, v.quantity, 'unit', v.quantity, v.price, v.total, v.cost
         from s, (values ${itemRows.join(', ')}) as v(ord, lot_id, product_id, quantity, price, total, cost)
         order by v.ord returning id),
       m as (
         insert into stock_movements (owner_id, lot_id, product_id, kind, quantity_units, cost_per_box, units_per_box,
           reference)
         select s.owner_id, v.lot_id, v.product_id, 'sale', v.units, v.cost, v.per_box, s.sale_ref
         from s, (values ${moveRows.join(', ')}) as v(lot_id, product_id, units, cost, per_box))
       select s.id, i.id as item_id from s, i`,
      params,
    );
    if (stored.rows.length !== items.length) throw new Error('raw checkout stored no sale');
  });
}
