import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { createdAt, money, ownerId } from './columns.js';
import { inventoryLots } from './inventory.js';
import { supplierOrders } from './suppliers.js';

/**
 * One product line of an order. Quantities are in boxes, as the supplier invoices them, with the
 * units per box and cost per box of that receipt; returned_boxes grows with returns to supplier.
 */
export const supplierOrderItems = pgTable(
  'supplier_order_items',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => supplierOrders.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id').references(() => inventoryLots.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantityBoxes: integer('quantity_boxes').notNull(),
    unitsPerBox: integer('units_per_box').notNull(),
    costPerBox: money('cost_per_box'),
    returnedBoxes: integer('returned_boxes').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('supplier_order_items_owner_order_idx').on(t.ownerId, t.orderId),
    index('supplier_order_items_lot_idx').on(t.lotId),
    check('supplier_order_items_quantity_check', sql`${t.quantityBoxes} > 0`),
    check('supplier_order_items_returned_check', sql`${t.returnedBoxes} between 0 and ${t.quantityBoxes}`),
  ],
);
