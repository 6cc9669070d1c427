import { paymentMethods, saleStatuses } from '@assist/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { createdAt, inList, money, ownerId, updatedAt } from './columns.js';
import { inventoryLots } from './inventory.js';
import { teamMembers, users } from './users.js';

/**
 * A sale. client_sale_id (a UUID the POS makes) is the idempotency key: one sale per key and
 * tenant. sold_at is when it happened (an offline sale syncs later), created_at when stored.
 */
export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    saleRef: text('sale_ref').notNull(),
    clientSaleId: uuid('client_sale_id').notNull(),
    cashierUserId: integer('cashier_user_id').references(() => users.id, { onDelete: 'set null' }),
    cashierTeamMemberId: integer('cashier_team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    status: text('status', { enum: saleStatuses }).notNull().default('completed'),
    subtotal: money('subtotal'),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    tax: money('tax'),
    total: money('total'),
    customerName: text('customer_name'),
    offline: boolean('offline').notNull().default(false),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sales_owner_ref_key').on(t.ownerId, t.saleRef),
    uniqueIndex('sales_owner_client_sale_id_key').on(t.ownerId, t.clientSaleId),
    index('sales_owner_sold_at_idx').on(t.ownerId, t.soldAt),
    check('sales_status_check', sql`${t.status} in (${inList(saleStatuses)})`),
    check('sales_payment_method_check', sql`${t.paymentMethod} in (${inList(paymentMethods)})`),
  ],
);

/**
 * A line of a sale: what was sold (quantity of unit_type, `units` in units) from which lot, at what
 * price, and the cost of a unit at that moment so profit stays true. shortfall_units are units an
 * offline sale sold that no lot held (recorded as an offline_discrepancy movement).
 */
export const saleItems = pgTable(
  'sale_items',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => inventoryLots.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    unitType: text('unit_type', { enum: ['unit', 'box'] }).notNull(),
    units: integer('units').notNull(),
    unitPrice: money('unit_price'),
    totalPrice: money('total_price'),
    unitCost: numeric('unit_cost', { precision: 14, scale: 4 }).notNull(),
    returnedUnits: integer('returned_units').notNull().default(0),
    shortfallUnits: integer('shortfall_units').notNull().default(0),
  },
  (t) => [
    index('sale_items_owner_sale_idx').on(t.ownerId, t.saleId),
    index('sale_items_lot_idx').on(t.lotId),
    check('sale_items_quantity_check', sql`${t.quantity} > 0 and ${t.units} > 0`),
    check('sale_items_returned_check', sql`${t.returnedUnits} between 0 and ${t.units}`),
    check('sale_items_unit_type_check', sql`${t.unitType} in ('unit', 'box')`),
  ],
);

/** A customer return of some lines of a sale; amount is the goods' value before tax. */
export const saleReturns = pgTable(
  'sale_returns',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    amount: money('amount'),
    tax: money('tax'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    teamMemberId: integer('team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sale_returns_owner_created_idx').on(t.ownerId, t.createdAt),
    index('sale_returns_sale_idx').on(t.saleId),
  ],
);

export const saleReturnItems = pgTable(
  'sale_return_items',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    returnId: integer('return_id')
      .notNull()
      .references(() => saleReturns.id, { onDelete: 'cascade' }),
    saleItemId: integer('sale_item_id')
      .notNull()
      .references(() => saleItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    units: integer('units').notNull(),
    amount: money('amount'),
    reason: text('reason').notNull(),
  },
  (t) => [
    index('sale_return_items_return_idx').on(t.returnId),
    check('sale_return_items_quantity_check', sql`${t.quantity} > 0 and ${t.units} > 0`),
  ],
);

/** Products pinned at the point of sale, in display order (at most 10 per tenant, the service says). */
export const posFavorites = pgTable(
  'pos_favorites',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pos_favorites_owner_product_key').on(t.ownerId, t.productId)],
);

/** A held cart (Hold Sale): the POS's own lines, kept as it sent them. */
export const cartDrafts = pgTable(
  'cart_drafts',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    draftName: text('draft_name').notNull(),
    customerName: text('customer_name'),
    cartItems: jsonb('cart_items').$type<unknown[]>().notNull().default([]),
    subtotal: money('subtotal'),
    total: money('total'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('cart_drafts_owner_updated_idx').on(t.ownerId, t.updatedAt)],
);
