import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { inventoryLots } from './inventory.js';
import { createdAt, money, ownerId, updatedAt } from './columns.js';

/** The companies a tenant buys from. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    address: text('address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('suppliers_owner_name_idx').on(t.ownerId, sql`lower(${t.name})`),
    index('suppliers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * A supplier's invoice as received: order_ref is the supplier's reference (the "Order ID" of the
 * receiving forms), one order per reference and supplier. total is what the tenant owes for it.
 */
export const supplierOrders = pgTable(
  'supplier_orders',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    orderRef: text('order_ref').notNull(),
    total: money('total').default('0'),
    isPaid: boolean('is_paid').notNull().default(false),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('supplier_orders_owner_supplier_ref_key').on(t.ownerId, t.supplierId, t.orderRef),
    index('supplier_orders_owner_created_idx').on(t.ownerId, t.createdAt),
    check('supplier_orders_total_check', sql`${t.total} >= 0`),
  ],
);

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
