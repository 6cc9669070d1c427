import { recallActions } from '@assist/domain';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { createdAt, inList, ownerId } from './columns.js';
import { users } from './users.js';

/**
 * A recall of one batch, as one business holds it (migration 0019). An original (origin_recall_id
 * null) is issued by a supplier for what it sold, or recorded by a shop from a notice it heard of
 * (a regulator's). A copy is what a business reached through the network holds: origin_recall_id is
 * the issuer's recall, from_owner_id the issuer, units_received what this business received of the
 * batch through transfers (directly or onward). The lots it marks carry recall_id.
 */
export const recalls = pgTable(
  'recalls',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    originRecallId: integer('origin_recall_id').references((): AnyPgColumn => recalls.id, { onDelete: 'set null' }),
    fromOwnerId: integer('from_owner_id').references(() => users.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The GTIN (the product's barcode) as recalled. */
    barcode: text('barcode').notNull(),
    productName: text('product_name').notNull(),
    batchNumber: text('batch_number').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    reason: text('reason').notNull(),
    action: text('action', { enum: recallActions }).notNull(),
    unitsReceived: integer('units_received'),
    createdAt: createdAt(),
  },
  (t) => [
    index('recalls_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    index('recalls_origin_idx').on(t.originRecallId).where(sql`${t.originRecallId} is not null`),
    // A recall reaches a business once, however many paths the batch took to it.
    uniqueIndex('recalls_owner_origin_key')
      .on(t.ownerId, t.originRecallId)
      .where(sql`${t.originRecallId} is not null`),
    index('recalls_owner_batch_idx').on(t.ownerId, t.barcode, sql`lower(${t.batchNumber})`),
    check('recalls_action_check', sql`${t.action} in (${inList(recallActions)})`),
    check('recalls_units_check', sql`${t.unitsReceived} is null or ${t.unitsReceived} >= 0`),
  ],
);
