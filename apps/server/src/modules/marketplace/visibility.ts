import { type AccessStatus, type BrowseMarketplace, marketplaceCategoryOfRetailer } from '@assist/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { Business } from './business.js';

/** A marketplace a retailer may see, with its access to it. */
export interface VisibleMarketplace {
  marketplaceId: number;
  marketplaceName: string;
  description: string | null;
  supplierId: number;
  supplierName: string | null;
  businessCategory: 'pharmaceutical' | 'general';
  requiresApproval: boolean;
  hidePrices: boolean;
  accessId: number | null;
  accessStatus: AccessStatus;
}

interface VisibleRow {
  id: number;
  name: string;
  description: string | null;
  owner_id: number;
  business_name: string | null;
  email: string;
  business_category: 'pharmaceutical' | 'general';
  requires_approval: boolean;
  hide_prices: boolean;
  access_id: number | null;
  access_status: Exclude<AccessStatus, 'none'> | null;
  total_products?: number;
  categories?: string[] | string | null;
}

/**
 * The marketplaces `retailer` may browse: active ones of its category (pharmacy <->
 * pharmaceutical, general store <-> general) whose supplier is an active account; `one` narrows
 * to one marketplace id or one supplier. With `withStock`, each one's products and categories of
 * its live, unexpired stock.
 */
async function visibleRows(
  db: Db,
  retailer: Business,
  one: { marketplaceId?: number; supplierId?: number } = {},
  withStock = false,
): Promise<VisibleRow[]> {
  const category = marketplaceCategoryOfRetailer(retailer.user.retailerType);
  const byId = one.marketplaceId === undefined ? sql`` : sql`and m.id = ${one.marketplaceId}`;
  const bySupplier = one.supplierId === undefined ? sql`` : sql`and m.owner_id = ${one.supplierId}`;
  const stock = withStock
    ? sql`, (select count(distinct l.product_id)::int from inventory_lots l
          where l.owner_id = m.owner_id and l.archived_at is null and l.quantity_units > 0
            and l.expiry_date >= business_day(m.owner_id, now())) as total_products,
        (select array_agg(distinct p.category order by p.category) from inventory_lots l
          join products p on p.owner_id = l.owner_id and p.id = l.product_id
          where l.owner_id = m.owner_id and l.archived_at is null and l.quantity_units > 0
            and l.expiry_date >= business_day(m.owner_id, now())) as categories`
    : sql``;
  return rowsOf<VisibleRow>(
    await db.execute(sql`
      select m.id, m.name, m.description, m.owner_id, u.business_name, u.email, m.business_category,
        m.requires_approval, m.hide_prices, a.id as access_id, a.status as access_status ${stock}
      from marketplaces m
      join users u on u.id = m.owner_id and u.is_active and u.deleted_at is null and u.user_type = 'supplier'
      left join marketplace_access a on a.marketplace_id = m.id and a.retailer_id = ${retailer.ownerId}
      where m.is_active and m.business_category = ${category} and m.owner_id <> ${retailer.ownerId}
        ${byId} ${bySupplier}
      order by lower(m.name), m.id
      limit 500`),
  );
}

function visible(row: VisibleRow): VisibleMarketplace {
  return {
    marketplaceId: Number(row.id),
    marketplaceName: row.name,
    description: row.description,
    supplierId: Number(row.owner_id),
    supplierName: row.business_name ?? row.email,
    businessCategory: row.business_category,
    requiresApproval: row.requires_approval,
    hidePrices: row.hide_prices,
    accessId: row.access_id === null ? null : Number(row.access_id),
    accessStatus: row.access_status ?? 'none',
  };
}

/** `GET /api/marketplace/marketplaces`: what the retailer may browse, with its access and stock counts. */
export async function browseMarketplaces(db: Db, retailer: Business): Promise<BrowseMarketplace[]> {
  const rows = await visibleRows(db, retailer, {}, true);
  return rows.map((row) => {
    const m = visible(row);
    return {
      marketplaceId: m.marketplaceId,
      marketplaceName: m.marketplaceName,
      description: m.description,
      supplierId: m.supplierId,
      supplier: { businessName: m.supplierName, businessCategory: m.businessCategory },
      requiresApproval: m.requiresApproval,
      totalProducts: Number(row.total_products ?? 0),
      categories: categoriesOf(row.categories),
      hasAccess: m.accessStatus === 'approved',
      accessStatus: m.accessStatus,
    };
  });
}

/** A text[] as either driver answers it (an array, or PostgreSQL's '{a,b}' text). */
function categoriesOf(value: string[] | string | null | undefined): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean)
    .map((part) => part.replace(/^"|"$/g, ''));
}

/** Every marketplace the retailer may browse (none filtered by access). */
export async function visibleMarketplaces(db: Db, retailer: Business): Promise<VisibleMarketplace[]> {
  return (await visibleRows(db, retailer)).map(visible);
}

/** One marketplace the retailer may browse, by id, or null (hidden, inactive, other category: null). */
export async function visibleMarketplace(db: Db, retailer: Business, marketplaceId: number) {
  const [row] = await visibleRows(db, retailer, { marketplaceId });
  return row ? visible(row) : null;
}

/** The marketplace of a supplier the retailer may browse, or null. */
export async function visibleMarketplaceOfSupplier(db: Db, retailer: Business, supplierId: number) {
  const [row] = await visibleRows(db, retailer, { supplierId });
  return row ? visible(row) : null;
}
