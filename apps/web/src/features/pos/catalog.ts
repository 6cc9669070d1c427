import type { PosExpiryDate, PosProduct } from '@assist/domain';
import { yieldToMain } from '../../offline/yield-to-main';

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
  const catalog = emptyIndex(products);
  indexProducts(catalog, products);
  if (products.length > 0) performance.measure(catalogBuildMeasure, { start: started, detail: products.length });
  return catalog;
}

/** The same catalogue built in slices, yielding to the page between them (use-till-catalog.ts); null when `stopped` said so. */
export async function buildCatalogInSlices(
  products: readonly PosProduct[],
  stopped: () => boolean,
  slice = 1_000,
): Promise<PosCatalog | null> {
  const started = performance.now();
  const catalog = emptyIndex(products);
  for (let from = 0; from < products.length; from += slice) {
    if (from > 0) await yieldToMain();
    if (stopped()) return null;
    indexProducts(catalog, products.slice(from, from + slice));
  }
  if (products.length > 0) performance.measure(catalogBuildMeasure, { start: started, detail: products.length });
  return catalog;
}

interface CatalogIndex extends PosCatalog {
  byBarcode: Map<string, PosProduct>;
  byProductId: Map<number, PosProduct>;
  lots: Map<number, { product: PosProduct; lot: PosExpiryDate }>;
  searchText: string[];
}

function emptyIndex(products: readonly PosProduct[]): CatalogIndex {
  return { products, byBarcode: new Map(), byProductId: new Map(), lots: new Map(), searchText: [] };
}

function indexProducts(catalog: CatalogIndex, products: readonly PosProduct[]) {
  for (const product of products) {
    if (product.availableUnits > 0) catalog.byBarcode.set(product.barcode, product);
    catalog.byProductId.set(product.id, product);
    for (const lot of product.expiryDates) catalog.lots.set(lot.inventoryId, { product, lot });
    catalog.searchText.push(`${product.name} ${product.barcode}`.toLocaleLowerCase());
  }
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
