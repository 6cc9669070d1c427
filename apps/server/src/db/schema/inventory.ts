import { type StockMovementKind, stockMovementKinds } from '@assist/domain';
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
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { recalls } from './recalls.js';
import { changeXid, createdAt, money, ownerId, updatedAt } from './columns.js';
import { supplierOrders, suppliers } from './suppliers.js';

/**
 * A lot: one product with one expiry date (DESIGN §5). Stock is counted in units and never goes
 * negative; prices are per box. An archived lot is hidden but keeps its history (sales).
 * product_name_lower is lower(products.name), kept by triggers (migration 0004_inventory_list_indexes):
 * the inventory list's name sort then walks one index of lots, deep pages included.
 */
export const inventoryLots = pgTable(
  'inventory_lots',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    /** The maker's batch (lot) number as printed and in the GS1 code (AI 10); null when unknown. */
    batchNumber: text('batch_number'),
    /**
     * The recall (this business's own record in `recalls`) that took this lot off sale: the till
     * refuses it while set (migration 0019).
     */
    recallId: integer('recall_id').references(() => recalls.id, { onDelete: 'set null' }),
    unitsPerBox: integer('units_per_box').notNull(),
    costPrice: money('cost_price'),
    retailPrice: money('retail_price'),
    quantityUnits: integer('quantity_units').notNull().default(0),
    // Set by the database on insert and on a product rename; the default is never kept.
    productNameLower: text('product_name_lower').notNull().default(''),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    changeXid: changeXid(),
  },
  (t) => [
    // Receiving the same product, expiry and batch adds to the lot on hand: one live lot for each
    // (a lot without a batch number is its own batch, as before migration 0019).
    uniqueIndex('inventory_lots_owner_product_expiry_batch_key')
      .on(t.ownerId, t.productId, t.expiryDate, sql`coalesce(${t.batchNumber}, '')`)
      .where(sql`${t.archivedAt} is null`),
    // Inventory search and recalls by batch number.
    index('inventory_lots_owner_batch_idx')
      .on(t.ownerId, sql`lower(${t.batchNumber})`)
      .where(sql`${t.batchNumber} is not null`),
    index('inventory_lots_recall_idx').on(t.recallId).where(sql`${t.recallId} is not null`),
    index('inventory_lots_owner_expiry_idx').on(t.ownerId, t.expiryDate, t.id).where(sql`${t.archivedAt} is null`),
    index('inventory_lots_owner_name_idx')
      .on(t.ownerId, t.productNameLower, t.expiryDate, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('inventory_lots_owner_stock_idx').on(t.ownerId, t.quantityUnits, t.id).where(sql`${t.archivedAt} is null`),
    index('inventory_lots_owner_supplier_idx').on(t.ownerId, t.supplierId),
    // The till's change feed: the tenant's lots written since a snapshot (archived ones too).
    index('inventory_lots_owner_change_idx').on(t.ownerId, t.changeXid),
    check('inventory_lots_quantity_check', sql`${t.quantityUnits} >= 0`),
    check('inventory_lots_units_per_box_check', sql`${t.unitsPerBox} >= 1`),
  ],
);

/** A ledger line's kind: the list the domain gives the API (`StockMovementRecord`). */
export type MovementKind = StockMovementKind;

/**
 * The stock ledger: every change of a lot's units, signed (+ in, - out), with the cost per box and
 * units per box at that moment. For every lot, quantity_units = the sum of its movements.
 * Expiry and cost history are views of the receive movements.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => inventoryLots.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: stockMovementKinds }).notNull(),
    quantityUnits: integer('quantity_units').notNull(),
    costPerBox: money('cost_per_box'),
    unitsPerBox: integer('units_per_box').notNull(),
    reference: text('reference'),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    supplierOrderId: integer('supplier_order_id').references(() => supplierOrders.id, { onDelete: 'set null' }),
    /**
     * The id a till gave a queued stock change (an offline count or adjustment, migration 0015):
     * the same change sent twice is applied once.
     */
    clientOperationId: uuid('client_operation_id'),
    /**
     * A transfer_in bought in another currency: the seller's currency and the rate used (this
     * business's units per one unit of it); cost_per_box is already converted at that rate.
     */
    tradeCurrency: text('trade_currency'),
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_movements_owner_client_operation_key')
      .on(t.ownerId, t.clientOperationId)
      .where(sql`${t.clientOperationId} is not null`),
    index('stock_movements_owner_lot_idx').on(t.ownerId, t.lotId),
    // Deleting a lot (a tenant's, on account deletion) looks its movements up by lot alone.
    index('stock_movements_lot_idx').on(t.lotId),
    index('stock_movements_owner_product_kind_idx').on(t.ownerId, t.productId, t.kind, t.createdAt),
    check(
      'stock_movements_kind_check',
      sql`${t.kind} in ('receive', 'sale', 'sale_return', 'supplier_return', 'transfer_in', 'transfer_out', 'adjustment', 'offline_discrepancy')`,
    ),
  ],
);
