import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { suppliers } from './suppliers.js';
import { createdAt, ownerId, updatedAt } from './columns.js';

/**
 * What a draft keeps beyond its single-product fields: the rows of a multi-product (manual, OCR)
 * or CSV batch draft, the import facts, the rows that could not be read, what the scanner read.
 * Its supplier and order id live in the draft's own columns.
 */
export interface DraftSource {
  products?: unknown[];
  isMultiProduct?: boolean;
  importInfo?: unknown;
  skippedRows?: unknown[];
  extractedData?: unknown;
  detectedSupplier?: unknown;
}

/** Receiving not yet done (spec part 2 §3 Inventory draft): pending until completed, then hidden. */
export const inventoryDrafts = pgTable(
  'inventory_drafts',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    draftType: text('draft_type', { enum: ['manual', 'ocr', 'bulk_import', 'csv-batch'] }).notNull(),
    productName: text('product_name'),
    barcode: text('barcode'),
    category: text('category'),
    quantity: integer('quantity'),
    unitsPerBox: integer('units_per_box'),
    costPrice: numeric('cost_price', { precision: 14, scale: 2 }),
    retailPrice: numeric('retail_price', { precision: 14, scale: 2 }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    /** The maker's batch of a single-product draft, carried into the lot it becomes (issue 30). */
    batchNumber: text('batch_number'),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    /** The supplier's invoice reference (the forms' "Order ID"). */
    orderRef: text('order_ref'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    notes: text('notes'),
    sourceData: jsonb('source_data').$type<DraftSource>().notNull().default({}),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inventory_drafts_owner_completed_idx').on(t.ownerId, t.isCompleted, t.createdAt),
    check('inventory_drafts_type_check', sql`${t.draftType} in ('manual', 'ocr', 'bulk_import', 'csv-batch')`),
  ],
);
