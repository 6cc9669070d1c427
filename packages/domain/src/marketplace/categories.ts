import type { retailerTypes, supplierTypes } from '../access/user.js';

/** The two kinds of marketplace: pharmaceutical suppliers serve pharmacies, general suppliers general stores. */
export const marketplaceCategories = ['pharmaceutical', 'general'] as const;
export type MarketplaceCategory = (typeof marketplaceCategories)[number];

/** A supplier's marketplace category, from its supplier type (general when unset). */
export function marketplaceCategoryOfSupplier(
  supplierType: (typeof supplierTypes)[number] | null,
): MarketplaceCategory {
  return supplierType === 'pharmaceutical' ? 'pharmaceutical' : 'general';
}

/** The marketplaces a retailer browses: a pharmacy the pharmaceutical ones, a general store (or unset) the general ones. */
export function marketplaceCategoryOfRetailer(
  retailerType: (typeof retailerTypes)[number] | null,
): MarketplaceCategory {
  return retailerType === 'pharmacy' ? 'pharmaceutical' : 'general';
}
