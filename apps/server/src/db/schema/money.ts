import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { createdAt, inList, money, ownerId } from './columns.js';
import { inventoryLots } from './inventory.js';
import { supplierOrderItems } from './supplier-order-items.js';
import { supplierOrders, suppliers } from './suppliers.js';
import { teamMembers, users } from './users.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A payment to a supplier settling some of its unpaid orders (Pay Outstanding). original_amount is
 * what those orders still owed, discount_amount what the supplier let go (discount_percentage of
 * it), amount what was paid. Discounts are the dashboard's "discount profit".
 *
 * A supplier's outstanding balance = its orders' totals - payments' original amounts - the value
 * of its approved returns (a return after payment is a credit: the balance goes below 0 until the
 * supplier refunds it, when the return becomes `refunded` and leaves the sum).
 */
export const supplierPayments = pgTable(
  'supplier_payments',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    amount: money('amount'),
    originalAmount: money('original_amount'),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2 }).notNull().default('0'),
    discountAmount: money('discount_amount'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('supplier_payments_owner_supplier_idx').on(t.ownerId, t.supplierId),
    index('supplier_payments_owner_paid_at_idx').on(t.ownerId, t.paidAt),
    check(
      'supplier_payments_amounts_check',
      sql`${t.amount} >= 0 and ${t.discountAmount} >= 0 and ${t.amount} + ${t.discountAmount} = ${t.originalAmount}`,
    ),
    check('supplier_payments_discount_check', sql`${t.discountPercentage} between 0 and 100`),
  ],
);

/** The orders a payment settled, with what each still owed at that moment. */
export const supplierPaymentOrders = pgTable(
  'supplier_payment_orders',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => supplierPayments.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => supplierOrders.id, { onDelete: 'cascade' }),
    amountDue: money('amount_due'),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.orderId] }), index('supplier_payment_orders_order_idx').on(t.orderId)],
);

export const supplierReturnTypes = ['supplier_order', 'transfer'] as const;
export const supplierReturnReasons = ['defective', 'expired', 'wrong_item', 'excess', 'damaged', 'other'] as const;
export const supplierReturnStatuses = ['pending', 'approved', 'rejected', 'refunded'] as const;

/**
 * Goods sent back to a supplier. From an order's details (itemId given) the return is approved at
 * once; from the Returns page it is pending until the supplier's answer is recorded. Only on
 * approval do the units leave the lot (a supplier_return movement) and the value count as a credit
 * against the supplier; a rejected return changes nothing. quantity is in unit_type (boxes from an
 * order, units or boxes from the Returns page); units is quantity in units; unit_price is per
 * unit_type; total_value = quantity x unit_price.
 */
export const supplierReturns = pgTable(
  'supplier_returns',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    type: text('type', { enum: supplierReturnTypes }).notNull().default('supplier_order'),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    supplierOrderId: integer('supplier_order_id').references(() => supplierOrders.id, { onDelete: 'set null' }),
    supplierOrderItemId: integer('supplier_order_item_id').references(() => supplierOrderItems.id, {
      onDelete: 'set null',
    }),
    transferId: integer('transfer_id'),
    /** A return of type transfer: the business the goods go back to (the transfer's sender), who decides it. */
    toOwnerId: integer('to_owner_id').references(() => users.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => inventoryLots.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    unitType: text('unit_type', { enum: ['unit', 'box'] }).notNull(),
    units: integer('units').notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 4 }).notNull(),
    totalValue: money('total_value'),
    returnReason: text('return_reason').notNull(),
    returnType: text('return_type', { enum: supplierReturnReasons }).notNull().default('defective'),
    notes: text('notes'),
    status: text('status', { enum: supplierReturnStatuses }).notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    teamMemberId: integer('team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('supplier_returns_owner_created_idx').on(t.ownerId, t.createdAt),
    index('supplier_returns_owner_supplier_idx').on(t.ownerId, t.supplierId),
    index('supplier_returns_order_idx').on(t.supplierOrderId),
    index('supplier_returns_lot_idx').on(t.lotId),
    index('supplier_returns_to_owner_idx').on(t.toOwnerId, t.createdAt),
    check('supplier_returns_quantity_check', sql`${t.quantity} > 0 and ${t.units} > 0`),
    check('supplier_returns_value_check', sql`${t.unitPrice} >= 0 and ${t.totalValue} >= 0`),
    check('supplier_returns_type_check', sql`${t.type} in (${inList(supplierReturnTypes)})`),
    check('supplier_returns_return_type_check', sql`${t.returnType} in (${inList(supplierReturnReasons)})`),
    check('supplier_returns_status_check', sql`${t.status} in (${inList(supplierReturnStatuses)})`),
    check('supplier_returns_unit_type_check', sql`${t.unitType} in ('unit', 'box')`),
  ],
);

/** A receipt image for an expense, kept in the database with the tenant's other data. */
export const expenseReceipts = pgTable(
  'expense_receipts',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('expense_receipts_owner_idx').on(t.ownerId)],
);

export const expenseCategories = ['rent', 'supplies', 'marketing', 'salaries', 'utilities', 'other'] as const;

/** Money spent running the shop; counted against profit as "net profit" on the dashboard. */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    title: text('title').notNull(),
    description: text('description'),
    amount: money('amount'),
    category: text('category', { enum: expenseCategories }).notNull(),
    expenseDate: date('expense_date', { mode: 'string' }).notNull(),
    receiptId: integer('receipt_id').references(() => expenseReceipts.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    teamMemberId: integer('team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('expenses_owner_date_idx').on(t.ownerId, t.expenseDate),
    check('expenses_amount_check', sql`${t.amount} > 0`),
    check('expenses_category_check', sql`${t.category} in (${inList(expenseCategories)})`),
  ],
);
