import type { PosProduct } from '@assist/domain';

/**
 * The catalogue's layout in the local database (local-db.ts `catalogParts`): products in parts of
 * about `catalogPartSize` by product id, one row each, because IndexedDB's cost is per row
 * (docs/decisions/2026-11-26-offline-copy.md). A product belongs to the part with the greatest
 * `from` not above its id; the first part starts at 0. Example with parts from 0 and from 812:
 * product 811 is in the first, product 812 and every later one in the second.
 */
export const catalogPartSize = 500;

/**
 * Products of the catalogue whose ids are from `from` up to the next part's `from` (the first part
 * from 0), by id, as the server answered them. `cachedAt`: when the download they came in was asked
 * for (the change feed rewriting a part leaves it). The counts are indexed, so the badge and the
 * /offline page count without reading the products.
 */
export interface CatalogPart {
  from: number;
  products: PosProduct[];
  productCount: number;
  lotCount: number;
  cachedAt: number;
}

/** The parts of a whole catalogue, asked for at `cachedAt`. Throws for a product without an id (nothing is written). */
export function partsOf(products: readonly PosProduct[], cachedAt: number, size = catalogPartSize): CatalogPart[] {
  for (const product of products)
    if (!Number.isSafeInteger(product.id)) throw new TypeError(`A product without an id: ${product.name}`);
  const sorted = [...products].sort((a, b) => a.id - b.id);
  const parts: CatalogPart[] = [];
  for (let start = 0; start < sorted.length; start += size) {
    const slice = sorted.slice(start, start + size);
    parts.push(part(start === 0 ? 0 : (slice[0] as PosProduct).id, slice, cachedAt));
  }
  return parts;
}

/** A part holding `products` (by id), with its counts. */
export function part(from: number, products: PosProduct[], cachedAt: number): CatalogPart {
  let lotCount = 0;
  for (const product of products) lotCount += product.expiryDates.length;
  return { from, products, productCount: products.length, lotCount, cachedAt };
}

/** The `from` of the part product `id` belongs to, among `froms` (ascending); null when every part starts after it. */
export function partFor(froms: readonly number[], id: number): number | null {
  let found: number | null = null;
  for (const from of froms) {
    if (from > id) break;
    found = from;
  }
  return found;
}

/**
 * The change feed's answer applied to the parts it touches (`touched`, by `from`): changed products
 * replace theirs or join their part, removed ones leave. `cachedAt` is for a part that did not exist
 * (from 0, for ids below every part). Answers the parts to write and the `from`s of parts left empty
 * (to delete); a part grown past twice the size is split.
 */
export function applyChanges(
  froms: readonly number[],
  touched: ReadonlyMap<number, CatalogPart>,
  changed: readonly PosProduct[],
  removed: readonly number[],
  cachedAt: number,
): { put: CatalogPart[]; emptied: number[] } {
  const byPart = new Map<number, { part: CatalogPart | undefined; products: Map<number, PosProduct> }>();
  const entry = (id: number) => {
    const from = partFor(froms, id) ?? 0;
    let found = byPart.get(from);
    if (!found) {
      const existing = touched.get(from);
      found = { part: existing, products: new Map(existing?.products.map((product) => [product.id, product])) };
      byPart.set(from, found);
    }
    return found.products;
  };
  for (const id of removed) entry(id).delete(id);
  for (const product of changed) {
    if (!Number.isSafeInteger(product.id)) throw new TypeError(`A product without an id: ${product.name}`);
    entry(product.id).set(product.id, product);
  }
  const put: CatalogPart[] = [];
  const emptied: number[] = [];
  for (const [from, { part: old, products }] of byPart) {
    const sorted = [...products.values()].sort((a, b) => a.id - b.id);
    if (sorted.length === 0) {
      if (old) emptied.push(from);
      continue;
    }
    const kept = old?.cachedAt ?? cachedAt;
    if (sorted.length <= 2 * catalogPartSize) put.push(part(from, sorted, kept));
    else
      for (let start = 0; start < sorted.length; start += catalogPartSize) {
        const slice = sorted.slice(start, start + catalogPartSize);
        put.push(part(start === 0 ? from : (slice[0] as PosProduct).id, slice, kept));
      }
  }
  return { put, emptied };
}
