import type { InventoryListResponse } from '@assist/domain';
import { api } from '../../lib/api';
import { prefetchFirst } from '../../lib/first-data';
import { type InventoryListParams, inventoryKeys } from '../../lib/query-keys';

export function listPath({ search, sortBy, page, filter }: InventoryListParams): string {
  const query = new URLSearchParams({ sortBy, page: String(page) });
  if (search) query.set('search', search);
  if (filter) query.set('filter', filter);
  return `/api/inventory?${query}`;
}

/** The list the Current inventory tab opens on: `?search=` (the assistant's links), by expiry, page 1. */
export function firstInventoryList(search: string): InventoryListParams {
  return { search: search.trim(), sortBy: 'expiry', page: 1 };
}

/** Asked while /inventory's code downloads (app-routes.tsx), not after the tab's first render. */
export function prefetchInventoryList(locationSearch: string) {
  const params = firstInventoryList(new URLSearchParams(locationSearch).get('search') ?? '');
  prefetchFirst(inventoryKeys.list(params), () => api.get<InventoryListResponse>(listPath(params)));
}
