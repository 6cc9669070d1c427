import { z } from 'zod';
import { EntityId, SafeString } from '../common/bounds.js';
import { marketplaceCategories } from './categories.js';

/** What a retailer's access to a marketplace is: none asked yet, or its join request's status. */
export const accessStatuses = ['none', 'pending', 'approved', 'rejected'] as const;
export type AccessStatus = (typeof accessStatuses)[number];

/**
 * One marketplace a retailer may browse (spec part 2 §3 "Retailer browse list"): active ones of
 * its category only (pharmacy <-> pharmaceutical, general store <-> general). totalProducts and
 * categories count the supplier's products with units in live, unexpired lots.
 */
export const BrowseMarketplace = z.object({
  marketplaceId: z.number(),
  marketplaceName: z.string(),
  description: z.string().nullable(),
  supplierId: z.number(),
  supplier: z.object({ businessName: z.string().nullable(), businessCategory: z.enum(marketplaceCategories) }),
  requiresApproval: z.boolean(),
  totalProducts: z.number(),
  categories: z.array(z.string()),
  hasAccess: z.boolean(),
  accessStatus: z.enum(accessStatuses),
});
export type BrowseMarketplace = z.infer<typeof BrowseMarketplace>;
/** `GET /api/marketplace/marketplaces`. */
export const BrowseMarketplaceList = z.array(BrowseMarketplace);

/**
 * `GET /api/marketplace/inventory?supplierId=&search=`: one supplier's stock, or (no supplierId)
 * every marketplace the retailer has access to; search matches the product name (or barcode).
 */
export const MarketplaceInventoryQuery = z.object({
  supplierId: EntityId().optional(),
  search: SafeString().trim().max(200).optional(),
});
export type MarketplaceInventoryQuery = z.infer<typeof MarketplaceInventoryQuery>;

/**
 * A product as retailers see it (spec part 2 §3 "Marketplace inventory item"), summed over the
 * supplier's live, unexpired lots: availableQuantity in units, availableBoxes whole boxes of
 * unitsPerBox; unitsPerBox, retailPrice (per box), unitPrice (per unit, retailPrice / unitsPerBox
 * to the cent) and expiryDate of the lot that goes first (earliest expiry). Prices are null while
 * the marketplace hides them (never for the supplier's own /my-inventory).
 */
export const MarketplaceInventoryItem = z.object({
  supplierId: z.number(),
  supplierName: z.string().nullable(),
  marketplaceId: z.number(),
  productName: z.string(),
  barcode: z.string(),
  category: z.string(),
  availableQuantity: z.number(),
  availableBoxes: z.number(),
  unitsPerBox: z.number(),
  retailPrice: z.string().nullable(),
  unitPrice: z.string().nullable(),
  /** The supplier's currency: its prices, and a purchase request of it, are in it. */
  currency: z.string(),
  expiryDate: z.string(),
  lots: z.number(),
});
export type MarketplaceInventoryItem = z.infer<typeof MarketplaceInventoryItem>;
/** `GET /api/marketplace/inventory` and `GET /api/marketplace/my-inventory`. */
export const MarketplaceInventoryList = z.array(MarketplaceInventoryItem);
