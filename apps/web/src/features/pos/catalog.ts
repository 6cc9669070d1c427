import type { PosExpiryDate, PosProduct } from '@assist/domain';

/**
 * The preload shaped for the till: a barcode lookup (a Map, so a scan costs one hash lookup even
 * with 20,000 lots), every lot by id, and lower-cased text for the name and barcode search.
 */
export interface PosCatalog {
  products: readonly PosProduct[];
  byBarcode: ReadonlyMap<string, PosProduct>;
  byProductId: ReadonlyMap<number, PosProduct>;
  lots: ReadonlyMap<number, { product: PosProduct; lot: PosExpiryDate }>;
  searchText: readonly string[];
}

export const emptyCatalog: PosCatalog = buildCatalog([]);

/** The performance entry of each catalogue build: when the till became able to look a barcode up (bench/pos-preload). */
export const catalogBuildMeasure = 'pos:catalog-build';

/** Indexes the preload. A scan matches only products with units available (spec part 2 §5). */
export function buildCatalog(products: readonly PosProduct[]): PosCatalog {
  const started = performance.now();
  const byBarcode = new Map<string, PosProduct>();
  const byProductId = new Map<number, PosProduct>();
  const lots = new Map<number, { product: PosProduct; lot: PosExpiryDate }>();
  const searchText: string[] = [];
  for (const product of products) {
    if (product.availableUnits > 0) byBarcode.set(product.barcode, product);
    byProductId.set(product.id, product);
    for (const lot of product.expiryDates) lots.set(lot.inventoryId, { product, lot });
    searchText.push(`${product.name} ${product.barcode}`.toLocaleLowerCase());
  }
  if (products.length > 0) performance.measure(catalogBuildMeasure, { start: started, detail: products.length });
  return { products, byBarcode, byProductId, lots, searchText };
}

/** The product a scanned or typed code names, or undefined. */
export function findByBarcode(catalog: PosCatalog, code: string): PosProduct | undefined {
  return catalog.byBarcode.get(code.trim());
}

/**
 * Products whose name or barcode contains every word of the query (any case), in the preload's
 * order (by name), at most `limit` of them, and how many matched in all.
 * Example: "amox 500" finds "Amoxicillin 500mg Capsules" but not "Amoxicillin 250mg Capsules".
 */
export function searchCatalog(
  catalog: PosCatalog,
  query: string,
  limit: number,
): { items: PosProduct[]; total: number } {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const items: PosProduct[] = [];
  let total = 0;
  catalog.products.forEach((product, i) => {
    const text = catalog.searchText[i] ?? '';
    if (!words.every((word) => text.includes(word))) return;
    total++;
    if (items.length < limit) items.push(product);
  });
  return { items, total };
}
