import type { PosChangesResponse, PosPreloadResponse, PosProduct } from '@assist/domain';

/** What a till merges into its catalogue: entries that replace (or add), ids that leave, and the feed's next cursor. */
export type CatalogChanges = Pick<PosChangesResponse, 'changed' | 'removed'> & { cursor?: string };

/** The preload's order: by name, then id (readCatalog sorts the local copy the same way). */
export function compareEntries(a: PosProduct, b: PosProduct): number {
  return a.name.localeCompare(b.name) || a.id - b.id;
}

/**
 * The preload with the feed's changes in: every changed product replaces its entry (a renamed one
 * moves to its new place by name, a new one is inserted there), every removed id leaves, and the
 * cursor becomes the feed's (kept when the changes carry none: a scan's lookup). Entries are the
 * server's, whole, so applying the same changes twice gives the same catalogue.
 * Example: [Amoxicillin, Zinc] + changed [Cetirizine] + removed [Zinc's id] -> [Amoxicillin, Cetirizine].
 */
export function applyCatalogChanges(preload: PosPreloadResponse, changes: CatalogChanges): PosPreloadResponse {
  const touched = new Set<number>([...changes.removed, ...changes.changed.map((product) => product.id)]);
  const inventory = preload.inventory.filter((product) => !touched.has(product.id));
  const added = new Map<number, PosProduct>();
  for (const product of changes.changed) added.set(product.id, product);
  for (const product of added.values()) inventory.splice(insertionIndex(inventory, product), 0, product);
  return { ...preload, inventory, cursor: changes.cursor ?? preload.cursor };
}

/** Where `product` goes in a list sorted by compareEntries (binary search). */
function insertionIndex(list: readonly PosProduct[], product: PosProduct): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareEntries(list[middle]!, product) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
