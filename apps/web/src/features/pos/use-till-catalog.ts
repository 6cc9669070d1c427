import type { PosProduct } from '@assist/domain';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { withUnsyncedSales } from '../../offline/local-catalog';
import { type PosCatalog, buildCatalog, buildCatalogInSlices } from './catalog';

/** Up to this many products the catalogue is built at once, in the render (a few ms). */
const builtAtOnce = 1_000;

interface Built {
  source: readonly PosProduct[];
  catalog: PosCatalog;
}

/**
 * The till's catalogue (catalog.ts) of the preload's `products`, less what unsynced sales took
 * (`taken`, by lot). A large preload is indexed in slices after the render that received it
 * (issue 18: 8,000 products took 70-80 ms, with the till's render in the same task), so the till
 * paints first; until then it is null (the till shows it is loading), and while a new answer is
 * indexed (the change feed, a refetch) the previous catalogue stays; the render it brings is a
 * transition (React yields to the page while rendering it). With unsynced sales the
 * stock shown is worked out again at once, in the render, as before.
 */
export function useTillCatalog(
  products: readonly PosProduct[] | undefined,
  taken: ReadonlyMap<number, number>,
  today: () => string,
): PosCatalog | null {
  const small = products !== undefined && products.length <= builtAtOnce;
  const builtNow = useMemo<Built | null>(
    () => (products && small ? { source: products, catalog: buildCatalog(products) } : null),
    [products, small],
  );
  const [sliced, setSliced] = useState<Built | null>(null);
  useEffect(() => {
    if (!products || small) return;
    let stopped = false;
    void buildCatalogInSlices(products, () => stopped).then((catalog) => {
      // A transition: React renders the till's products in slices too, yielding to the page.
      if (catalog && !stopped) startTransition(() => setSliced({ source: products, catalog }));
    });
    return () => {
      stopped = true;
    };
  }, [products, small]);
  const built = builtNow ?? (products ? sliced : null);
  return useMemo(() => {
    if (!built) return null;
    if (taken.size === 0) return built.catalog;
    return buildCatalog(withUnsyncedSales(built.source, taken, today()));
  }, [built, taken, today]);
}
