import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { createdAt, inList, money, ownerId } from './columns.js';
import { inventoryLots } from './inventory.js';
import { users } from './users.js';

export const transferStatuses = ['pending', 'accepted', 'declined'] as const;
export const transferPaymentStatuses = ['pending', 'confirmed', 'rejected'] as const;

/**
 * Stock sent from one business to another (decisions/2026-11-26-transfers.md). owner_id is the
 * sender (its units left at once, by a transfer_out move); to_owner_id the recipient, who accepts
 * (units into its lots) or declines (units back). Both sides read it; no other tenant does.
 * total_cost is what the recipient owes for it once accepted.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    toOwnerId: integer('to_owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: transferStatuses }).notNull().default('pending'),
    totalCost: money('total_cost'),
    /** The trade's currency: the sender's (the seller's) when it was sent; every amount of it is in it. */
    currency: text('currency').notNull().default('USD'),
    /** The recipient's currency when it accepted, and its units per one unit of `currency` (null: same currency). */
    buyerCurrency: text('buyer_currency'),
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6 }),
    notes: text('notes'),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('transfers_owner_created_idx').on(t.ownerId, t.createdAt),
    index('transfers_to_owner_created_idx').on(t.toOwnerId, t.createdAt),
    check('transfers_status_check', sql`${t.status} in (${inList(transferStatuses)})`),
    check('transfers_total_cost_check', sql`${t.totalCost} >= 0`),
    check('transfers_parties_check', sql`${t.ownerId} <> ${t.toOwnerId}`),
    check('transfers_exchange_rate_check', sql`${t.exchangeRate} is null or ${t.exchangeRate} > 0`),
    // Pending transfers per pair (the unasked-transfer limit) and the partner's pending inbox.
    index('transfers_to_owner_status_idx').on(t.toOwnerId, t.status, t.ownerId),
  ],
);

/**
 * One line of a transfer: units of one of the sender's lots, with what was sent (product, expiry,
 * packaging, the price per box the transfer charges and the sender's retail price per box).
 * received_lot_id is the recipient's lot once accepted.
 */
export const transferItems = pgTable(
  'transfer_items',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => inventoryLots.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    barcode: text('barcode').notNull(),
    category: text('category').notNull(),
    quantityUnits: integer('quantity_units').notNull(),
    unitsPerBox: integer('units_per_box').notNull(),
    costPrice: money('cost_price'),
    retailPrice: money('retail_price'),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    /** The sender's batch number, carried into the recipient's lot (migration 0019). */
    batchNumber: text('batch_number'),
    supplierId: integer('supplier_id'),
    totalCost: money('total_cost'),
    receivedLotId: integer('received_lot_id').references(() => inventoryLots.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('transfer_items_transfer_idx').on(t.transferId, t.id),
    index('transfer_items_lot_idx').on(t.lotId),
    index('transfer_items_received_lot_idx').on(t.receivedLotId),
    check('transfer_items_quantity_check', sql`${t.quantityUnits} > 0 and ${t.unitsPerBox} >= 1`),
    check('transfer_items_prices_check', sql`${t.costPrice} >= 0 and ${t.retailPrice} >= 0 and ${t.totalCost} >= 0`),
  ],
);

/**
 * A payment against what one business owes another for accepted transfers: owner_id pays (owes),
 * to_owner_id is paid (is owed); recorded_by is the business that recorded it (either side).
 */
export const transferPayments = pgTable(
  'transfer_payments',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    toOwnerId: integer('to_owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money('amount'),
    paymentMethod: text('payment_method', { enum: ['cash'] })
      .notNull()
      .default('cash'),
    /** The trade's currency (the creditor's, the seller's); the amount is in it. */
    currency: text('currency').notNull().default('USD'),
    /**
     * pending: recorded by the debtor, a claim until the creditor confirms or rejects it;
     * confirmed: counts in the balance (recorded by the creditor, or confirmed by it); rejected.
     */
    status: text('status', { enum: transferPaymentStatuses }).notNull().default('confirmed'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    notes: text('notes'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('transfer_payments_owner_to_idx').on(t.ownerId, t.toOwnerId),
    index('transfer_payments_to_owner_idx').on(t.toOwnerId, t.ownerId),
    check('transfer_payments_amount_check', sql`${t.amount} > 0`),
    check('transfer_payments_method_check', sql`${t.paymentMethod} in ('cash')`),
    check('transfer_payments_parties_check', sql`${t.ownerId} <> ${t.toOwnerId}`),
    check('transfer_payments_status_check', sql`${t.status} in (${inList(transferPaymentStatuses)})`),
  ],
);

/**
 * A business that refuses transfers from another: owner_id is the recipient who blocked,
 * blocked_owner_id the sender it refuses (its new transfers are refused with a code).
 */
export const transferBlocks = pgTable(
  'transfer_blocks',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    blockedOwnerId: integer('blocked_owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('transfer_blocks_owner_blocked_key').on(t.ownerId, t.blockedOwnerId),
    index('transfer_blocks_blocked_idx').on(t.blockedOwnerId, t.ownerId),
    check('transfer_blocks_parties_check', sql`${t.ownerId} <> ${t.blockedOwnerId}`),
  ],
);
