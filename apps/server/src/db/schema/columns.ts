import { sql } from 'drizzle-orm';
import { customType, integer, numeric, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Column shapes the tenant tables share (no tables here). */

/** A 2-decimal amount of money. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull();

/** The tenant: the owner account the row belongs to, gone with it. */
export const ownerId = () =>
  integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed: now() on insert; the code that updates the row sets it again. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** `'a', 'b'` for a check constraint's `in (...)` over a list of known values. */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The transaction that last wrote the row (PostgreSQL's 64-bit transaction id): set on insert by
 * the default and on every update by a trigger (migration 0009_pos_change_feed). The till's change
 * feed (modules/pos/changes.ts) finds the rows written since a snapshot with it.
 */
export const changeXid = () => xid8('change_xid').notNull().default(sql`pg_current_xact_id()`);
