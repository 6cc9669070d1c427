import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, ownerId, updatedAt } from './columns.js';
import { users } from './users.js';

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
    /**
     * The business on the network this supplier record stands for (one per partner, created on the
     * first trade): its transfers and marketplace purchases are this supplier's orders.
     */
    linkedOwnerId: integer('linked_owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Days from ordering to the goods on the shelf: the reorder suggestion covers them too. */
    leadDays: integer('lead_days').notNull().default(3),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('suppliers_owner_name_idx').on(t.ownerId, sql`lower(${t.name})`),
    // The inventory search by supplier name: one tenant's suppliers (owner_id first, btree_gin).
    index('suppliers_owner_name_trgm_idx').using('gin', t.ownerId, t.name.op('gin_trgm_ops')),
    uniqueIndex('suppliers_owner_linked_key').on(t.ownerId, t.linkedOwnerId).where(sql`${t.linkedOwnerId} is not null`),
    check('suppliers_lead_days_check', sql`${t.leadDays} between 0 and 365`),
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
