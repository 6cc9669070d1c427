import { date, index, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { money, ownerId } from './columns.js';

const day = () => date('day', { mode: 'string' }).notNull();
const amount = (name: string) => money(name).default('0');
const cost = (name: string) => numeric(name, { precision: 18, scale: 4 }).notNull().default('0');

/**
 * The dashboard's rollup of a tenant's trade per UTC calendar day, kept by triggers on sales,
 * sale_items, sale_returns and sale_return_items (migration 0006_dashboard_indexes), so every
 * write path stays counted: sales by the day sold (count, subtotal, tax, cost of the units at the
 * time of sale), customer returns by the day made (count, goods' value, tax given back, cost of
 * the returned units). Revenue = subtotal - returns_amount; profit = revenue - (cost - returns_cost).
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    ownerId: ownerId(),
    day: day(),
    salesCount: integer('sales_count').notNull().default(0),
    subtotal: amount('subtotal'),
    tax: amount('tax'),
    cost: cost('cost'),
    returnsCount: integer('returns_count').notNull().default(0),
    returnsAmount: amount('returns_amount'),
    returnsTax: amount('returns_tax'),
    returnsCost: cost('returns_cost'),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.day] })],
);

/**
 * Per UTC day and product, net of customer returns made that day: units, revenue before tax and
 * cost at the time of sale. The (owner, day, revenue, product, units) index answers a day's top
 * products from its end and a period's products without reading the table.
 */
export const salesProductDaily = pgTable(
  'sales_product_daily',
  {
    ownerId: ownerId(),
    day: day(),
    // No foreign key: a product with sale lines cannot be deleted anyway (sale_items keeps it),
    // and a key here would make every product deletion scan this table for references.
    productId: integer('product_id').notNull(),
    units: integer('units').notNull().default(0),
    revenue: amount('revenue'),
    cost: cost('cost'),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.day, t.productId] }),
    index('sales_product_daily_top_idx').on(t.ownerId, t.day, t.revenue, t.productId, t.units),
  ],
);
