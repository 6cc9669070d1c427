import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, inList, ownerId } from './columns.js';

/** The spec's nine shortage categories, stored as keys (the screens translate them). */
export const shortageCategories = [
  'medicine',
  'medical_supplies',
  'personal_care',
  'health_wellness',
  'baby_care',
  'beauty',
  'first_aid',
  'vitamins_supplements',
  'other',
] as const;
export const shortagePriorities = ['low', 'medium', 'high', 'urgent'] as const;

/**
 * A product the shop ran short of, noted on a day (the business's own date); completed when
 * ordered or found (completed_at set, cleared when reopened).
 */
export const shortageItems = pgTable(
  'shortage_items',
  {
    id: serial('id').primaryKey(),
    ownerId: ownerId(),
    productName: text('product_name').notNull(),
    category: text('category', { enum: shortageCategories }).notNull().default('other'),
    priority: text('priority', { enum: shortagePriorities }).notNull().default('medium'),
    notes: text('notes'),
    date: date('date', { mode: 'string' }).notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('shortage_items_owner_date_idx').on(t.ownerId, t.date, t.id),
    check('shortage_items_category_check', sql`${t.category} in (${inList(shortageCategories)})`),
    check('shortage_items_priority_check', sql`${t.priority} in (${inList(shortagePriorities)})`),
    check('shortage_items_completed_check', sql`${t.isCompleted} = (${t.completedAt} is not null)`),
  ],
);
