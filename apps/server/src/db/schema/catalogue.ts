import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { changeXid, createdAt, ownerId, updatedAt } from './columns.js';

/** A tenant's catalogue: one row per barcode. Category holds a canonical value (domain categories). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    name: text('name').notNull(),
    barcode: text('barcode').notNull(),
    category: text('category').notNull().default('none'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    changeXid: changeXid(),
  },
  (t) => [
    uniqueIndex('products_owner_barcode_key').on(t.ownerId, t.barcode),
    index('products_owner_name_idx').on(t.ownerId, sql`lower(${t.name})`),
    // Substring search (ILIKE '%x%') on name and barcode uses these trigram indexes. owner_id leads
    // them (btree_gin, migration 0016_capacity_indexes): a search then reads one tenant's matches,
    // not every tenant's (docs/capacity.md).
    index('products_owner_name_trgm_idx').using('gin', t.ownerId, t.name.op('gin_trgm_ops')),
    index('products_owner_barcode_trgm_idx').using('gin', t.ownerId, t.barcode.op('gin_trgm_ops')),
    // The till's change feed: the tenant's products written since a snapshot.
    index('products_owner_change_idx').on(t.ownerId, t.changeXid),
  ],
);
